// A simple, friendly picture of each tool and of each healthcare role, drawn for this game (48 x 48
// SVG): the shapes and colours of a children's picture book. Plain colours only, no ids, so one
// picture can show many times. Decorative: each piece is named. A role is told apart by its clothes
// alone and never shows its own tool, so the picture does not give the match away.
import type { ReactElement } from 'react';
import type { RoleId, ToolId } from './careers';

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

/** The tool's picture at `size` CSS px (design units inside the game). */
export function ToolPicture({ tool, size = 48 }: { tool: ToolId; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {toolPictures[tool]}
    </svg>
  );
}

/** The role's picture at `size` CSS px (design units inside the game). */
export function RolePicture({ role, size = 48 }: { role: RoleId; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {rolePictures[role]}
    </svg>
  );
}
