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
};
