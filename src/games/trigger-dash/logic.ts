// Trigger Dash as a pure state machine (docs/product.md §4 "Trigger Dash", §9): tap the things that keep
// you well, skip the allergy and asthma triggers. No pixi, no React, no DOM: the scene and the
// overlay only draw this state and send actions. Pause is the frame not calling `step`. The items
// are in items.ts, where icons go in arena.ts, and what the game says in copy.ts.
import type { GameOptions, Outcome } from '../../engine/outcome';
import { gameTime, timeLimit } from '../../engine/outcome';
import type { RngState } from '../../engine/rng';
import { nextInt, nextRandom, seedRng } from '../../engine/rng';
import { arenaOrder, placeIcon } from './arena';
import type { Item, ItemType } from './items';
import { itemKinds, safeKinds, triggerKinds } from './items';

// One place to import the game from: its content, arena and words live beside it, by concern.
export type { Item, ItemKind, ItemKindInfo, ItemType } from './items';
export { itemKinds, safeKinds, triggerKinds };

export const GAME_MS = 30_000;
export const SPAWN_EVERY_MS = 800;
export const ICON_LIFETIME_MS = 2_500;
/** Chance that a new icon is a safe one (the rest are triggers). */
export const SAFE_CHANCE = 0.6;
export const SAFE_POINTS = 1;
export const TRIGGER_PENALTY = 1;

export type TriggerDashPhase = 'ready' | 'playing' | 'ended';
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
  | { type: 'ended'; score: number };

type TriggerDashOutcome = Outcome<TriggerDashState, TriggerDashEvent>;

/** The length of a game: doubled when Relaxed. */
export function gameMs(options: GameOptions): number {
  return gameTime(GAME_MS, options);
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
  return fresh({ ...options }, seedRng(seed), 1);
}

const unchanged = (state: TriggerDashState): TriggerDashOutcome => ({ state, events: [] });

function spawn(state: TriggerDashState): TriggerDashOutcome {
  const [roll, afterRoll] = nextRandom(state.rng);
  const type: ItemType = roll < SAFE_CHANCE ? 'safe' : 'trigger';
  const kinds = type === 'safe' ? safeKinds : triggerKinds;
  const [index, afterKind] = nextInt(afterRoll, 0, kinds.length - 1);
  const kind = kinds[index] ?? kinds[0];
  const { left, top, rng } = placeIcon(state.items, afterKind);
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
  return {
    state: { ...state, phase: 'ended', timeLeftMs: 0, items: [], selectedId: null },
    events: [{ type: 'ended', score: state.score }],
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
