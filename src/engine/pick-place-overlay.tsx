// The accessible twin of a pick-and-place scene (organs onto the body, foods into the lunchbox,
// tools onto role cards): every piece and every zone is a real button laid over its sprite, in
// design units (the host scales the overlay). Drag, tap-then-tap and the keyboard all go through
// one machine (use-pick-place.ts); the game hears every action and decides right or wrong.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { arrowKeyActions } from './arrow-keys';
import type { Rect } from './layout';
import type { PickPlaceAction } from './pick-place';
import { findButton, usePickPlace, type PickPlaceOptions } from './use-pick-place';

export interface PieceSpec {
  id: string;
  /** The button's accessible name, e.g. "Heart". */
  name: string;
  rect: Rect;
  /** False for a decoy that cannot be picked up: trying gives `blocked`. */
  movable: boolean;
  /** Read after the name, e.g. a fact about it (aria-describedby). */
  description?: string;
  /** What the eye sees on the button (hidden from screen readers, who hear `name`). */
  children?: ReactNode;
  /** More classes for the button, e.g. `group` for a label shown on hover. */
  className?: string;
}

export interface ZoneSpec {
  id: string;
  /** e.g. "Heart spot". */
  name: string;
  rect: Rect;
  /** Already taken: skipped when the keyboard looks for a place to put a piece, and not outlined. */
  filled?: boolean;
  description?: string;
  children?: ReactNode;
  className?: string;
}

export interface PickPlaceOverlayProps extends Omit<PickPlaceOptions, 'pieces' | 'zones'> {
  /** The whole board, e.g. "Body map". */
  label: string;
  /** The two keyboard groups, in the game's words: "Organs" and "Body spots". */
  piecesLabel: string;
  zonesLabel: string;
  pieces: readonly PieceSpec[];
  zones: readonly ZoneSpec[];
}

type Kind = 'piece' | 'zone';
const keySteps: Record<string, number | 'first' | 'last'> = { ...arrowKeyActions(1, -1), Home: 'first', End: 'last' };

/** After a keyboard place or cancel: the piece to focus once the game has re-rendered its list. */
interface FocusAfter {
  itemId: string;
  /** The pieces' ids when it was queued, to find the one after a piece the game has taken away. */
  order: string[];
}

/** The held piece if still there, else the next movable one still there in the old order, else the first. */
function pieceToFocus({ itemId, order }: FocusAfter, pieces: readonly PieceSpec[]): string | null {
  const start = Math.max(order.indexOf(itemId), 0);
  for (let i = 0; i < order.length; i += 1) {
    const id = order[(start + i) % order.length];
    if (pieces.some((piece) => piece.id === id && piece.movable)) return id ?? null;
  }
  return pieces[0]?.id ?? null;
}

