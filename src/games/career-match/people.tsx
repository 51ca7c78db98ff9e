// A friendly head-and-shoulders picture of each healthcare role, drawn for this game (48 x 48 SVG),
// in plain colours. A role is told apart by its clothes alone and never shows its own tool, so the
// picture does not give the match away. Decorative: each card is named.
import type { ReactElement } from 'react';
import { Picture } from '../../engine/picture';
import type { RoleId } from './careers';

const rolePictures: Record<RoleId, ReactElement> = {
  doctor: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" strokeLinejoin="round" />
      <path d="M18.5 32.5L24 46l5.5-13.5z" fill="#60a5fa" stroke="#1d4ed8" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M23 35h2l.8 1.5-.8 6.5-1 1.5-1-1.5-.8-6.5z" fill="#ef4444" stroke="#b91c1c" strokeWidth="1" strokeLinejoin="round" />
      <path d="M18.5 32.5l-3 6 4 .8M29.5 32.5l3 6-4 .8M18.5 32.5L24 46l5.5-13.5" fill="none" stroke="#94a3b8" strokeWidth="1.6" strokeLinejoin="round" />
      <rect x="31" y="40" width="6.5" height="5" rx="1" fill="#ffffff" stroke="#94a3b8" strokeWidth="1.4" />
      <path d="M32.8 40v-3M35.6 40v-2.5" stroke="#3b82f6" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M20 24h8v8.5h-8z" fill="#f0c8a0" stroke="#b07a4f" strokeWidth="1.6" />
      <circle cx="14.5" cy="18" r="2.2" fill="#f0c8a0" stroke="#b07a4f" strokeWidth="1.6" />
      <circle cx="33.5" cy="18" r="2.2" fill="#f0c8a0" stroke="#b07a4f" strokeWidth="1.6" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#f0c8a0" stroke="#b07a4f" strokeWidth="2" />
      <path d="M14.5 17C14 10 18 6 24 6s10 4 9.5 11c-1.5-4-4.5-6-7.5-5.5-3.5 .5-7 .5-9.5 2.5-1 1-1.5 2-2 3z" fill="#7c4a1e" stroke="#4a2c0f" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="20.5" cy="18" r="1.3" fill="#1f2937" />
      <circle cx="27.5" cy="18" r="1.3" fill="#1f2937" />
      <circle cx="18" cy="21.5" r="1.6" fill="#f4a38a" />
      <circle cx="30" cy="21.5" r="1.6" fill="#f4a38a" />
      <path d="M20.8 22q3.2 2.8 6.4 0" fill="none" stroke="#7c2d12" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  nurse: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#60a5fa" stroke="#1d4ed8" strokeWidth="2" strokeLinejoin="round" />
      <path d="M19.5 32.3L24 39l4.5-6.7z" fill="#8d5524" />
      <path d="M19 32.5l5 7 5-7" fill="none" stroke="#1d4ed8" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M31 37.5h3" stroke="#1e3a8a" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M32.5 37.5v1.5" stroke="#f472b6" strokeWidth="1.2" />
      <circle cx="32.5" cy="41.5" r="3" fill="#ffffff" stroke="#db2777" strokeWidth="1.6" />
      <path d="M32.5 40v1.5h1.2" fill="none" stroke="#1f2937" strokeWidth=".9" strokeLinecap="round" />
      <path d="M20 24h8v8.5h-8z" fill="#8d5524" stroke="#5c3317" strokeWidth="1.6" />
      <circle cx="24" cy="5.5" r="4" fill="#1f2937" stroke="#030712" strokeWidth="1.6" />
      <circle cx="14.5" cy="18" r="2.2" fill="#8d5524" stroke="#5c3317" strokeWidth="1.6" />
      <circle cx="33.5" cy="18" r="2.2" fill="#8d5524" stroke="#5c3317" strokeWidth="1.6" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#8d5524" stroke="#5c3317" strokeWidth="2" />
      <path d="M14.5 17C14 10 18 7 24 7s10 3 9.5 10c-2.5-5-6-6-9.5-6s-7 1-9.5 6z" fill="#1f2937" stroke="#030712" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="20.5" cy="18" r="1.4" fill="#111827" />
      <circle cx="27.5" cy="18" r="1.4" fill="#111827" />
      <circle cx="20.9" cy="17.6" r=".45" fill="#ffffff" />
      <circle cx="27.9" cy="17.6" r=".45" fill="#ffffff" />
      <circle cx="18" cy="21.5" r="1.6" fill="#b9604a" />
      <circle cx="30" cy="21.5" r="1.6" fill="#b9604a" />
      <path d="M20.8 22q3.2 2.8 6.4 0" fill="none" stroke="#3b1a0a" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  dentist: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#2dd4bf" stroke="#0f766e" strokeWidth="2" strokeLinejoin="round" />
      <path d="M19.5 32.3L24 39l4.5-6.7z" fill="#fde0c5" />
      <path d="M19 32.5l5 7 5-7" fill="none" stroke="#0f766e" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M29.5 38.5c1-1 2-1 3-.3 1-.7 2-.7 3 .3.8 1 .3 2.5 0 3.5l-.3 2.5c-.3.8-1 .8-1.3 0L33 42.5l-.9 2c-.3.8-1 .8-1.3 0l-.3-2.5c-.3-1-.8-2.5 0-3.5z" fill="#ffffff" stroke="#0f766e" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M13.5 25V15C13.5 9 18 6 24 6s10.5 3 10.5 9v10c0 1.5-2 1.5-2.5 0H16c-.5 1.5-2.5 1.5-2.5 0z" fill="#facc15" stroke="#ca8a04" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M20 24h8v8.5h-8z" fill="#fde0c5" stroke="#c9956b" strokeWidth="1.6" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#fde0c5" stroke="#c9956b" strokeWidth="2" />
      <path d="M14.5 16C15 10 19 8 24 8s9 2 9.5 8c-3-3-6-4-9.5-3-3.5-1-7 0-9.5 3z" fill="#facc15" stroke="#ca8a04" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M14.8 19.5l2.7 5.5M33.2 19.5l-2.7 5.5" stroke="#7dd3fc" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M17 24.5q7 4 14 0v4.5q-7 4-14 0z" fill="#bae6fd" stroke="#0284c7" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M18.5 27q5.5 2.6 11 0" fill="none" stroke="#7dd3fc" strokeWidth="1" />
      <circle cx="20.5" cy="17.5" r="1.3" fill="#1f2937" />
      <circle cx="27.5" cy="17.5" r="1.3" fill="#1f2937" />
      <circle cx="18" cy="20.5" r="1.6" fill="#fca5a5" />
      <circle cx="30" cy="20.5" r="1.6" fill="#fca5a5" />
      <path d="M21 21q3 2.4 6 0" fill="none" stroke="#7c2d12" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  pharmacist: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" strokeLinejoin="round" />
      <path d="M18.5 32.5L24 46l5.5-13.5z" fill="#4ade80" stroke="#15803d" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M18.5 32.5l-3 6 4 .8M29.5 32.5l3 6-4 .8M18.5 32.5L24 46l5.5-13.5" fill="none" stroke="#94a3b8" strokeWidth="1.6" strokeLinejoin="round" />
      <rect x="30" y="39" width="8" height="5" rx="1" fill="#16a34a" stroke="#14532d" strokeWidth="1.2" />
      <path d="M32 41.5h4" stroke="#ffffff" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M13 30V16C13 9 18 6 24 6s11 3 11 10v14c0 1.5-2.5 2-4 1V20H17v11c-1.5 1-4 .5-4-1z" fill="#1f2937" stroke="#030712" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M20 24h8v8.5h-8z" fill="#e3b07c" stroke="#a16a3a" strokeWidth="1.6" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#e3b07c" stroke="#a16a3a" strokeWidth="2" />
      <path d="M14.5 15C15 9.5 19 7.5 24 7.5s9 2 9.5 7.5z" fill="#1f2937" stroke="#030712" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="20.5" cy="18.5" r="1.3" fill="#1f2937" />
      <circle cx="27.5" cy="18.5" r="1.3" fill="#1f2937" />
      <circle cx="18" cy="21.8" r="1.6" fill="#f19a7a" />
      <circle cx="30" cy="21.8" r="1.6" fill="#f19a7a" />
      <path d="M20.8 22.3q3.2 2.8 6.4 0" fill="none" stroke="#7c2d12" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  paramedic: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#166534" stroke="#052e16" strokeWidth="2" strokeLinejoin="round" />
      <path d="M5.6 40h36.8l.4 3.8H5.2z" fill="#facc15" stroke="#a16207" strokeWidth="1" strokeLinejoin="round" />
      <path d="M5.5 41.9h37" stroke="#e5e7eb" strokeWidth="1" />
      <path d="M19 32.2l3 4.3 2-3.5 2 3.5 3-4.3" fill="#14532d" stroke="#052e16" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M8.5 37l6-3.5M39.5 37l-6-3.5" stroke="#052e16" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="35.5" cy="37" r="2.6" fill="#2563eb" stroke="#1e3a8a" strokeWidth="1.2" />
      <path d="M35.5 35.5v3M34.2 36.2l2.6 1.6M34.2 37.8l2.6-1.6" stroke="#ffffff" strokeWidth=".9" strokeLinecap="round" />
      <path d="M20 24h8v8.5h-8z" fill="#5c3a24" stroke="#2e1a0f" strokeWidth="1.6" />
      <circle cx="14.5" cy="18" r="2.2" fill="#5c3a24" stroke="#2e1a0f" strokeWidth="1.6" />
      <circle cx="33.5" cy="18" r="2.2" fill="#5c3a24" stroke="#2e1a0f" strokeWidth="1.6" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#5c3a24" stroke="#2e1a0f" strokeWidth="2" />
      <path d="M14.8 15C15 9 19 7 24 7s9 2 9.2 8c-2-3-5-3.5-9.2-3.5S16.8 12 14.8 15z" fill="#111827" stroke="#030712" strokeWidth="1.4" strokeLinejoin="round" />
      <circle cx="20.5" cy="18" r="1.4" fill="#030712" />
      <circle cx="27.5" cy="18" r="1.4" fill="#030712" />
      <circle cx="20.9" cy="17.6" r=".45" fill="#ffffff" />
      <circle cx="27.9" cy="17.6" r=".45" fill="#ffffff" />
      <path d="M20.8 22q3.2 2.8 6.4 0" fill="none" stroke="#ffffff" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  radiographer: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#db2777" stroke="#831843" strokeWidth="2" strokeLinejoin="round" />
      <path d="M30 10c7 1 8 12 5 18-1-5-2-10-5-13z" fill="#ea580c" stroke="#9a3412" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M12.5 48V38c0-2 1.5-3.5 3.5-3.5h16c2 0 3.5 1.5 3.5 3.5v10z" fill="#64748b" stroke="#334155" strokeWidth="2" strokeLinejoin="round" />
      <path d="M15 48V39c0-1 .5-2 2-2h14c1.5 0 2 1 2 2v9" fill="none" stroke="#94a3b8" strokeWidth="1" strokeDasharray="1.5 1.5" />
      <rect x="26.5" y="39.5" width="4.5" height="4.5" rx="1" fill="#facc15" stroke="#a16207" strokeWidth="1.2" />
      <circle cx="28.75" cy="41.75" r=".9" fill="#111827" />
      <path d="M20 24h8v5h-8z" fill="#fbd3b6" stroke="#c98a63" strokeWidth="1.6" />
      <rect x="17.5" y="27.5" width="13" height="6" rx="2.5" fill="#64748b" stroke="#334155" strokeWidth="1.8" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#fbd3b6" stroke="#c98a63" strokeWidth="2" />
      <path d="M14.5 17C14 10 18 6.5 24 6.5s10 3.5 9.5 10.5c-2-4-5-6-9.5-6-3 1-7 2-9.5 6z" fill="#ea580c" stroke="#9a3412" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="20.5" cy="18" r="1.3" fill="#1f2937" />
      <circle cx="27.5" cy="18" r="1.3" fill="#1f2937" />
      <path d="M17.5 21h.1M19 22h.1M29 21h.1M30.5 22h.1" stroke="#c2410c" strokeWidth="1" strokeLinecap="round" />
      <path d="M20.8 22q3.2 2.8 6.4 0" fill="none" stroke="#7c2d12" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  'physical-therapist': (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#f97316" stroke="#c2410c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M7.5 45c1-6 4-9.5 8-11.5M10.5 46c1-5 3.5-8 7-10M40.5 45c-1-6-4-9.5-8-11.5M37.5 46c-1-5-3.5-8-7-10" fill="none" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M24 32v16" stroke="#c2410c" strokeWidth="1.5" />
      <rect x="23" y="34" width="2" height="3.5" rx=".6" fill="#e5e7eb" stroke="#6b7280" strokeWidth=".8" />
      <path d="M20 24h8v8.5h-8z" fill="#b87a4b" stroke="#7a4a25" strokeWidth="1.6" />
      <path d="M18 33.5l.5-3.5 5.5 2 5.5-2 .5 3.5-6 1.5z" fill="#fb923c" stroke="#c2410c" strokeWidth="1.4" strokeLinejoin="round" />
      <g fill="#3f2a1d" stroke="#1c130c" strokeWidth="1.4">
        <circle cx="16" cy="12" r="4" />
        <circle cx="20.5" cy="8.5" r="4" />
        <circle cx="27" cy="8.5" r="4" />
        <circle cx="32" cy="12" r="4" />
        <circle cx="24" cy="7" r="3.5" />
      </g>
      <circle cx="14.5" cy="18" r="2.2" fill="#b87a4b" stroke="#7a4a25" strokeWidth="1.6" />
      <circle cx="33.5" cy="18" r="2.2" fill="#b87a4b" stroke="#7a4a25" strokeWidth="1.6" />
      <ellipse cx="24" cy="17.5" rx="9.5" ry="9.5" fill="#b87a4b" stroke="#7a4a25" strokeWidth="2" />
      <path d="M14.6 13.5Q24 9.5 33.4 13.5l.3 3.2Q24 12.8 14.3 16.7z" fill="#38bdf8" stroke="#0369a1" strokeWidth="1.4" strokeLinejoin="round" />
      <circle cx="20.5" cy="19.5" r="1.3" fill="#111827" />
      <circle cx="27.5" cy="19.5" r="1.3" fill="#111827" />
      <circle cx="18" cy="22.5" r="1.6" fill="#d9826a" />
      <circle cx="30" cy="22.5" r="1.6" fill="#d9826a" />
      <path d="M20.5 23q3.5 3 7 0" fill="none" stroke="#4a1d0a" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  optometrist: (
    <>
      <path d="M5 48c0-10 7-16 19-16s19 6 19 16z" fill="#a78bfa" stroke="#6d28d9" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 36v12" stroke="#6d28d9" strokeWidth="1.2" />
      <circle cx="24" cy="40" r=".8" fill="#6d28d9" />
      <circle cx="24" cy="44" r=".8" fill="#6d28d9" />
      <path d="M20 24h8v8.5h-8z" fill="#f1c27d" stroke="#b8864b" strokeWidth="1.6" />
      <path d="M18.5 31.5l5.5 3-2.5 3.5-4-5zM29.5 31.5l-5.5 3 2.5 3.5 4-5z" fill="#ffffff" stroke="#6d28d9" strokeWidth="1.3" strokeLinejoin="round" />
      <path d="M24 34.5l-3.5-2v4zM24 34.5l3.5-2v4z" fill="#facc15" stroke="#a16207" strokeWidth="1.2" strokeLinejoin="round" />
      <circle cx="14.5" cy="18" r="2.2" fill="#f1c27d" stroke="#b8864b" strokeWidth="1.6" />
      <circle cx="33.5" cy="18" r="2.2" fill="#f1c27d" stroke="#b8864b" strokeWidth="1.6" />
      <ellipse cx="24" cy="17" rx="9.5" ry="10" fill="#f1c27d" stroke="#b8864b" strokeWidth="2" />
      <path d="M14.5 17C14 10 18 6.5 24 6.5s10 3.5 9.5 10.5c-1-3-2-4.5-3.5-5-2 1.5-10 1.5-12 0-1.5.5-2.5 2-3.5 5z" fill="#d1d5db" stroke="#6b7280" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M17 17.5l-2.3-.5M31 17.5l2.3-.5M23 17.5q1-1 2 0" fill="none" stroke="#1f2937" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="20" cy="18" r="3.3" fill="#e0f2fe" stroke="#1f2937" strokeWidth="1.5" />
      <circle cx="28" cy="18" r="3.3" fill="#e0f2fe" stroke="#1f2937" strokeWidth="1.5" />
      <circle cx="20" cy="18" r="1.2" fill="#1f2937" />
      <circle cx="28" cy="18" r="1.2" fill="#1f2937" />
      <circle cx="17.5" cy="22.3" r="1.5" fill="#f4a38a" />
      <circle cx="30.5" cy="22.3" r="1.5" fill="#f4a38a" />
      <path d="M21 23q3 2.4 6 0" fill="none" stroke="#7c2d12" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
};

/** The role's picture at `size` CSS px (design units inside the game). */
export function RolePicture({ role, size = 48 }: { role: RoleId; size?: number }) {
  return <Picture size={size}>{rolePictures[role]}</Picture>;
}
