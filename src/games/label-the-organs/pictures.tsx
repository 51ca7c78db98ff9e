// A simple, friendly picture of each organ, drawn for this game (48 x 48 SVG): the shapes and
// colours of a children's anatomy chart, not a medical drawing. Decorative: each piece is named.
import type { ReactElement } from 'react';
import { Picture } from '../../engine/picture';
import type { OrganId } from './organs';

const pictures: Record<OrganId, ReactElement> = {
  brain: (
    <>
      <path d="M10 26c-5-1-6-9-1-11 0-6 7-9 11-6 3-4 10-4 12 1 5-1 9 3 8 8 4 2 4 9-1 11 0 5-6 8-10 5-3 3-9 3-11-1-5 1-9-3-8-7z" fill="#f9a8d4" stroke="#be185d" strokeWidth="2" />
      <path d="M24 11v25M16 19c3 1 4 4 3 7M31 17c-3 2-3 5-1 8M15 30c3-1 6 0 7 3M33 31c-3-1-6 1-7 3" fill="none" stroke="#be185d" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  heart: (
    <>
      <path d="M19 8v8M27 6v10M33 9l-3 8" stroke="#be123c" strokeWidth="4" strokeLinecap="round" />
      <path d="M24 42C12 34 7 27 8 20c1-6 9-9 14-3l2 2 2-2c5-6 13-3 14 3 1 7-4 14-16 22z" fill="#f43f5e" stroke="#9f1239" strokeWidth="2" />
      <path d="M17 22c1 5 4 9 8 12" fill="none" stroke="#fecdd3" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  lungs: (
    <>
      <path d="M24 6v14M24 20l-5 5M24 20l5 5" stroke="#0e7490" strokeWidth="3" strokeLinecap="round" />
      <path d="M19 14c-7 0-12 10-12 21 0 5 4 7 8 5l5-3c1-6 1-14-1-23z" fill="#fda4af" stroke="#be123c" strokeWidth="2" />
      <path d="M29 14c7 0 12 10 12 21 0 5-4 7-8 5l-5-3c-1-6-1-14 1-23z" fill="#fda4af" stroke="#be123c" strokeWidth="2" />
    </>
  ),
  stomach: (
    <path d="M18 6v8c0 4 4 6 8 6 9 0 15 5 15 13 0 7-6 11-13 11-8 0-12-5-17-4-3 0-5-2-4-5 1-4 5-4 8-4 3 0 4-3 3-6l-2-11V6z" fill="#fdba74" stroke="#c2410c" strokeWidth="2" strokeLinejoin="round" />
  ),
  liver: (
    <>
      <path d="M5 18c4-6 16-8 28-8 7 0 11 3 10 8-1 6-8 9-16 14-6 4-11 8-16 6-5-2-9-13-6-20z" fill="#b45309" stroke="#78350f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M27 12c-2 6-3 12-2 19" fill="none" stroke="#78350f" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  intestines: (
    <>
      <rect x="7" y="9" width="34" height="32" rx="10" fill="#fbcfe8" stroke="#be185d" strokeWidth="2" />
      <path d="M13 16h22c2 0 2 4 0 4H14c-2 0-2 4 0 4h20c2 0 2 4 0 4H14c-2 0-2 4 0 4h18" fill="none" stroke="#db2777" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  kidneys: (
    <>
      <path d="M17 9c-6 0-10 7-10 15s4 15 10 15c4 0 5-3 4-6-1-2-3-3-3-5s1-3 2-4c2-2 3-5 2-9 0-4-2-6-5-6z" fill="#e11d48" stroke="#881337" strokeWidth="2" />
      <path d="M31 9c6 0 10 7 10 15s-4 15-10 15c-4 0-5-3-4-6 1-2 3-3 3-5s-1-3-2-4c-2-2-3-5-2-9 0-4 2-6 5-6z" fill="#e11d48" stroke="#881337" strokeWidth="2" />
    </>
  ),
  bladder: (
    <>
      <path d="M16 6c0 6 2 9 3 11M32 6c0 6-2 9-3 11" fill="none" stroke="#ca8a04" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M24 16c9 0 15 6 15 14 0 7-6 11-11 11h-8c-5 0-11-4-11-11 0-8 6-14 15-14z" fill="#fde047" stroke="#a16207" strokeWidth="2" />
      <path d="M22 41v4M26 41v4" stroke="#a16207" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  spleen: <path d="M13 10c8-4 22 0 26 10 3 9-2 18-11 18-6 0-8-5-13-6-5-1-9-4-8-10 0-5 2-10 6-12z" fill="#a78bfa" stroke="#5b21b6" strokeWidth="2" />,
  pancreas: (
    <path d="M6 28c2-6 9-7 15-7 8 0 12-5 17-6 4-1 6 2 5 5-1 4-6 6-11 8-7 3-11 8-18 8-5 0-9-3-8-8z" fill="#fcd34d" stroke="#b45309" strokeWidth="2" strokeLinejoin="round" />
  ),
  gallbladder: (
    <>
      <path d="M30 8c2 0 3 2 2 4l-3 7" fill="none" stroke="#15803d" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M29 18c6 3 7 12 3 18-4 6-12 7-16 3-4-4-2-11 3-15 4-3 6-7 10-6z" fill="#4ade80" stroke="#166534" strokeWidth="2" />
    </>
  ),
};

/** The organ's picture at `size` CSS px (design units inside the game). */
export function OrganPicture({ organ, size = 48 }: { organ: OrganId; size?: number }) {
  return <Picture size={size}>{pictures[organ]}</Picture>;
}
