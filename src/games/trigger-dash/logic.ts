// Trigger Dash as a pure state machine (SPEC.md §4 "Trigger Dash", §9): tap the things that keep
// you well, skip the allergy and asthma triggers. No pixi, no React, no DOM: the scene and the
// overlay only draw this state and send actions. Pause is the frame not calling `step`.
import type { GameOptions, Outcome } from '../../engine/outcome';
import { timeLimit } from '../../engine/outcome';
import type { RngState } from '../../engine/rng';
import { nextInt, nextRandom, seedRng } from '../../engine/rng';
import type { ItemKind, ItemType } from './items';
import { itemKinds, safeKinds, triggerKinds } from './items';

export type { ItemKind, ItemKindInfo, ItemType } from './items';
export { itemKinds, safeKinds, triggerKinds };

export const GAME_MS = 30_000;
export const SPAWN_EVERY_MS = 800;
export const ICON_LIFETIME_MS = 2_500;
/** Chance that a new icon is a safe one (the rest are triggers). */
export const SAFE_CHANCE = 0.6;
export const SAFE_POINTS = 1;
export const TRIGGER_PENALTY = 1;

/** Design resolution of the arena in px; icon positions are percent of it. */
export const ARENA_WIDTH = 800;
export const ARENA_HEIGHT = 500;

/** Where an icon's centre may go, in percent, so a ~90 px icon stays inside the arena. */
export const ICON_LEFT_MIN = 8;
export const ICON_LEFT_MAX = 92;
export const ICON_TOP_MIN = 12;
export const ICON_TOP_MAX = 88;
/** Two icons overlap when their centres are closer than both of these (percent). */
export const ICON_GAP_LEFT = 12;
export const ICON_GAP_TOP = 18;
/** Positions tried for a new icon before it is placed anyway. */
export const PLACEMENT_TRIES = 8;

/** End-message thresholds: the score needed for each message. */
export const EXPERT_SCORE = 15;
export const GREAT_SCORE = 10;
export const GOOD_SCORE = 5;

export const endMessages = {
  expert: 'Trigger expert! You know just how to keep your lungs happy.',
  great: 'Great dashing! You spotted most of the triggers.',
  good: 'Nice work! You are learning what helps you breathe easy.',
  keepGoing: 'Good try! Every game helps you spot triggers. Want another go?',
} as const;

export const announcements = {
  started: 'Game started. Tap the safe things, skip the triggers.',
  timeUp: 'Time is up!',
} as const;

export type TriggerDashPhase = 'ready' | 'playing' | 'ended';
/** An icon in the arena; `left`/`top` are its centre in percent, `bornMs` the game time it appeared. */
export interface Item {
  id: number;
  kind: ItemKind;
  type: ItemType;
  label: string;
  left: number;
  top: number;
  bornMs: number;
}

export interface TriggerDashState {
  phase: TriggerDashPhase;
  score: number;
  timeLeftMs: number;
  elapsedMs: number;
  /** Time since the last icon appeared; the next one comes at SPAWN_EVERY_MS. */
  sinceSpawnMs: number;
  items: Item[];
  nextId: number;
  /** The icon the keyboard points at, or null. */
  selectedId: number | null;
  rng: RngState;
  options: GameOptions;
}

export type TriggerDashAction =
  | { type: 'start' }
  | { type: 'tap'; id: number }
  | { type: 'selectNext' }
  | { type: 'selectPrevious' }
  /** Selects one live icon (the player moved focus to it with Tab). */
  | { type: 'select'; id: number }
  | { type: 'activateSelected' }
  | { type: 'playAgain' };

/** `points` in 'tapped' is the real change: +1, -1, or 0 when a trigger hits a score of 0. */
export type TriggerDashEvent =
  | { type: 'started' }
  | { type: 'spawned'; item: Item }
  | { type: 'expired'; item: Item }
  | { type: 'tapped'; item: Item; points: number; score: number }
  | { type: 'selected'; item: Item }
  | { type: 'ended'; score: number; message: string };

type TriggerDashOutcome = Outcome<TriggerDashState, TriggerDashEvent>;

/** The length of a game: doubled when Relaxed. */
export function gameMs(options: GameOptions): number {
  return timeLimit(GAME_MS, options);
}

/** How long an icon stays: doubled when Relaxed. */
export function iconLifetimeMs(options: GameOptions): number {
  return timeLimit(ICON_LIFETIME_MS, options);
}