export function PickPlaceOverlay({ label, piecesLabel, zonesLabel, pieces, zones, disabled = false, ...options }: PickPlaceOverlayProps) {
  const { groupRef, held, feed, pointerHandlers } = usePickPlace({ ...options, pieces, zones, disabled });
  const idPrefix = useId();
  const [stops, setStops] = useState<Record<Kind, string | null>>({ piece: null, zone: null });
  const focusAfter = useRef<FocusAfter | null>(null);

  // The one tab stop of each group: the last one focused while it is still there, else the first.
  const pieceStop = pieces.some((piece) => piece.id === stops.piece) ? stops.piece : (pieces[0]?.id ?? null);
  const zoneStop = zones.some((zone) => zone.id === stops.zone) ? stops.zone : (zones[0]?.id ?? null);

  // The board appeared where the player's focus was lost (Start Game or Next Round went from under
  // it): the first piece takes it, so a keyboard player goes on from here, not from the page's top.
  useLayoutEffect(() => {
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    groupRef.current?.querySelector<HTMLButtonElement>('[data-piece]')?.focus();
  }, [groupRef]);

  useLayoutEffect(() => {
    if (!focusAfter.current) return;
    const id = pieceToFocus(focusAfter.current, pieces);
    focusAfter.current = null;
    if (id !== null) findButton(groupRef.current, 'piece', id)?.focus();
  });

  const focus = (kind: Kind, id: string | undefined) => {
    if (id !== undefined) findButton(groupRef.current, kind, id)?.focus();
  };

  /** What the keyboard does after an action it caused: on to a zone after a pick, back to a piece after. */
  const followKeyboard = (actions: PickPlaceAction[]) => {
    for (const action of actions) {
      if (action.type === 'pick') focus('zone', (zones.find((zone) => !zone.filled) ?? zones[0])?.id);
      if (action.type === 'place' || action.type === 'cancel') focusAfter.current = { itemId: action.itemId, order: pieces.map((piece) => piece.id) };
    }
  };

  // A click that ends a pointer press was handled by the pointer events; only Enter, Space and a
  // screen reader's activation (detail 0) come through here.
  const onActivate = (event: MouseEvent<HTMLElement>) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-piece], [data-zone]') : null;
    if (event.detail !== 0 || disabled || !button) return;
    const { piece, zone } = button.dataset;
    if (piece !== undefined) followKeyboard(feed({ type: 'activateItem', itemId: piece }));
    else if (zone !== undefined) followKeyboard(feed({ type: 'activateZone', zoneId: zone }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (disabled || held === null) return;
      event.preventDefault();
      event.stopPropagation();
      followKeyboard(feed({ type: 'cancel' }));
      return;
    }
    const step = keySteps[event.key];
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-piece], [data-zone]') : null;
    if (step === undefined || !button) return;
    const kind: Kind = button.dataset.piece !== undefined ? 'piece' : 'zone';
    const list = kind === 'piece' ? pieces : zones;
    const index = list.findIndex((item) => item.id === button.dataset[kind]);
    const next = step === 'first' ? 0 : step === 'last' ? list.length - 1 : (index + step + list.length) % list.length;
    event.preventDefault();
    focus(kind, list[next]?.id);
  };

  const button = (kind: Kind, item: PieceSpec | ZoneSpec, extra: { tabStop: boolean; pressed?: boolean; open?: boolean; className: string }) => {
    const descriptionId = item.description ? `${idPrefix}-${kind}-${item.id}` : undefined;
    return (
      <button
        key={item.id}
        type="button"
        {...{ [`data-${kind}`]: item.id }}
        tabIndex={extra.tabStop ? 0 : -1}
        aria-pressed={extra.pressed}
        data-open={extra.open ? '' : undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={descriptionId}
        onFocus={() => setStops((current) => (current[kind] === item.id ? current : { ...current, [kind]: item.id }))}
        className={`game-piece pointer-events-auto absolute rounded-2xl outline-offset-2 focus-visible:outline-8 focus-visible:outline-sky-700 ${extra.className} ${item.className ?? ''}`}
        style={{ left: item.rect.x, top: item.rect.y, width: item.rect.width, height: item.rect.height }}
      >
        <span className="game-piece-label sr-only">{item.name}</span>
        {item.children !== undefined && (
          <span aria-hidden="true" className="game-piece-look">
            {item.children}
          </span>
        )}
      </button>
    );
  };

  return (
    <div
      ref={groupRef}
      role="group"
      aria-label={label}
      className="absolute inset-0 touch-manipulation select-none"
      onClick={onActivate}
      onKeyDown={onKeyDown}
      {...pointerHandlers}
    >
      <div role="group" aria-label={piecesLabel} className="pointer-events-none absolute inset-0 z-10">
        {pieces.map((piece) =>
          button('piece', piece, {
            tabStop: piece.id === pieceStop,
            pressed: piece.id === held,
            className: 'touch-none aria-pressed:outline-4 aria-pressed:outline-sun-400 data-dragging:z-20',
          }),
        )}
      </div>
      {/* Descriptions live outside the buttons, so that they are read after a name, not in it. */}
      {[...pieces.map((piece) => ['piece', piece] as const), ...zones.map((zone) => ['zone', zone] as const)].map(
        ([kind, item]) =>
          item.description && (
            <span key={`${kind}-${item.id}`} id={`${idPrefix}-${kind}-${item.id}`} hidden>
              {item.description}
            </span>
          ),
      )}
      <div role="group" aria-label={zonesLabel} className="pointer-events-none absolute inset-0">
        {zones.map((zone) =>
          button('zone', zone, {
            tabStop: zone.id === zoneStop,
            // Open: a piece is held and this zone can take it (a dashed outline shows it).
            open: held !== null && !zone.filled,
            className: 'touch-manipulation data-drop-over:bg-sun-300/40 data-open:outline-4 data-open:outline-dashed data-open:outline-leaf-700',
          }),
        )}
      </div>
    </div>
  );
}
