// Picking up a thing and putting it on a target (organs on body zones, foods in lunchbox slots,
// tools on role cards) as a pure state machine, in the manner of tldraw's tools: the scene and the
// overlay turn pointer and keyboard events into inputs, and the game reacts to the actions that
// come out. Dragging and select-then-place (tap or Enter on the item, then on the zone) share one
// machine, so a player can mix them and the rules cannot drift apart between the two.
import type { Point } from './layout';

/** A pointer still down since it pressed an item or a zone: its release decides what happens. */
export interface Press {
  pointerId: number;
  origin: Point;
  on: 'item' | 'zone';
  targetId: string;
  /** The item was already held before this press, so a tap on it puts it back. */
  wasHeld: boolean;
}

export type PickPlaceState =
  | { mode: 'idle' }
  | { mode: 'holding'; itemId: string; press: Press | null }
  // `origin` is where the press began: the scene draws the item at its home + (point - origin), so it does not jump.
  | { mode: 'dragging'; itemId: string; pointerId: number; origin: Point; point: Point; zoneId: string | null };

/** What the host saw. `itemId` and `zoneId` are what lies under the pointer (hit-tested by the scene), or null. */
export type PickPlaceInput =
  | { type: 'pointerDown'; pointerId: number; point: Point; itemId: string | null; zoneId: string | null }
  | { type: 'pointerMove'; pointerId: number; point: Point; zoneId: string | null }
  | { type: 'pointerUp'; pointerId: number; point: Point; zoneId: string | null }
  | { type: 'pointerCancel'; pointerId: number }
  | { type: 'activateItem'; itemId: string }
  | { type: 'activateZone'; zoneId: string }
  | { type: 'cancel' }
  | { type: 'reset' };

/** Escape, a drop outside every zone, a second tap on the held item, or a pointer the browser took back. */
export type CancelReason = 'escape' | 'outside' | 'again' | 'interrupted';

/** What happened, for the game to score and the announcer to say. */
export type PickPlaceAction =
  | { type: 'pick'; itemId: string }
  | { type: 'place'; itemId: string; zoneId: string }
  | { type: 'cancel'; itemId: string; reason: CancelReason }
  | { type: 'blocked'; itemId: string }
  | { type: 'noItem'; zoneId: string }
  | { type: 'dragStart'; itemId: string };

export interface PickPlaceConfig {
  /** False for what cannot be picked up (a decoy organ or tool). */
  isMovable(itemId: string): boolean;
  /** How far (design units) a pressed item must move before it is dragged rather than tapped. */
  dragThreshold: number;
}

export interface PickPlaceResult {
  state: PickPlaceState;
  actions: PickPlaceAction[];
}

const IDLE: PickPlaceState = Object.freeze({ mode: 'idle' });

export function createPickPlace(): PickPlaceState {
  return IDLE;
}

/** The item picked up (held or dragged), or null. */
export function heldItem(state: PickPlaceState): string | null {
  return state.mode === 'idle' ? null : state.itemId;
}

export function isDragging(state: PickPlaceState): boolean {
  return state.mode === 'dragging';
}

/** The next state and what happened. Returns the very same state object when nothing changed. */
export function transition(state: PickPlaceState, input: PickPlaceInput, config: PickPlaceConfig): PickPlaceResult {
  const result = next(state, input, config);
  // Checked once here rather than in every rule, so a store can always skip the render on `===`.
  return result.state !== state && sameState(result.state, state) ? { state, actions: result.actions } : result;
}

function next(state: PickPlaceState, input: PickPlaceInput, config: PickPlaceConfig): PickPlaceResult {
  switch (input.type) {
    case 'pointerDown':
      return pointerDown(state, input, config);
    case 'pointerMove':
      return pointerMove(state, input, config);
    case 'pointerUp':
      return pointerUp(state, input);
    case 'pointerCancel':
      if (state.mode === 'dragging' && state.pointerId === input.pointerId) return cancel(state.itemId, 'interrupted');
      if (state.mode === 'holding' && state.press?.pointerId === input.pointerId) return holding(state.itemId, null);
      return unchanged(state);
    case 'activateItem':
      if (state.mode === 'dragging') return unchanged(state);
      if (state.mode === 'holding' && state.itemId === input.itemId) return cancel(state.itemId, 'again');
      if (!config.isMovable(input.itemId)) return unchanged(state, { type: 'blocked', itemId: input.itemId });
      return holding(input.itemId, null, { type: 'pick', itemId: input.itemId });
    case 'activateZone':
      if (state.mode === 'idle') return unchanged(state, { type: 'noItem', zoneId: input.zoneId });
      if (state.mode === 'holding') return place(state.itemId, input.zoneId);
      return unchanged(state);
    case 'cancel':
      return state.mode === 'idle' ? unchanged(state) : cancel(state.itemId, 'escape');
    case 'reset':
      return unchanged(state.mode === 'idle' ? state : IDLE);
  }
}

type Input<T extends PickPlaceInput['type']> = Extract<PickPlaceInput, { type: T }>;