function fresh(options: GameOptions, rng: RngState, nextId: number): TriggerDashState {
  return {
    phase: 'ready', score: 0, timeLeftMs: gameMs(options), elapsedMs: 0, sinceSpawnMs: 0,
    items: [], nextId, selectedId: null, rng, options,
  };
}

/** A new game on its instructions screen. */
export function init(options: GameOptions, seed: number): TriggerDashState {
  return fresh({ relaxed: options.relaxed }, seedRng(seed), 1);
}

/** Reading order for keyboard selection and the overlay's tab order: by left, then top. */
export function arenaOrder(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => a.left - b.left || a.top - b.top || a.id - b.id);
}

export function endMessage(score: number): string {
  if (score >= EXPERT_SCORE) return endMessages.expert;
  if (score >= GREAT_SCORE) return endMessages.great;
  if (score >= GOOD_SCORE) return endMessages.good;
  return endMessages.keepGoing;
}

const unchanged = (state: TriggerDashState): TriggerDashOutcome => ({ state, events: [] });

function overlaps(item: Item, left: number, top: number): boolean {
  return Math.abs(item.left - left) < ICON_GAP_LEFT && Math.abs(item.top - top) < ICON_GAP_TOP;
}

/** A spot for a new icon: a few random tries to keep clear of live icons, then the last try. */
function place(items: readonly Item[], start: RngState): { left: number; top: number; rng: RngState } {
  let rng = start;
  let left = ICON_LEFT_MIN;
  let top = ICON_TOP_MIN;
  for (let attempt = 0; attempt < PLACEMENT_TRIES; attempt++) {
    [left, rng] = nextInt(rng, ICON_LEFT_MIN, ICON_LEFT_MAX);
    [top, rng] = nextInt(rng, ICON_TOP_MIN, ICON_TOP_MAX);
    if (!items.some((other) => overlaps(other, left, top))) break;
  }
  return { left, top, rng };
}

function spawn(state: TriggerDashState): TriggerDashOutcome {
  const [roll, afterRoll] = nextRandom(state.rng);
  const type: ItemType = roll < SAFE_CHANCE ? 'safe' : 'trigger';
  const kinds = type === 'safe' ? safeKinds : triggerKinds;
  const [index, afterKind] = nextInt(afterRoll, 0, kinds.length - 1);
  const kind = kinds[index] ?? kinds[0];
  const { left, top, rng } = place(state.items, afterKind);
  const item: Item = { id: state.nextId, kind, type, label: itemKinds[kind].label, left, top, bornMs: state.elapsedMs };
  return {
    state: { ...state, items: [...state.items, item], nextId: state.nextId + 1, rng },
    events: [{ type: 'spawned', item }],
  };
}

/** Takes icons away; when the selected one goes, the selection moves to the next live icon in reading order. */
function remove(state: TriggerDashState, gone: readonly Item[]): TriggerDashOutcome {
  const items = state.items.filter((item) => !gone.includes(item));
  if (!gone.some((item) => item.id === state.selectedId)) return { state: { ...state, items }, events: [] };
  const order = arenaOrder(state.items);
  const from = order.findIndex((item) => item.id === state.selectedId);
  const next = [...order.slice(from + 1), ...order.slice(0, from)].find((item) => items.includes(item));
  return {
    state: { ...state, items, selectedId: next?.id ?? null },
    events: next ? [{ type: 'selected', item: next }] : [],
  };
}

function expire(state: TriggerDashState): TriggerDashOutcome {
  const lifetime = iconLifetimeMs(state.options);
  const expired = state.items.filter((item) => state.elapsedMs - item.bornMs >= lifetime);
  if (expired.length === 0) return unchanged(state);
  const removed = remove(state, expired);
  return { state: removed.state, events: [...expired.map((item) => ({ type: 'expired' as const, item })), ...removed.events] };
}

function end(state: TriggerDashState): TriggerDashOutcome {
  const message = endMessage(state.score);
  return {
    state: { ...state, phase: 'ended', timeLeftMs: 0, items: [], selectedId: null },
    events: [{ type: 'ended', score: state.score, message }],
  };
}

