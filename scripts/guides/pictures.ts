// Simple vector pictures for the printable guides, drawn in a 100x100 box (SVG coordinates).
import type { GuidePicture } from '../../src/content/guides/guide-types';

export interface Shape {
  d: string;
  fill?: string;
  stroke?: string;
  width?: number;
}

const circle = (cx: number, cy: number, r: number) =>
  `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
const rect = (x: number, y: number, w: number, h: number) => `M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;
const roundRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M ${x + r} ${y} H ${x + w - r} A ${r} ${r} 0 0 1 ${x + w} ${y + r} V ${y + h - r} A ${r} ${r} 0 0 1 ${x + w - r} ${y + h} H ${x + r} A ${r} ${r} 0 0 1 ${x} ${y + h - r} V ${y + r} A ${r} ${r} 0 0 1 ${x + r} ${y} Z`;
/** A water drop whose round bottom has its centre at (cx, cy). */
const drop = (cx: number, cy: number, r: number) =>
  `M ${cx} ${cy - 2 * r} C ${cx + 0.4 * r} ${cy - 1.2 * r} ${cx + r} ${cy - 0.5 * r} ${cx + r} ${cy} A ${r} ${r} 0 0 1 ${cx - r} ${cy} C ${cx - r} ${cy - 0.5 * r} ${cx - 0.4 * r} ${cy - 1.2 * r} ${cx} ${cy - 2 * r} Z`;
const heartPath = 'M50 88 C22 70 8 56 8 38 C8 25 18 16 30 16 C39 16 46 21 50 29 C54 21 61 16 70 16 C82 16 92 25 92 38 C92 56 78 70 50 88 Z';

export const pictures: Record<GuidePicture, Shape[]> = {
  plate: [
    { d: circle(46, 52, 40), fill: '#ffffff', stroke: '#9ca3af', width: 2 },
    { d: 'M46 52 L46 12 A40 40 0 0 1 86 52 Z', fill: '#ef4444' },
    { d: 'M46 52 L86 52 A40 40 0 0 1 46 92 Z', fill: '#22c55e' },
    { d: 'M46 52 L46 92 A40 40 0 0 1 6 52 Z', fill: '#f59e0b' },
    { d: 'M46 52 L6 52 A40 40 0 0 1 46 12 Z', fill: '#a855f7' },
    { d: circle(90, 20, 9), fill: '#38bdf8' },
  ],
  pyramid: [
    { d: 'M50 6 L94 92 H6 Z', fill: '#fde68a', stroke: '#92400e', width: 2 },
    { d: 'M50 6 L61 28 H39 Z', fill: '#f87171' },
    { d: 'M39 28 H61 L72 50 H28 Z', fill: '#60a5fa' },
    { d: 'M28 50 H72 L83 72 H17 Z', fill: '#4ade80' },
    { d: 'M17 72 H83 L94 92 H6 Z', fill: '#fbbf24' },
  ],
  // The US pyramid of January 2026: wide at the top (protein, dairy and healthy fats on the left,
  // vegetables and fruits on the right), whole grains in the small point at the bottom.
  'upside-down-pyramid': [
    { d: 'M6 8 H94 L50 94 Z', fill: '#fde68a', stroke: '#92400e', width: 2 },
    { d: 'M6 8 H50 V66 H35.7 Z', fill: '#f87171' },
    { d: 'M50 8 H94 L64.3 66 H50 Z', fill: '#4ade80' },
    { d: 'M35.7 66 H64.3 L50 94 Z', fill: '#fbbf24' },
  ],
  heart: [
    { d: heartPath, fill: '#fb7185' },
    { d: 'M22 40 C24 31 30 27 37 27', stroke: '#ffffff', width: 5 },
    { d: 'M14 54 H34 L40 42 L48 66 L55 50 H86', stroke: '#7f1d1d', width: 4 },
  ],
  lungs: [
    { d: 'M50 10 V42', stroke: '#0ea5e9', width: 6 },
    { d: 'M50 42 L38 50 M50 42 L62 50', stroke: '#0ea5e9', width: 5 },
    { d: 'M42 30 C20 28 10 50 12 78 C13 90 30 92 42 82 Z', fill: '#f9a8d4' },
    { d: 'M58 30 C80 28 90 50 88 78 C87 90 70 92 58 82 Z', fill: '#f9a8d4' },
    { d: 'M30 52 L24 66 M70 52 L76 66', stroke: '#be185d', width: 3 },
  ],
  soap: [
    { d: 'M16 50 H84 V80 C84 86 80 90 74 90 H26 C20 90 16 86 16 80 Z', fill: '#f472b6' },
    { d: rect(26, 58, 48, 8), fill: '#fbcfe8' },
    { d: circle(30, 30, 12), fill: '#bae6fd', stroke: '#0284c7', width: 2 },
    { d: circle(56, 22, 9), fill: '#bae6fd', stroke: '#0284c7', width: 2 },
    { d: circle(76, 36, 7), fill: '#bae6fd', stroke: '#0284c7', width: 2 },
  ],
  germ: [
    { d: 'M50 8 V20 M50 80 V92 M8 50 H20 M80 50 H92 M20 20 L29 29 M71 71 L80 80 M80 20 L71 29 M20 80 L29 71', stroke: '#15803d', width: 5 },
    { d: circle(50, 50, 30), fill: '#4ade80' },
    { d: circle(40, 44, 5), fill: '#ffffff' },
    { d: circle(60, 44, 5), fill: '#ffffff' },
    { d: circle(40, 45, 2.5), fill: '#1f2937' },
    { d: circle(60, 45, 2.5), fill: '#1f2937' },
    { d: 'M40 60 C45 66 55 66 60 60', stroke: '#1f2937', width: 3 },
  ],
  tooth: [
    { d: 'M22 22 C22 10 38 8 50 16 C62 8 78 10 78 22 C78 40 72 50 70 66 C68 82 64 92 58 92 C52 92 54 70 50 70 C46 70 48 92 42 92 C36 92 32 82 30 66 C28 50 22 40 22 22 Z', fill: '#ffffff', stroke: '#0ea5e9', width: 3 },
    { d: 'M34 22 C36 18 40 17 44 18', stroke: '#7dd3fc', width: 3 },
    { d: circle(84, 16, 6), fill: '#fde047' },
  ],
  shield: [
    { d: 'M50 6 L88 20 V46 C88 70 72 86 50 94 C28 86 12 70 12 46 V20 Z', fill: '#38bdf8' },
    { d: 'M50 16 L78 26 V46 C78 64 66 77 50 84 Z', fill: '#0284c7' },
    { d: 'M34 50 L46 62 L68 38', stroke: '#ffffff', width: 7 },
  ],
  stethoscope: [
    { d: 'M26 10 V40 C26 58 38 68 50 68 C62 68 74 58 74 40 V10', stroke: '#0f766e', width: 6 },
    { d: 'M50 68 V78', stroke: '#0f766e', width: 6 },
    { d: circle(50, 84, 10), fill: '#e0f2fe', stroke: '#0f766e', width: 5 },
    { d: circle(26, 10, 4), fill: '#0f766e' },
    { d: circle(74, 10, 4), fill: '#0f766e' },
  ],
  runner: [
    { d: circle(58, 14, 9), fill: '#f59e0b' },
    { d: 'M54 26 L44 54', stroke: '#2563eb', width: 10 },
    { d: 'M50 32 L30 42 M50 32 L70 44', stroke: '#f59e0b', width: 6 },
    { d: 'M44 54 L60 70 L56 90 M44 54 L32 74 L14 78', stroke: '#1e3a8a', width: 7 },
    { d: 'M76 60 H94 M80 72 H96', stroke: '#9ca3af', width: 3 },
  ],
  'first-aid': [
    { d: rect(12, 26, 76, 60), fill: '#ef4444' },
    { d: 'M36 26 V16 H64 V26', stroke: '#991b1b', width: 5 },
    { d: rect(43, 38, 14, 36), fill: '#ffffff' },
    { d: rect(32, 49, 36, 14), fill: '#ffffff' },
  ],
  vaccine: [
    { d: 'M20 80 L64 36', stroke: '#9ca3af', width: 3 },
    { d: 'M30 70 L62 38 L74 50 L42 82 Z', fill: '#bfdbfe', stroke: '#2563eb', width: 3 },
    { d: 'M68 32 L80 44 M74 38 L86 26 M82 20 L92 30', stroke: '#2563eb', width: 4 },
    { d: 'M12 88 L24 76', stroke: '#6b7280', width: 2 },
    { d: circle(22, 24, 10), fill: '#fde047' },
  ],
  body: [
    { d: circle(50, 14, 10), fill: '#fcd34d' },
    { d: 'M34 28 H66 L70 60 H30 Z', fill: '#60a5fa' },
    { d: 'M34 30 L20 56 M66 30 L80 56', stroke: '#fcd34d', width: 7 },
    { d: 'M40 60 L38 92 M60 60 L62 92', stroke: '#1e3a8a', width: 8 },
    { d: 'M50 36 C46 32 40 34 41 39 C42 43 50 48 50 48 C50 48 58 43 59 39 C60 34 54 32 50 36 Z', fill: '#ef4444' },
  ],
  book: [
    { d: 'M8 20 C22 16 36 18 48 26 V88 C36 80 22 78 8 82 Z', fill: '#38bdf8' },
    { d: 'M92 20 C78 16 64 18 52 26 V88 C64 80 78 78 92 82 Z', fill: '#0369a1' },
    { d: 'M16 36 C24 34 32 35 40 39 M16 48 C24 46 32 47 40 51 M60 39 C68 35 76 34 84 36', stroke: '#ffffff', width: 3 },
  ],

  apple: [
    { d: 'M50 30 C40 21 14 22 13 48 C12 72 30 93 42 91 C46 90 47 88 50 88 C53 88 54 90 58 91 C70 93 88 72 87 48 C86 22 60 21 50 30 Z', fill: '#ef4444' },
    { d: 'M50 30 C50 22 52 15 57 9', stroke: '#78350f', width: 5 },
    { d: 'M55 22 C60 10 74 8 82 12 C76 23 64 26 55 22 Z', fill: '#22c55e' },
    { d: 'M25 46 C26 38 31 33 38 32', stroke: '#fecaca', width: 5 },
  ],
  carrot: [
    { d: 'M74 30 C64 20 46 24 38 38 L10 88 C9 91 11 93 14 92 L62 66 C78 58 84 40 74 30 Z', fill: '#f97316' },
    { d: 'M42 48 L50 52 M30 66 L38 70 M56 38 L62 42 M48 62 L54 66', stroke: '#c2410c', width: 3 },
    { d: 'M72 30 C72 18 76 10 84 6 M72 30 C82 24 90 24 96 28 M72 30 C80 16 90 12 96 14', stroke: '#16a34a', width: 6 },
  ],
  bread: [
    { d: 'M22 42 C8 40 8 16 30 13 C40 10 60 10 70 13 C92 16 92 40 78 42 V84 C78 88 76 90 72 90 H28 C24 90 22 88 22 84 Z', fill: '#b45309' },
    { d: 'M30 44 C18 42 18 24 34 21 C44 18 56 18 66 21 C82 24 82 42 70 44 V80 C70 82 69 83 67 83 H33 C31 83 30 82 30 80 Z', fill: '#fde68a' },
    { d: circle(42, 44, 2.5) + circle(58, 56, 2.5) + circle(44, 68, 2.5), fill: '#d97706' },
  ],
  fish: [
    { d: 'M74 50 L94 32 V68 Z', fill: '#0284c7' },
    { d: 'M8 50 C22 26 56 22 78 50 C56 78 22 74 8 50 Z', fill: '#38bdf8' },
    { d: 'M40 28 C46 18 58 18 64 26 Z', fill: '#0284c7' },
    { d: 'M38 38 C44 46 44 54 38 62', stroke: '#0369a1', width: 3 },
    { d: 'M52 44 L58 50 L52 56 M62 44 L68 50 L62 56', stroke: '#bae6fd', width: 3 },
    { d: circle(25, 46, 6), fill: '#ffffff' },
    { d: circle(26, 46, 3), fill: '#1f2937' },
  ],
  milk: [
    { d: 'M32 12 H68 V24 H32 Z', fill: '#bfdbfe', stroke: '#2563eb', width: 3 },
    { d: 'M32 24 H68 L76 38 V90 H24 V38 Z', fill: '#ffffff', stroke: '#2563eb', width: 3 },
    { d: rect(24, 50, 52, 28), fill: '#60a5fa' },
    { d: drop(50, 67, 6), fill: '#ffffff' },
  ],
  vessels: [
    { d: 'M6 38 H36 C48 38 52 28 62 22 L90 10', stroke: '#dc2626', width: 10 },
    { d: 'M36 38 C48 38 54 48 66 50 L92 54', stroke: '#dc2626', width: 10 },
    { d: 'M62 22 L76 34 M66 50 L80 38', stroke: '#dc2626', width: 5 },
    { d: 'M6 76 H40 C52 76 58 86 70 88 L92 92', stroke: '#2563eb', width: 10 },
    { d: 'M40 76 C52 76 58 68 70 66 L92 70', stroke: '#2563eb', width: 6 },
  ],
  brain: [
    { d: 'M50 18 C42 8 24 10 21 24 C9 28 6 46 14 55 C7 66 15 81 30 80 C36 91 48 89 50 82 C52 89 64 91 70 80 C85 81 93 66 86 55 C94 46 91 28 79 24 C76 10 58 8 50 18 Z', fill: '#f9a8d4', stroke: '#db2777', width: 3 },
    { d: 'M50 18 V82', stroke: '#db2777', width: 3 },
    { d: 'M28 32 C37 30 40 40 33 45 M21 58 C30 54 39 60 35 69 M72 32 C63 30 60 40 67 45 M79 58 C70 54 61 60 65 69', stroke: '#db2777', width: 3 },
  ],
  // Drawn twice: a darker shape under a paler, slightly smaller one, so the bone has one outline.
  bone: [
    { d: 'M26 26 L74 74', stroke: '#a8a29e', width: 22 },
    { d: circle(17.5, 30.5, 14) + circle(30.5, 17.5, 14) + circle(69.5, 82.5, 14) + circle(82.5, 69.5, 14), fill: '#a8a29e' },
    { d: 'M26 26 L74 74', stroke: '#fffbeb', width: 16 },
    { d: circle(17.5, 30.5, 11) + circle(30.5, 17.5, 11) + circle(69.5, 82.5, 11) + circle(82.5, 69.5, 11), fill: '#fffbeb' },
  ],
  // A white blood cell: a round, friendly defender holding a shield (not a germ).
  defender: [
    { d: circle(42, 46, 34), fill: '#ede9fe', stroke: '#7c3aed', width: 3 },
    { d: 'M22 30 C26 22 34 18 42 18', stroke: '#ffffff', width: 5 },
    { d: circle(32, 40, 4), fill: '#1f2937' },
    { d: circle(50, 40, 4), fill: '#1f2937' },
    { d: 'M31 54 C36 60 46 60 51 54', stroke: '#1f2937', width: 3 },
    { d: 'M73 44 L94 51 V64 C94 77 86 85 73 92 C60 85 52 77 52 64 V51 Z', fill: '#38bdf8', stroke: '#0284c7', width: 3 },
    { d: 'M63 66 L70 73 L83 58', stroke: '#ffffff', width: 5 },
  ],
  mushroom: [
    { d: 'M38 58 H62 L66 88 C66 92 62 94 58 94 H42 C38 94 34 92 34 88 Z', fill: '#fef3c7', stroke: '#d97706', width: 2 },
    { d: 'M8 58 C8 30 28 12 50 12 C72 12 92 30 92 58 C92 62 88 64 84 64 H16 C12 64 8 62 8 58 Z', fill: '#ef4444' },
    { d: circle(30, 40, 6) + circle(56, 26, 5) + circle(72, 46, 6) + circle(48, 50, 4), fill: '#ffffff' },
  ],
  // Wet: a tap with water coming out.
  tap: [
    { d: 'M8 28 H56 C68 28 76 36 76 48 V54 H62 V48 C62 44 60 42 56 42 H8 Z', fill: '#9ca3af' },
    { d: 'M30 28 V16 M18 16 H42', stroke: '#6b7280', width: 6 },
    { d: drop(69, 70, 5) + drop(69, 90, 5), fill: '#38bdf8' },
  ],
  // Rinse: clean running water splashing down.
  water: [
    { d: 'M50 6 V58', stroke: '#7dd3fc', width: 14 },
    { d: 'M14 86 C24 74 36 70 50 70 C64 70 76 74 86 86 Z', fill: '#38bdf8' },
    { d: drop(24, 56, 6) + drop(78, 54, 6) + drop(16, 34, 4) + drop(84, 30, 4), fill: '#38bdf8' },
    { d: 'M50 12 V34', stroke: '#e0f2fe', width: 4 },
  ],
  // Dry: a towel on a rail.
  towel: [
    { d: 'M8 20 H92', stroke: '#6b7280', width: 5 },
    { d: 'M22 20 H78 V86 C78 89 76 91 73 91 H27 C24 91 22 89 22 86 Z', fill: '#2dd4bf' },
    { d: rect(22, 20, 56, 12), fill: '#0d9488' },
    { d: 'M22 72 H78 M22 80 H78', stroke: '#ffffff', width: 3 },
  ],
  toothbrush: [
    { d: 'M12 92 L56 48', stroke: '#3b82f6', width: 13 },
    { d: 'M56 48 L80 24', stroke: '#1d4ed8', width: 17 },
    { d: 'M50 40 L74 16 L62 4 L38 28 Z', fill: '#ffffff', stroke: '#60a5fa', width: 2.5 },
    { d: 'M55 35 L46 26 M62 28 L53 19 M69 21 L60 12', stroke: '#93c5fd', width: 2.5 },
    { d: 'M36 24 C36 14 46 16 48 8 C52 2 60 2 62 4 L38 28 C36 27 36 26 36 24 Z', fill: '#67e8f9' },
    { d: circle(86, 80, 5) + circle(74, 90, 3.5), fill: '#bae6fd', stroke: '#0284c7', width: 2 },
  ],
  bandage: [
    { d: 'M22 78 L78 22', stroke: '#e8a87c', width: 30 },
    { d: 'M42 58 L58 42', stroke: '#fde7d3', width: 18 },
    { d: circle(26, 66, 2) + circle(34, 74, 2) + circle(66, 26, 2) + circle(74, 34, 2), fill: '#b45309' },
  ],
  // Call for help.
  phone: [
    { d: roundRect(26, 6, 44, 88, 8), fill: '#1e3a8a' },
    { d: rect(31, 16, 34, 62), fill: '#dbeafe' },
    { d: circle(48, 86, 3.5), fill: '#ffffff' },
    { d: circle(48, 47, 12), fill: '#22c55e' },
    { d: 'M42 41 C42 50 46 54 54 54', stroke: '#ffffff', width: 5 },
    { d: 'M78 34 C84 40 84 52 78 58 M86 26 C96 38 96 54 86 66', stroke: '#f59e0b', width: 4 },
  ],
  'water-bottle': [
    { d: roundRect(39, 4, 22, 12, 3), fill: '#2563eb' },
    { d: rect(42, 16, 16, 8), fill: '#93c5fd' },
    { d: roundRect(28, 24, 44, 70, 10), fill: '#e0f2fe', stroke: '#2563eb', width: 3 },
    { d: 'M29.5 48 H70.5 V84 C70.5 89 67 92.5 62 92.5 H38 C33 92.5 29.5 89 29.5 84 Z', fill: '#60a5fa' },
    { d: 'M38 56 V82', stroke: '#ffffff', width: 4 },
  ],
  clock: [
    { d: circle(50, 52, 40), fill: '#ffffff', stroke: '#f59e0b', width: 7 },
    { d: 'M50 18 V25 M50 79 V86 M16 52 H23 M77 52 H84', stroke: '#9ca3af', width: 3 },
    { d: 'M50 52 V30 M50 52 L65 61', stroke: '#1f2937', width: 5 },
    { d: circle(50, 52, 4), fill: '#1f2937' },
  ],
};
