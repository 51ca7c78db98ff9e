// Short visual effects (a shaking slot, floating points, a hinted slot, confetti) as data: the
// game adds them on its logic's events, and the scene's effects layer (effects-layer.tsx) draws
// what is running. The list keeps its own clock, advanced by the frames the game is not paused in,
// so a paused game's effects wait with it, and the end-of-game confetti still falls after the
// game's own clock has stopped. Pure: the drawing maths is here too, and tested.
// Whether motion is reduced is `reducedMotion()` in preferences.ts (Calm motion or the system's
// setting), which `useGame` hands every game as `calm`.
import type { Point, Rect } from './layout';
import { nextRandom, seedRng, type RngState } from './rng';

export type EffectKind = 'shake' | 'floatingPoints' | 'highlight' | 'confetti';

/** How long each effect runs unless the game says otherwise, in ms of unpaused play. */
export const EFFECT_MS: Readonly<Record<EffectKind, number>> = {
  shake: 450,
  floatingPoints: 800,
  highlight: 2000,
  confetti: 2200,
};

/** More than this many effects at once and the oldest go (a burst of taps cannot pile up). */
export const MAX_EFFECTS = 40;

export interface EffectInput {
  kind: EffectKind;
  /** What it is drawn on or around, e.g. a slot's id (shake, highlight). */
  targetId?: string;
  /** Where it starts, in design units (floating points over an icon that has gone). */
  point?: Point;
  /** For floating points: the change in score to show. */
  points?: number;
  /** For floating points: whether the move was a good one (a 0 can be either); else by the sign. */
  good?: boolean;
  durationMs?: number;
}

export interface Effect extends Omit<EffectInput, 'durationMs'> {
  id: number;
  /** The list's clock when it started. */
  at: number;
  durationMs: number;
}

export interface EffectList {
  effects: readonly Effect[];
  nextId: number;
  /** Milliseconds of unpaused play since the list was made. */
  now: number;
}

export function createEffects(): EffectList {
  return { effects: [], nextId: 1, now: 0 };
}

/** A new list with the effect started now; its id tells it apart from others on the same target. */
export function addEffect(list: EffectList, input: EffectInput): EffectList {
  const effect: Effect = { ...input, id: list.nextId, at: list.now, durationMs: input.durationMs ?? EFFECT_MS[input.kind] };
  return { ...list, effects: [...list.effects, effect].slice(-MAX_EFFECTS), nextId: list.nextId + 1 };
}

/** The list `dtMs` later, without the effects that have ended; the same list when nothing runs. */
export function advanceEffects(list: EffectList, dtMs: number): EffectList {
  if (list.effects.length === 0 || !(dtMs > 0)) return list;
  const now = list.now + dtMs;
  return { ...list, now, effects: list.effects.filter((effect) => now < effect.at + effect.durationMs) };
}

/** How far through its run an effect is at the list's clock: 0 at the start, 1 at the end. */
export function progressOf(effect: Effect, now: number): number {
  if (effect.durationMs <= 0) return 1;
  return Math.min(1, Math.max(0, (now - effect.at) / effect.durationMs));
}

/**
 * How an effect is drawn. Under reduced motion the decorations go, but a highlight (a hint
 * showing which slot is empty) is part of the rules: it still shows, only without pulsing.
 */
export function effectStyle(kind: EffectKind, reduced: boolean): { show: boolean; animate: boolean } {
  if (!reduced) return { show: true, animate: true };
  return { show: kind === 'highlight', animate: false };
}

/** How far a shaken target moves sideways, in design units, at its peak. */
export const SHAKE_PX = 12;
/** Back-and-forth swings in one shake. */
export const SHAKE_SWINGS = 3;

/** A shaken target's sideways offset at a point of its shake: swings that die away to 0. */
export function shakeOffset(progress: number): number {
  if (progress <= 0 || progress >= 1) return 0;
  return SHAKE_PX * Math.sin(progress * Math.PI * 2 * SHAKE_SWINGS) * (1 - progress);
}

/** The sideways offset of a target now, from every shake on it (0 under reduced motion). */
export function shakeOf(list: EffectList, targetId: string, reduced: boolean): number {
  if (reduced) return 0;
  return list.effects.reduce(
    (sum, effect) => (effect.kind === 'shake' && effect.targetId === targetId ? sum + shakeOffset(progressOf(effect, list.now)) : sum),
    0,
  );
}

