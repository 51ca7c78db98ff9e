// The pointer side of pick-and-place over DOM buttons: pointer events on the whole group go through
// the pure machine (pick-place.ts), the dragged button follows the finger by a style written on the
// element, and the scene reads the drag from a ref it polls each frame. React renders only when the
// held piece changes, never per pointer move.
import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { clientToDesign, zoneAt, type Point, type Rect } from './layout';
import { createPickPlace, heldItem, transition, type PickPlaceAction, type PickPlaceInput, type PickPlaceState } from './pick-place';

/** The piece being dragged, in design units, as the scene draws it: at its home + (point - origin). */
export interface DragView {
  itemId: string;
  point: Point;
  origin: Point;
  /** The zone it would land in if let go now, or null. */
  zoneId: string | null;
}

export interface PickPlaceOptions {
  pieces: readonly { id: string; movable: boolean }[];
  zones: readonly { id: string; rect: Rect }[];
  onAction(action: PickPlaceAction): void;
  /** Written while a piece is dragged, null otherwise; never rendered. */
  dragSink?: { current: DragView | null };
  /** Design units a pressed piece must travel before it is dragged rather than tapped. */
  dragThreshold?: number;
  /** Design units every zone grows by for a drop, so a drop just beside a slot still counts. */
  zoneSlop?: number;
  /** Paused or ended: no input reaches the machine. */
  disabled?: boolean;
}

/** Where the group's top-left corner is on screen and its CSS px per design unit, measured at a press. */
interface Panel {
  left: number;
  top: number;
  scale: number;
}

/** The pointer the machine is following, or null. */
function activePointer(state: PickPlaceState): number | null {
  if (state.mode === 'dragging') return state.pointerId;
  return state.mode === 'holding' ? (state.press?.pointerId ?? null) : null;
}

/** The button for a piece or zone id inside the group (ids may hold any character, so no selector). */
export function findButton(root: HTMLElement | null, kind: 'piece' | 'zone', id: string): HTMLButtonElement | null {
  const all = root?.querySelectorAll<HTMLButtonElement>(`[data-${kind}]`) ?? [];
  return Array.from(all).find((button) => button.dataset[kind] === id) ?? null;
}

export function usePickPlace(options: PickPlaceOptions) {
  const groupRef = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  const machine = useRef<PickPlaceState>(createPickPlace());
  const panel = useRef<Panel>({ left: 0, top: 0, scale: 0 });
  const dragged = useRef<HTMLElement | null>(null);
  const overZone = useRef<HTMLElement | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const shownHeld = useRef<string | null>(null);

  useLayoutEffect(() => {
    latest.current = options;
  });

  /** Puts the dragged button under the finger and marks the zone it is over, straight on the DOM. */
  const paintDrag = useCallback((state: PickPlaceState) => {
    const { dragSink } = latest.current;
    const zoneId = state.mode === 'dragging' ? state.zoneId : null;
    if (overZone.current?.dataset.zone !== zoneId) {
      overZone.current?.removeAttribute('data-drop-over');
      overZone.current = zoneId === null ? null : findButton(groupRef.current, 'zone', zoneId);
      overZone.current?.setAttribute('data-drop-over', '');
    }
    if (state.mode !== 'dragging') {
      dragged.current?.style.removeProperty('transform');
      dragged.current?.removeAttribute('data-dragging');
      dragged.current = null;
      if (dragSink?.current) dragSink.current = null;
      return;
    }
    const { itemId, point, origin } = state;
    if (dragged.current?.dataset.piece !== itemId) dragged.current = findButton(groupRef.current, 'piece', itemId);
    dragged.current?.setAttribute('data-dragging', '');
    dragged.current?.style.setProperty('transform', `translate(${point.x - origin.x}px, ${point.y - origin.y}px)`);
    if (dragSink) dragSink.current = { itemId, point, origin, zoneId };
  }, []);

  /** Feeds the machine, shows what changed and hands every action to the game; returns the actions. */
  const feed = useCallback(
    (input: PickPlaceInput): PickPlaceAction[] => {
      const { pieces, dragThreshold = 8, onAction } = latest.current;
      const isMovable = (id: string) => pieces.some((piece) => piece.id === id && piece.movable);
      const before = machine.current;
      const { state, actions } = transition(before, input, { isMovable, dragThreshold });
      machine.current = state;
      if (state !== before) paintDrag(state);
      const nowHeld = heldItem(state);
      if (nowHeld !== shownHeld.current) {
        shownHeld.current = nowHeld;
        setHeld(nowHeld);
      }
      actions.forEach((action) => onAction(action));
      return actions;
    },
    [paintDrag],
  );

  // A new list without the held piece (placed, or a new round) lets go of it, silently.
  const { pieces, disabled } = options;
  useLayoutEffect(() => {
    const id = heldItem(machine.current);
    if (id !== null && !pieces.some((piece) => piece.id === id)) feed({ type: 'reset' });
  }, [pieces, feed]);

  // Pausing mid-press lets go of the pointer as if the browser took it back (a drag is put back);
  // a piece picked with a tap stays held for after the pause.
  useLayoutEffect(() => {
    const pointerId = activePointer(machine.current);
    if (disabled && pointerId !== null) feed({ type: 'pointerCancel', pointerId });
  }, [disabled, feed]);

  const designPoint = (event: ReactPointerEvent): Point => clientToDesign({ x: event.clientX, y: event.clientY }, panel.current, { ...panel.current, offsetX: 0, offsetY: 0 });

  /** The drop zone under a design point, with the slop. */
  const zoneUnder = (point: Point) => zoneAt(point, latest.current.zones, latest.current.zoneSlop ?? 12);

  /** Pointer events of the one pointer the machine follows, other than its press. */
  const follow = (type: 'pointerMove' | 'pointerUp' | 'pointerCancel', event: ReactPointerEvent) => {
    if (latest.current.disabled || activePointer(machine.current) !== event.pointerId) return;
    const { pointerId } = event;
    if (type === 'pointerCancel') {
      feed({ type, pointerId });
      return;
    }
    const point = designPoint(event);
    feed({ type, pointerId, point, zoneId: zoneUnder(point) });
  };

  const pointerHandlers = {
    onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
      const group = event.currentTarget;
      if (latest.current.disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      // The group is CSS-scaled by the fit: its on-screen width over its own layout width is the scale.
      const box = group.getBoundingClientRect();
      if (!(box.width > 0 && group.offsetWidth > 0)) return;
      panel.current = { left: box.left, top: box.top, scale: box.width / group.offsetWidth };
      const point = designPoint(event);
      const piece = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-piece]') : null;
      const itemId = piece && group.contains(piece) ? (piece.dataset.piece ?? null) : null;
      feed({ type: 'pointerDown', pointerId: event.pointerId, point, itemId, zoneId: zoneUnder(point) });
      // Captured, so the moves and the release still come here when the finger leaves the group.
      if (activePointer(machine.current) === event.pointerId) group.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent) => follow('pointerMove', event),
    onPointerUp: (event: ReactPointerEvent) => follow('pointerUp', event),
    onPointerCancel: (event: ReactPointerEvent) => follow('pointerCancel', event),
    // Capture lost without a release (the group left the page): the same as the browser taking the pointer back.
    onLostPointerCapture: (event: ReactPointerEvent) => follow('pointerCancel', event),
  };

  return { groupRef, held, feed, pointerHandlers };
}
