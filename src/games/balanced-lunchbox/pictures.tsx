// A simple, friendly picture of each food and of each lunchbox slot's food group, drawn for this
// game (48 x 48 SVG): the shapes and colours of a children's picture book. Plain colours only, no
// ids, so one picture can show many times. Decorative: each piece is named.
import type { ReactElement } from 'react';
import { Picture } from '../../engine/picture';
import type { FoodId, SlotCategory } from './foods';

const foodPictures: Record<FoodId, ReactElement> = {
  'boiled-egg': (
    <>
      <path d="M24 4C14 4 7 18 7 28c0 9 7 16 17 16s17-7 17-16C41 18 34 4 24 4z" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
      <circle cx="24" cy="29" r="9.5" fill="#facc15" stroke="#ca8a04" strokeWidth="2" />
      <path d="M19 26c1-2 3-3 5-3" fill="none" stroke="#fef08a" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  chicken: (
    <>
      <path d="M27 29l9 9" stroke="#a8a29e" strokeWidth="8" strokeLinecap="round" />
      <circle cx="36.5" cy="41" r="3.8" fill="#ffffff" stroke="#a8a29e" strokeWidth="2" />
      <circle cx="41" cy="36.5" r="3.8" fill="#ffffff" stroke="#a8a29e" strokeWidth="2" />
      <path d="M27 29l9 9" stroke="#ffffff" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M24.5 8.5A12 12 0 1 0 7.5 25.5Q19 28 27 31.5Q31 31 31.5 27Q28 19 24.5 8.5z" fill="#e7902a" stroke="#92400e" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 14c2-4 6-6 10-5" fill="none" stroke="#fcd34d" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M15 22l2 1M21 17l1 2M22 25l2 0" stroke="#b45309" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  'whole-grain-bread': (
    <>
      <path d="M9 43V20C3 18 3 5 14 5h20c11 0 11 13 5 15v23z" fill="#b45309" stroke="#78350f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M13 40V18c-4-1-4-9 2-9h18c6 0 6 8 2 9v22z" fill="#e8b878" />
      <ellipse cx="18" cy="16" rx="1.2" ry="2" fill="#78350f" transform="rotate(30 18 16)" />
      <ellipse cx="29" cy="14" rx="1.2" ry="2" fill="#fef3c7" transform="rotate(-20 29 14)" />
      <ellipse cx="24" cy="23" rx="1.2" ry="2" fill="#78350f" transform="rotate(-40 24 23)" />
      <ellipse cx="17" cy="30" rx="1.2" ry="2" fill="#fef3c7" transform="rotate(20 17 30)" />
      <ellipse cx="31" cy="27" rx="1.2" ry="2" fill="#78350f" transform="rotate(50 31 27)" />
      <ellipse cx="26" cy="35" rx="1.2" ry="2" fill="#78350f" transform="rotate(10 26 35)" />
      <ellipse cx="19" cy="38" rx="1.2" ry="2" fill="#78350f" transform="rotate(-30 19 38)" />
      <ellipse cx="32" cy="36" rx="1.2" ry="2" fill="#fef3c7" transform="rotate(-10 32 36)" />
    </>
  ),
  apple: (
    <>
      <path d="M24 15c-4-3-16-4-17 8-1 11 5 21 11 21 3 0 4-1 6-1s3 1 6 1c6 0 12-10 11-21-1-12-13-11-17-8z" fill="#ef4444" stroke="#b91c1c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 15c0-4 1-7 3-10" fill="none" stroke="#78350f" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M27 9c3-4 9-5 12-2-3 4-8 5-12 2z" fill="#4ade80" stroke="#15803d" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 22c0-3 2-5 5-5" fill="none" stroke="#fecaca" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  banana: (
    <>
      <path d="M9 10c-2 16 8 30 30 27 3 0 4-3 2-5-16 1-25-8-26-21 0-3-5-4-6-1z" fill="#fde047" stroke="#ca8a04" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 15c1 11 10 19 25 19" fill="none" stroke="#eab308" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M10 10l-1-5" stroke="#78350f" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="41.5" cy="34.5" r="2" fill="#78350f" />
    </>
  ),
  carrot: (
    <>
      <g transform="rotate(-14 24 42)">
        <path d="M7.5 10c0-2 1.5-3 4.5-3s4.5 1 4.5 3l-1 30c0 2-1.5 2.5-3.5 2.5s-3.5-.5-3.5-2.5z" fill="#fb923c" stroke="#c2410c" strokeWidth="2" />
        <path d="M10 16h3M11 24h3M10 32h3" stroke="#c2410c" strokeWidth="1.5" strokeLinecap="round" />
      </g>
      <path d="M19.5 7c0-2 1.5-3 4.5-3s4.5 1 4.5 3l-1 33c0 2-1.5 2.5-3.5 2.5s-3.5-.5-3.5-2.5z" fill="#f97316" stroke="#c2410c" strokeWidth="2" />
      <path d="M22 13h3M23 21h3M22 29h3M23 36h2" stroke="#c2410c" strokeWidth="1.5" strokeLinecap="round" />
      <g transform="rotate(14 24 42)">
        <path d="M31.5 10c0-2 1.5-3 4.5-3s4.5 1 4.5 3l-1 30c0 2-1.5 2.5-3.5 2.5s-3.5-.5-3.5-2.5z" fill="#fb923c" stroke="#c2410c" strokeWidth="2" />
        <path d="M35 16h3M34 24h3M35 32h3" stroke="#c2410c" strokeWidth="1.5" strokeLinecap="round" />
      </g>
    </>
  ),
  broccoli: (
    <>
      <path d="M19 26l-3 17h16l-3-17z" fill="#bef264" stroke="#4d7c0f" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="13" cy="21" r="8" fill="#22c55e" stroke="#15803d" strokeWidth="2" />
      <circle cx="35" cy="21" r="8" fill="#22c55e" stroke="#15803d" strokeWidth="2" />
      <circle cx="24" cy="13" r="9" fill="#22c55e" stroke="#15803d" strokeWidth="2" />
      <circle cx="24" cy="24" r="8" fill="#22c55e" stroke="#15803d" strokeWidth="2" />
      <path d="M10 19h.1M17 24h.1M22 10h.1M28 14h.1M32 19h.1M37 24h.1M21 24h.1M27 26h.1" stroke="#15803d" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  cheese: (
    <>
      <path d="M5 24L33 9l10 15z" fill="#fde68a" stroke="#ca8a04" strokeWidth="2" strokeLinejoin="round" />
      <rect x="5" y="24" width="38" height="17" fill="#facc15" stroke="#ca8a04" strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="30" cy="18" rx="3" ry="1.6" fill="#eab308" />
      <circle cx="13" cy="31" r="3" fill="#ca8a04" />
      <circle cx="26" cy="35" r="2.2" fill="#ca8a04" />
      <circle cx="35" cy="29" r="2.6" fill="#ca8a04" />
      <circle cx="20" cy="27.5" r="1.5" fill="#ca8a04" />
    </>
  ),
  candy: (
    <>
      <path d="M15 21L5 13c-3 7-3 15 0 22l10-8z" fill="#c084fc" stroke="#7e22ce" strokeWidth="2" strokeLinejoin="round" />
      <path d="M33 21l10-8c3 7 3 15 0 22l-10-8z" fill="#c084fc" stroke="#7e22ce" strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="24" cy="24" rx="11" ry="9" fill="#f472b6" stroke="#be185d" strokeWidth="2" />
      <path d="M18 17l-3 12M25 15l-5 17M31 17l-4 14" stroke="#fce7f3" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  chips: (
    <>
      <path d="M15 14c-3-5 2-10 7-8 4 1 4 6 1 9z" fill="#fcd34d" stroke="#b45309" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M24 13c0-5 6-8 10-5 3 2 2 6-1 8z" fill="#fde68a" stroke="#b45309" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 14h30l-2 6c2 6 2 12 0 18l2 6H9l2-6c-2-6-2-12 0-18z" fill="#3b82f6" stroke="#1e3a8a" strokeWidth="2" strokeLinejoin="round" />
      <path d="M11 17l2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2M11 41l2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2 2-2 2 2" fill="none" stroke="#93c5fd" strokeWidth="1.5" strokeLinejoin="round" />
      <ellipse cx="24" cy="29" rx="10" ry="8" fill="#fef08a" stroke="#1e3a8a" strokeWidth="1.5" />
      <path d="M16 31c-1-5 3-8 7-8 3-1 8 1 8 5 1 4-3 6-7 6-3 1-7 0-8-3z" fill="#fbbf24" stroke="#b45309" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M20 28h.1M26 27h.1M23 31h.1M28 31h.1" stroke="#d97706" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  soda: (
    <>
      <path d="M14 9h20v32c0 2-2 3-4 3H18c-2 0-4-1-4-3z" fill="#ef4444" stroke="#991b1b" strokeWidth="2" strokeLinejoin="round" />
      <path d="M15 6c0-1 1-2 3-2h12c2 0 3 1 3 2v3H15z" fill="#d1d5db" stroke="#6b7280" strokeWidth="2" strokeLinejoin="round" />
      <path d="M14 27c6-6 14 4 20-3v6c-6 6-14-4-20 3z" fill="#ffffff" />
      <path d="M14 9h20M14 41h20" stroke="#991b1b" strokeWidth="2" />
      <path d="M19 13v8" stroke="#fca5a5" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  cake: (
    <>
      <path d="M5 22L33 12l10 10z" fill="#f9a8d4" stroke="#be185d" strokeWidth="2" strokeLinejoin="round" />
      <rect x="5" y="22" width="38" height="20" fill="#fde68a" stroke="#b45309" strokeWidth="2" />
      <path d="M6 31h36" stroke="#fdf2f8" strokeWidth="4" />
      <path d="M6 31h36" stroke="#f472b6" strokeWidth="1" />
      <path d="M5 22h38v4c-2 0-3 3-5 3s-3-3-5-3-3 4-5 4-3-4-5-4-3 3-5 3-3-3-5-3-3 3-5 3-3-3-3-3z" fill="#f9a8d4" stroke="#be185d" strokeWidth="2" strokeLinejoin="round" />
      <path d="M31 13c0-4 2-7 5-9" fill="none" stroke="#15803d" strokeWidth="2" strokeLinecap="round" />
      <circle cx="30" cy="14" r="4.5" fill="#ef4444" stroke="#991b1b" strokeWidth="2" />
      <circle cx="28.5" cy="12.5" r="1.2" fill="#fecaca" />
    </>
  ),
};

const slotPictures: Record<SlotCategory, ReactElement> = {
  protein: (
    <>
      <path d="M4 24c6-9 17-12 27-6l9-7c2 6 2 20 0 26l-9-7C21 36 10 33 4 24z" fill="#2dd4bf" stroke="#0f766e" strokeWidth="2" strokeLinejoin="round" />
      <path d="M18 16c3-3 7-4 10-3" fill="none" stroke="#0f766e" strokeWidth="2" strokeLinecap="round" />
      <path d="M17 19c2 3 2 7 0 10" fill="none" stroke="#0f766e" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="11" cy="22" r="2.2" fill="#ffffff" stroke="#134e4a" strokeWidth="1.2" />
      <circle cx="11" cy="22" r="1" fill="#134e4a" />
    </>
  ),
  grain: (
    <>
      <path d="M24 44V14M24 44l-10-24M24 44l10-24" fill="none" stroke="#b45309" strokeWidth="2" strokeLinecap="round" />
      <g fill="#fbbf24" stroke="#b45309" strokeWidth="1.5">
        <ellipse cx="24" cy="6" rx="2.2" ry="3.2" />
        <ellipse cx="21.5" cy="11" rx="2.2" ry="3.2" transform="rotate(-30 21.5 11)" />
        <ellipse cx="26.5" cy="11" rx="2.2" ry="3.2" transform="rotate(30 26.5 11)" />
        <ellipse cx="21.5" cy="17" rx="2.2" ry="3.2" transform="rotate(-30 21.5 17)" />
        <ellipse cx="26.5" cy="17" rx="2.2" ry="3.2" transform="rotate(30 26.5 17)" />
      </g>
      <g fill="#fbbf24" stroke="#b45309" strokeWidth="1.5" transform="rotate(-24 24 44)">
        <ellipse cx="24" cy="12" rx="2.2" ry="3.2" />
        <ellipse cx="21.5" cy="17" rx="2.2" ry="3.2" transform="rotate(-30 21.5 17)" />
        <ellipse cx="26.5" cy="17" rx="2.2" ry="3.2" transform="rotate(30 26.5 17)" />
        <ellipse cx="21.5" cy="23" rx="2.2" ry="3.2" transform="rotate(-30 21.5 23)" />
        <ellipse cx="26.5" cy="23" rx="2.2" ry="3.2" transform="rotate(30 26.5 23)" />
      </g>
      <g fill="#fbbf24" stroke="#b45309" strokeWidth="1.5" transform="rotate(24 24 44)">
        <ellipse cx="24" cy="12" rx="2.2" ry="3.2" />
        <ellipse cx="21.5" cy="17" rx="2.2" ry="3.2" transform="rotate(-30 21.5 17)" />
        <ellipse cx="26.5" cy="17" rx="2.2" ry="3.2" transform="rotate(30 26.5 17)" />
        <ellipse cx="21.5" cy="23" rx="2.2" ry="3.2" transform="rotate(-30 21.5 23)" />
        <ellipse cx="26.5" cy="23" rx="2.2" ry="3.2" transform="rotate(30 26.5 23)" />
      </g>
    </>
  ),
  fruit: (
    <>
      <path d="M24 12c0-3 1-6 4-8" fill="none" stroke="#78350f" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M26 8c4-4 10-3 12 0-4 3-9 3-12 0z" fill="#4ade80" stroke="#15803d" strokeWidth="2" strokeLinejoin="round" />
      <g fill="#a855f7" stroke="#6b21a8" strokeWidth="2">
        <circle cx="15" cy="17" r="5" />
        <circle cx="24" cy="16" r="5" />
        <circle cx="33" cy="17" r="5" />
        <circle cx="19.5" cy="25" r="5" />
        <circle cx="28.5" cy="25" r="5" />
        <circle cx="24" cy="33" r="5" />
        <circle cx="24" cy="41" r="4" />
      </g>
      <path d="M13 15.5l1-1M22 14.5l1-1M31 15.5l1-1M17.5 23.5l1-1M26.5 23.5l1-1M22 31.5l1-1" stroke="#e9d5ff" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  vegetable: (
    <>
      <path d="M24 44C12 40 5 29 8 18c2-6 7-6 9-2 2-6 8-6 10-1 3-5 10-3 11 3 4 10-3 21-14 26z" fill="#4ade80" stroke="#15803d" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 44c-6-6-9-14-8-24M24 44c5-6 8-14 9-22M24 44V18" fill="none" stroke="#f0fdf4" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M17 34l-5-3M19 27l-6-4M30 33l5-3M31 26l5-4M24 32l-4-3M24 26l4-3" fill="none" stroke="#16a34a" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  dairy: (
    <>
      <path d="M13 17l4-9h14l4 9z" fill="#e5e7eb" stroke="#1d4ed8" strokeWidth="2" strokeLinejoin="round" />
      <path d="M15 8h18v-3H15z" fill="#ffffff" stroke="#1d4ed8" strokeWidth="2" strokeLinejoin="round" />
      <rect x="13" y="17" width="22" height="27" rx="1.5" fill="#ffffff" stroke="#1d4ed8" strokeWidth="2" />
      <path d="M14 27h20v9H14z" fill="#60a5fa" />
      <path d="M24 20c-2 3-3 4.5-3 6a3 3 0 006 0c0-1.5-1-3-3-6z" fill="#ffffff" stroke="#1d4ed8" strokeWidth="1.5" strokeLinejoin="round" />
    </>
  ),
  treat: (
    <>
      <path d="M24 33c-2 3 3 5 0 8-2 2 1 3 1 3" fill="none" stroke="#6b7280" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M24 4c-9 0-14 7-14 14 0 9 7 15 14 15s14-6 14-15c0-7-5-14-14-14z" fill="#f43f5e" stroke="#9f1239" strokeWidth="2" />
      <path d="M21 33l3 -2 3 2-1 2h-4z" fill="#f43f5e" stroke="#9f1239" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M16 14c1-3 3-5 6-5" fill="none" stroke="#ffe4e6" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
};

/** The food's picture at `size` CSS px (design units inside the game). */
export function FoodPicture({ food, size = 48 }: { food: FoodId; size?: number }) {
  return <Picture size={size}>{foodPictures[food]}</Picture>;
}

/** The slot's food-group picture at `size` CSS px (design units inside the game). */
export function SlotPicture({ slot, size = 48 }: { slot: SlotCategory; size?: number }) {
  return <Picture size={size}>{slotPictures[slot]}</Picture>;
}
