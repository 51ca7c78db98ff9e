// Short visual effects (a shaking slot, floating points, a hinted slot, confetti) as data: the
// game adds them on its events at game time, and the scene draws what is active now. Pure.
// Whether motion is reduced is `reducedMotion()` in preferences.ts (Calm motion or the system's
// setting), which `useGame` hands every game as `calm`.

export type EffectKind = 'shake' | 'floatingPoints' | 'highlight' | 'confetti';

export interface EffectInput {
  kind: EffectKind;
  /** What it is drawn on, e.g. a slot's id; absent for the whole arena (confetti). */
  targetId?: string;
  /** For floating points: the points to show. */
  points?: number;
  /** Game time it starts. */
  at: number;
  durationMs: number;
}

export interface Effect extends EffectInput {
  id: number;
}

export interface EffectList {
  effects: readonly Effect[];
  nextId: number;
}

export function createEffects(): EffectList {
  return { effects: [], nextId: 1 };
}

/** A new list with the effect added; its id tells it apart from others on the same target. */
export function addEffect(list: EffectList, effect: EffectInput): EffectList {
  return { effects: [...list.effects, { ...effect, id: list.nextId }], nextId: list.nextId + 1 };
}

const running = (effect: Effect, now: number) => now >= effect.at && now < effect.at + effect.durationMs;

/** The effects to draw at game time `now`. */
export function activeEffects(list: EffectList, now: number): Effect[] {
  return list.effects.filter((effect) => running(effect, now));
}

/** The list without the effects that have ended by `now`; the same list when none has. */
export function prune(list: EffectList, now: number): EffectList {
  const kept = list.effects.filter((effect) => now < effect.at + effect.durationMs);
  return kept.length === list.effects.length ? list : { ...list, effects: kept };
}

/**
 * How an effect is drawn. Under reduced motion the decorations go, but a highlight (a hint
 * showing which slot is empty) is part of the rules: it still shows, only without pulsing.
 */
export function effectStyle(kind: EffectKind, reduced: boolean): { show: boolean; animate: boolean } {
  if (!reduced) return { show: true, animate: true };
  return { show: kind === 'highlight', animate: false };
}