/** How far floating points rise over their run, in design units. */
export const FLOAT_RISE_PX = 60;

/** Floating points at a point of their run: how far they have risen and how visible they are. */
export function floatingPose(progress: number): { rise: number; alpha: number } {
  const eased = 1 - (1 - progress) ** 2;
  return { rise: FLOAT_RISE_PX * eased, alpha: progress < 0.6 ? 1 : Math.max(0, (1 - progress) / 0.4) };
}

/**
 * "+2 ✓", "-1 ✗", "0 ✗": the sign is always shown, so a gain never reads as a plain number, and a
 * mark says good or not without relying on colour.
 */
export function pointsLabel(points: number, good = points > 0): string {
  return `${points > 0 ? `+${points}` : String(points)} ${good ? '✓' : '✗'}`;
}

/** A hint's outline: a slow pulse with full motion, steady without. */
export function highlightAlpha(progress: number, animate: boolean): number {
  if (!animate) return 1;
  return 0.6 + 0.4 * Math.cos(progress * Math.PI * 8);
}

/** The bright colours confetti is cut from (the site's leaf, sun, sky, coral and grape). */
export const CONFETTI_COLOURS = [0x22c55e, 0xfacc15, 0x38bdf8, 0xfb7185, 0xa78bfa] as const;
export const CONFETTI_PIECES = 60;
/** Design units per second squared: the pieces speed up as they fall. */
const GRAVITY = 260;

export interface ConfettiPiece {
  /** The piece's centre, in design units. */
  x: number;
  y: number;
  /** Turned by this many radians. */
  rotation: number;
  width: number;
  height: number;
  colour: number;
  alpha: number;
}

function draw(rng: RngState, min: number, max: number): [number, RngState] {
  const [value, next] = nextRandom(rng);
  return [min + value * (max - min), next];
}

/**
 * Where each piece of a confetti burst is at a point of its run, over an area of `width` x
 * `height` design units: it rains from above the top edge, swaying and turning as it falls, and
 * fades at the end. The same effect always throws the same pieces (they come from its id), so
 * frames follow on.
 */
export function confettiPieces(effect: Pick<Effect, 'id' | 'durationMs'>, progress: number, area: { width: number; height: number }): ConfettiPiece[] {
  const seconds = (progress * effect.durationMs) / 1000;
  const alpha = progress < 0.75 ? 1 : Math.max(0, (1 - progress) / 0.25);
  let rng = seedRng(effect.id * 7919 + 17);
  const pieces: ConfettiPiece[] = [];
  for (let i = 0; i < CONFETTI_PIECES; i += 1) {
    let startX: number, startY: number, speed: number, sway: number, phase: number, spin: number, size: number, colourPick: number;
    [startX, rng] = draw(rng, 0, area.width);
    [startY, rng] = draw(rng, -0.6 * area.height, -10);
    [speed, rng] = draw(rng, 60, 180);
    [sway, rng] = draw(rng, 8, 28);
    [phase, rng] = draw(rng, 0, Math.PI * 2);
    [spin, rng] = draw(rng, -7, 7);
    [size, rng] = draw(rng, 10, 18);
    [colourPick, rng] = draw(rng, 0, CONFETTI_COLOURS.length);
    pieces.push({
      x: startX + sway * Math.sin(phase + seconds * 4),
      y: startY + speed * seconds + (GRAVITY * seconds * seconds) / 2,
      rotation: phase + spin * seconds,
      width: size,
      height: size * 0.55,
      colour: CONFETTI_COLOURS[Math.floor(colourPick) % CONFETTI_COLOURS.length] ?? CONFETTI_COLOURS[0],
      alpha,
    });
  }
  return pieces;
}

/** The four corners of a piece, for drawing it as a turned rectangle. */
export function pieceCorners(piece: ConfettiPiece): number[] {
  const cos = Math.cos(piece.rotation);
  const sin = Math.sin(piece.rotation);
  const w = piece.width / 2;
  const h = piece.height / 2;
  return [
    [-w, -h],
    [w, -h],
    [w, h],
    [-w, h],
  ].flatMap(([dx = 0, dy = 0]) => [piece.x + dx * cos - dy * sin, piece.y + dx * sin + dy * cos]);
}

/** A target's rectangle grown on every side, for an outline drawn just outside it. */
export function grow(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}