function pointerDown(state: PickPlaceState, input: Input<'pointerDown'>, config: PickPlaceConfig): PickPlaceResult {
  if (state.mode === 'dragging') return unchanged(state);
  // Another finger while one is down is ignored; the same pointer pressing again means its release
  // was lost, so the stale press is simply replaced.
  if (state.mode === 'holding' && state.press && state.press.pointerId !== input.pointerId) return unchanged(state);
  const held = heldItem(state);
  const { pointerId, point: origin } = input;
  if (input.itemId !== null) {
    if (input.itemId === held) return holding(held, { pointerId, origin, on: 'item', targetId: held, wasHeld: true });
    if (!config.isMovable(input.itemId)) return unchanged(state, { type: 'blocked', itemId: input.itemId });
    const press: Press = { pointerId, origin, on: 'item', targetId: input.itemId, wasHeld: false };
    return holding(input.itemId, press, { type: 'pick', itemId: input.itemId });
  }
  if (held !== null && input.zoneId !== null) {
    return holding(held, { pointerId, origin, on: 'zone', targetId: input.zoneId, wasHeld: true });
  }
  return unchanged(state);
}

function pointerMove(state: PickPlaceState, input: Input<'pointerMove'>, config: PickPlaceConfig): PickPlaceResult {
  if (state.mode === 'dragging') {
    if (state.pointerId !== input.pointerId) return unchanged(state);
    return { state: { ...state, point: input.point, zoneId: input.zoneId }, actions: [] };
  }
  if (state.mode !== 'holding') return unchanged(state);
  const { press } = state;
  if (press?.on !== 'item' || press.pointerId !== input.pointerId) return unchanged(state);
  const distance = Math.hypot(input.point.x - press.origin.x, input.point.y - press.origin.y);
  if (distance <= config.dragThreshold) return unchanged(state);
  return {
    state: { mode: 'dragging', itemId: state.itemId, pointerId: input.pointerId, origin: press.origin, point: input.point, zoneId: input.zoneId },
    actions: [{ type: 'dragStart', itemId: state.itemId }],
  };
}

function pointerUp(state: PickPlaceState, input: Input<'pointerUp'>): PickPlaceResult {
  if (state.mode === 'dragging') {
    if (state.pointerId !== input.pointerId) return unchanged(state);
    return input.zoneId === null ? cancel(state.itemId, 'outside') : place(state.itemId, input.zoneId);
  }
  if (state.mode !== 'holding' || state.press?.pointerId !== input.pointerId) return unchanged(state);
  const { press, itemId } = state;
  if (press.on === 'zone') return press.targetId === input.zoneId ? place(itemId, press.targetId) : holding(itemId, null);
  // A tap on the item: the first one selects it (the zone comes next), a tap on it again puts it back.
  return press.wasHeld ? cancel(itemId, 'again') : holding(itemId, null);
}

function holding(itemId: string, press: Press | null, ...actions: PickPlaceAction[]): PickPlaceResult {
  return { state: { mode: 'holding', itemId, press }, actions };
}

function place(itemId: string, zoneId: string): PickPlaceResult {
  return { state: IDLE, actions: [{ type: 'place', itemId, zoneId }] };
}

function cancel(itemId: string, reason: CancelReason): PickPlaceResult {
  return { state: IDLE, actions: [{ type: 'cancel', itemId, reason }] };
}

function unchanged(state: PickPlaceState, ...actions: PickPlaceAction[]): PickPlaceResult {
  return { state, actions };
}

function sameState(a: PickPlaceState, b: PickPlaceState): boolean {
  if (a.mode === 'idle' || b.mode === 'idle') return a.mode === b.mode;
  if (a.itemId !== b.itemId) return false;
  if (a.mode === 'holding') return b.mode === 'holding' && samePress(a.press, b.press);
  return b.mode === 'dragging' && a.pointerId === b.pointerId && a.zoneId === b.zoneId && samePoint(a.origin, b.origin) && samePoint(a.point, b.point);
}

function samePress(a: Press | null, b: Press | null): boolean {
  if (a === null || b === null) return a === b;
  return a.pointerId === b.pointerId && a.on === b.on && a.targetId === b.targetId && a.wasHeld === b.wasHeld && samePoint(a.origin, b.origin);
}

function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** What a game does with the machine's actions, in its own ids; `held` hears the piece in hand (null once none is). */
export interface PickPlaceRoutes<Item extends string, Zone extends string> {
  pick(item: Item): void;
  place(item: Item, zone: Zone): void;
  cancel(item: Item): void;
  /** A try at a piece that cannot move; a game without decoys leaves it out. */
  blocked?(item: Item): void;
  held?(item: Item | null): void;
}

/** A game's `onAction` for the overlay: each action to its route, the piece in hand to `held`. */
export function routePickPlace<Item extends string, Zone extends string>(routes: PickPlaceRoutes<Item, Zone>): (action: PickPlaceAction) => void {
  return (action) => {
    switch (action.type) {
      case 'pick':
        routes.held?.(action.itemId as Item);
        routes.pick(action.itemId as Item);
        break;
      case 'place':
        routes.held?.(null);
        routes.place(action.itemId as Item, action.zoneId as Zone);
        break;
      case 'cancel':
        routes.held?.(null);
        routes.cancel(action.itemId as Item);
        break;
      case 'blocked':
        routes.blocked?.(action.itemId as Item);
        break;
      case 'noItem':
      case 'dragStart':
        break;
    }
  };
}