/** Advances game time: icons expire, new ones appear every SPAWN_EVERY_MS, and at 0 the game ends. */
export function step(state: TriggerDashState, dtMs: number): TriggerDashOutcome {
  if (state.phase !== 'playing' || !(dtMs > 0)) return unchanged(state);
  const events: TriggerDashEvent[] = [];
  let current = state;
  // Walk from spawn to spawn so that a long frame spawns and expires each icon at its own time.
  let remaining = Math.min(dtMs, state.timeLeftMs);
  for (;;) {
    const toSpawn = SPAWN_EVERY_MS - current.sinceSpawnMs;
    const spawnDue = toSpawn <= remaining;
    const advance = spawnDue ? toSpawn : remaining;
    remaining -= advance;
    current = {
      ...current,
      elapsedMs: current.elapsedMs + advance,
      timeLeftMs: Math.max(0, current.timeLeftMs - advance),
      sinceSpawnMs: spawnDue ? 0 : current.sinceSpawnMs + advance,
    };
    const expired = expire(current);
    current = expired.state;
    events.push(...expired.events);
    if (current.timeLeftMs <= 0) {
      const ended = end(current);
      return { state: ended.state, events: [...events, ...ended.events] };
    }
    if (spawnDue) {
      const spawned = spawn(current);
      current = spawned.state;
      events.push(...spawned.events);
    }
    if (remaining <= 0) return { state: current, events };
  }
}

function begin(state: TriggerDashState): TriggerDashOutcome {
  const spawned = spawn({ ...state, phase: 'playing' });
  return { state: spawned.state, events: [{ type: 'started' }, ...spawned.events] };
}

function tap(state: TriggerDashState, id: number): TriggerDashOutcome {
  const item = state.items.find((live) => live.id === id);
  if (!item) return unchanged(state);
  const score = item.type === 'safe' ? state.score + SAFE_POINTS : Math.max(0, state.score - TRIGGER_PENALTY);
  const removed = remove({ ...state, score }, [item]);
  return { state: removed.state, events: [{ type: 'tapped', item, points: score - state.score, score }, ...removed.events] };
}

function select(state: TriggerDashState, direction: 1 | -1): TriggerDashOutcome {
  const order = arenaOrder(state.items);
  const at = order.findIndex((item) => item.id === state.selectedId);
  const index = at === -1 ? (direction === 1 ? 0 : order.length - 1) : (at + direction + order.length) % order.length;
  const item = order[index];
  if (!item) return unchanged(state);
  return { state: { ...state, selectedId: item.id }, events: [{ type: 'selected', item }] };
}

/** What a player does. Anything that does not fit the phase changes nothing. */
export function apply(state: TriggerDashState, action: TriggerDashAction): TriggerDashOutcome {
  if (action.type === 'start') return state.phase === 'ready' ? begin(state) : unchanged(state);
  // Ids keep counting across games, so a late tap from the last game never hits a new icon.
  if (action.type === 'playAgain') {
    return state.phase === 'ended' ? begin(fresh(state.options, state.rng, state.nextId)) : unchanged(state);
  }
  if (state.phase !== 'playing') return unchanged(state);
  switch (action.type) {
    case 'tap':
      return tap(state, action.id);
    case 'activateSelected':
      return state.selectedId === null ? unchanged(state) : tap(state, state.selectedId);
    case 'selectNext':
      return select(state, 1);
    case 'selectPrevious':
      return select(state, -1);
    case 'select': {
      const item = state.items.find((live) => live.id === action.id);
      if (!item || item.id === state.selectedId) return unchanged(state);
      return { state: { ...state, selectedId: item.id }, events: [{ type: 'selected', item }] };
    }
  }
}

/** The polite live-region text for an event; null for the ones that would be too chatty. */
export function describe(event: TriggerDashEvent): string | null {
  switch (event.type) {
    case 'started':
      return announcements.started;
    case 'tapped': {
      const { label, why } = itemKinds[event.item.kind];
      const what = event.item.type === 'trigger' ? `${label} is a trigger` : label;
      if (event.points === 0) return `${what}. Score stays ${event.score}. ${why}`;
      const change = event.points > 0 ? `plus ${event.points}` : `minus ${-event.points}`;
      return `${what}, ${change}. Score ${event.score}. ${why}`;
    }
    case 'selected':
      return `Selected ${event.item.label}`;
    case 'ended':
      return `${announcements.timeUp} Score ${event.score}. ${event.message}`;
    case 'spawned':
    case 'expired':
      return null;
  }
}
