// A simple, friendly picture of each tool, drawn for this game (48 x 48 SVG): the shapes and
// colours of a children's picture book. Plain colours only, no ids, so one picture can show many
// times. Decorative: each piece is named. The people are in people.tsx.
import type { ReactElement } from 'react';
import { Picture } from '../../engine/picture';
import type { ToolId } from './careers';

const toolPictures: Record<ToolId, ReactElement> = {
  stethoscope: (
    <>
      <path d="M12 7c0 10 3 17 10 17s10-7 10-17" fill="none" stroke="#1e3a8a" strokeWidth="4.6" strokeLinecap="round" />
      <path d="M22 24v6c0 12 15 12 15 2v-2" fill="none" stroke="#1e3a8a" strokeWidth="4.6" strokeLinecap="round" />
      <path d="M12 7c0 10 3 17 10 17s10-7 10-17" fill="none" stroke="#3b82f6" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M22 24v6c0 12 15 12 15 2v-2" fill="none" stroke="#3b82f6" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="6" r="2.6" fill="#334155" stroke="#0f172a" strokeWidth="1.5" />
      <circle cx="32" cy="6" r="2.6" fill="#334155" stroke="#0f172a" strokeWidth="1.5" />
      <circle cx="37" cy="24" r="7" fill="#cbd5e1" stroke="#475569" strokeWidth="2" />
      <circle cx="37" cy="24" r="4" fill="#f1f5f9" stroke="#94a3b8" strokeWidth="1.5" />
      <path d="M34.5 21.5c1-1 2-1.3 3-1.3" fill="none" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  thermometer: (
    <g transform="rotate(35 24 24)">
      <rect x="19.5" y="3" width="9" height="33" rx="4.5" fill="#ffffff" stroke="#64748b" strokeWidth="2" />
      <circle cx="24" cy="38.5" r="6.5" fill="#ef4444" stroke="#b91c1c" strokeWidth="2" />
      <rect x="22.5" y="14" width="3" height="22" rx="1.5" fill="#ef4444" />
      <path d="M26.5 9h1.5M26.5 13h1.5M26.5 17h1.5M26.5 21h1.5M26.5 25h1.5M26.5 29h1.5" stroke="#64748b" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M21.8 8v4" stroke="#e0f2fe" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="22" cy="36.5" r="1.6" fill="#fecaca" />
    </g>
  ),
  'dental-mirror': (
    <>
      <path d="M7 43l19-19" stroke="#475569" strokeWidth="7" strokeLinecap="round" />
      <path d="M7 43l19-19" stroke="#cbd5e1" strokeWidth="4" strokeLinecap="round" />
      <path d="M11 36.5l2.5 2.5M14 33.5l2.5 2.5M17 30.5l2.5 2.5M20 27.5l2.5 2.5" stroke="#94a3b8" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M25 25l5-5" stroke="#475569" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M25 25l5-5" stroke="#cbd5e1" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="35" cy="13" r="10" fill="#cbd5e1" stroke="#475569" strokeWidth="2" />
      <circle cx="35" cy="13" r="7.5" fill="#bae6fd" stroke="#94a3b8" strokeWidth="1" />
      <path d="M31.5 9.5C33 7.5 34.5 8.5 35 9c.5-.5 2-1.5 3.5.5 1 1.5 0 3.5-.5 4.5l-.5 3.5c-.5 1-1.5 1-2 0L35 15l-.5 2.5c-.5 1-1.5 1-2 0L32 14c-.5-1-1.5-3-.5-4.5z" fill="#ffffff" stroke="#0369a1" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M29.5 9c.8-1.5 2-2.5 3.5-3" fill="none" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  'pill-bottle': (
    <>
      <rect x="7" y="14" width="22" height="29" rx="3" fill="#fb923c" stroke="#c2410c" strokeWidth="2" />
      <rect x="5" y="5" width="26" height="10" rx="2" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
      <path d="M10 7.5v5M14 7.5v5M18 7.5v5M22 7.5v5M26 7.5v5" stroke="#cbd5e1" strokeWidth="1.5" strokeLinecap="round" />
      <rect x="9.5" y="21" width="17" height="14" rx="1.5" fill="#ffffff" stroke="#c2410c" strokeWidth="1.2" />
      <path d="M12.5 25h11M12.5 28.5h8M12.5 32h10" stroke="#94a3b8" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M10.5 17v2" stroke="#fed7aa" strokeWidth="2" strokeLinecap="round" />
      <g transform="rotate(-45 38 37)">
        <rect x="31" y="33.5" width="14" height="7" rx="3.5" fill="#ffffff" stroke="#1d4ed8" strokeWidth="1.8" />
        <path d="M38 33.5h-3.5a3.5 3.5 0 000 7H38z" fill="#3b82f6" stroke="#1d4ed8" strokeWidth="1.8" strokeLinejoin="round" />
      </g>
    </>
  ),
  ambulance: (
    <>
      <path d="M5 12h25v6h7l7 8v9c0 1-1 2-2 2H5c-1 0-2-1-2-2V14c0-1 1-2 2-2z" fill="#ffffff" stroke="#64748b" strokeWidth="2" strokeLinejoin="round" />
      <path d="M32 20.5h4.3l5 5.5H32z" fill="#bae6fd" stroke="#64748b" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M4 29h39v3H4z" fill="#ef4444" />
      <path d="M14.5 15h4v4h4v4h-4v4h-4v-4h-4v-4h4z" fill="#ef4444" stroke="#b91c1c" strokeWidth="1.2" strokeLinejoin="round" />
      <rect x="20" y="7" width="7" height="5" rx="2" fill="#3b82f6" stroke="#1d4ed8" strokeWidth="1.6" />
      <path d="M17.5 7.5l-2-2M29.5 7.5l2-2M23.5 4.5V2" stroke="#60a5fa" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="12" cy="37" r="5" fill="#334155" stroke="#0f172a" strokeWidth="2" />
      <circle cx="36" cy="37" r="5" fill="#334155" stroke="#0f172a" strokeWidth="2" />
      <circle cx="12" cy="37" r="2" fill="#cbd5e1" />
      <circle cx="36" cy="37" r="2" fill="#cbd5e1" />
    </>
  ),
  'x-ray': (
    <>
      <rect x="5" y="3" width="38" height="42" rx="3" fill="#1e3a8a" stroke="#0f172a" strokeWidth="2" />
      <rect x="7.5" y="5.5" width="33" height="37" rx="1.5" fill="#0f172a" />
      <path d="M17 23.5l-.7-5M16.1 16.5l-.4-3.5M15.6 11l-.3-2.5M22.5 22.5V17M22.5 15v-4M22.5 9V6.5M28 23.5l.6-5.5M28.8 16l.3-3.5M29.2 10.5l.2-2.5M33 25.5l1.2-4.5M34.7 19l.7-3M35.8 14.2l.5-2.2M19.5 35l-2.5-9M22.5 35V25M25.5 35l2.5-9M28.5 35.5l4.5-7.5M18 36l-4-5M12.8 29.3l-2.3-3.8M9.8 23.8l-1-2.8M20.5 39.5V42M27.5 39.5V42" fill="none" stroke="#3b82f6" strokeWidth="4.4" strokeLinecap="round" />
      <path d="M17 23.5l-.7-5M16.1 16.5l-.4-3.5M15.6 11l-.3-2.5M22.5 22.5V17M22.5 15v-4M22.5 9V6.5M28 23.5l.6-5.5M28.8 16l.3-3.5M29.2 10.5l.2-2.5M33 25.5l1.2-4.5M34.7 19l.7-3M35.8 14.2l.5-2.2M19.5 35l-2.5-9M22.5 35V25M25.5 35l2.5-9M28.5 35.5l4.5-7.5M18 36l-4-5M12.8 29.3l-2.3-3.8M9.8 23.8l-1-2.8M20.5 39.5V42M27.5 39.5V42" fill="none" stroke="#f8fafc" strokeWidth="2.4" strokeLinecap="round" />
      <ellipse cx="24" cy="37.2" rx="5.5" ry="1.6" fill="#f8fafc" />
    </>
  ),
  'exercise-band': (
    <>
      <path d="M9 23c7 0 10 4 15 4s8-4 15-4c7 0 7 14 0 14-7 0-10-4-15-4s-8 4-15 4c-7 0-7-14 0-14z" fill="none" stroke="#14532d" strokeWidth="7" strokeLinejoin="round" />
      <path d="M9 23c7 0 10 4 15 4s8-4 15-4c7 0 7 14 0 14-7 0-10-4-15-4s-8 4-15 4c-7 0-7-14 0-14z" fill="none" stroke="#4ade80" strokeWidth="4" strokeLinejoin="round" />
      <path d="M8 23.5c4 0 7 1 9 2" fill="none" stroke="#bbf7d0" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M5 11H17M5 11l4-4M5 11l4 4M43 11H31M43 11l-4-4M43 11l-4 4" fill="none" stroke="#9333ea" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  'eye-chart': (
    <>
      <rect x="9" y="3" width="30" height="42" rx="2" fill="#ffffff" stroke="#64748b" strokeWidth="2" />
      <path d="M19 6h10v2H21v2h7v2h-7v2h8v2H19z" fill="#111827" />
      <g fill="#111827">
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(16.5 19.5) scale(.55)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(26 19.5) scale(.55) rotate(180 5 5)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(15 27.5) scale(.4) rotate(90 5 5)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(22 27.5) scale(.4)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(29 27.5) scale(.4) rotate(-90 5 5)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(14.25 33.5) scale(.3) rotate(180 5 5)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(19.75 33.5) scale(.3) rotate(90 5 5)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(25.25 33.5) scale(.3)" />
        <path d="M0 0h10v2H2v2h7v2H2v2h8v2H0z" transform="translate(30.75 33.5) scale(.3) rotate(-90 5 5)" />
      </g>
      <path d="M13 38.2h22" stroke="#ef4444" strokeWidth="1" />
      <path d="M14.5 41h2M18.7 41h2M22.9 41h2M27.1 41h2M31.3 41h2" stroke="#111827" strokeWidth="1.6" />
    </>
  ),
  microscope: (
    <>
      <path d="M8 39h30c2 0 3 1 3 3v2H5v-2c0-2 1-3 3-3z" fill="#3b82f6" stroke="#1e3a8a" strokeWidth="2" strokeLinejoin="round" />
      <path d="M31 39c9-8 9-20-1-25" fill="none" stroke="#1e3a8a" strokeWidth="8" strokeLinecap="round" />
      <path d="M31 39c9-8 9-20-1-25" fill="none" stroke="#3b82f6" strokeWidth="4.5" strokeLinecap="round" />
      <g transform="rotate(-15 22 16)">
        <rect x="18" y="5" width="8" height="22" rx="1.5" fill="#e2e8f0" stroke="#475569" strokeWidth="2" />
        <rect x="16.5" y="2" width="11" height="4.5" rx="1" fill="#334155" stroke="#0f172a" strokeWidth="1.5" />
        <rect x="20" y="27" width="4" height="4" fill="#94a3b8" stroke="#475569" strokeWidth="1.5" />
        <path d="M20.5 9v12" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" />
      </g>
      <rect x="12" y="31" width="22" height="3" rx="1" fill="#334155" stroke="#0f172a" strokeWidth="1.5" />
      <rect x="17" y="29.5" width="11" height="1.8" fill="#bae6fd" stroke="#0284c7" strokeWidth=".8" />
      <circle cx="36" cy="23" r="3.2" fill="#cbd5e1" stroke="#475569" strokeWidth="1.5" />
    </>
  ),
  'hearing-aid': (
    <>
      <path d="M17 13C19 6 29 4 33 10c4 6 1 12-3 16-3 3-2 9-6 12-4 3-8 0-7-4 1-3 0-7-1-11-.5-4 0-7 1-10z" fill="#fcd5b5" stroke="#c2703d" strokeWidth="2" strokeLinejoin="round" />
      <path d="M21 15c3-4 9-3 9 2 0 3-3 5-4 8" fill="none" stroke="#c2703d" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M36 8c6 6 6 17 1 24" fill="none" stroke="#6d28d9" strokeWidth="9" strokeLinecap="round" />
      <path d="M36 8c6 6 6 17 1 24" fill="none" stroke="#a78bfa" strokeWidth="5.5" strokeLinecap="round" />
      <path d="M36 6c-4-5-13-5-15 2-1 4 0 9-1 14" fill="none" stroke="#94a3b8" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="23" r="2.4" fill="#e2e8f0" stroke="#64748b" strokeWidth="1.4" />
      <circle cx="39.5" cy="19" r="1.4" fill="#6d28d9" />
    </>
  ),
};

/** The tool's picture at `size` CSS px (design units inside the game). */
export function ToolPicture({ tool, size = 48 }: { tool: ToolId; size?: number }) {
  return <Picture size={size}>{toolPictures[tool]}</Picture>;
}
