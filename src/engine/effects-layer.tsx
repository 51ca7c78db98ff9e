// Draws a game's effects in its Pixi scene, above everything else: floating points, a hinted
// target's outline and confetti, all inside the game's panel, so they show in fullscreen too.
// A shake moves the game's own sprite: its scene reads `shakeOf(queue.list(), id, calm)` in its
// tick. Everything is drawn in the tick, without a React render, and only while something runs.
import { useEffect, useRef, useState } from 'react';
import { useTick } from '@pixi/react';
import { Text, type Container, type Graphics } from 'pixi.js';
import { GAME_FONT } from './design';
import type { DesignSize } from './fit';
import {
  addEffect,
  advanceEffects,
  confettiPieces,
  createEffects,
  effectStyle,
  floatingPose,
  grow,
  highlightAlpha,
  pieceCorners,
  pointsLabel,
  progressOf,
  type Effect,
  type EffectInput,
  type EffectList,
} from './effects';
import { rectCenter, type Rect } from './layout';

/** A game's running effects: added from its events, advanced by the layer's frames. */
export interface EffectQueue {
  add(input: EffectInput): void;
  /** Moves the effects' clock on; the layer calls it each frame the game is not paused. */
  advance(dtMs: number): void;
  list(): EffectList;
  clear(): void;
}

export function createEffectQueue(): EffectQueue {
  let list = createEffects();
  return {
    add: (input) => {
      list = addEffect(list, input);
    },
    advance: (dtMs) => {
      list = advanceEffects(list, dtMs);
    },
    list: () => list,
    clear: () => {
      list = { ...createEffects(), nextId: list.nextId, now: list.now };
    },
  };
}

/**
 * A queue fed by the session's events: `effectsFor` names the effects each event starts (none for
 * most). Made once for the life of the open game.
 */
export function useEffectQueue<Event>(session: { onEvents(listener: (events: Event[]) => void): () => void }, effectsFor: (event: Event) => readonly EffectInput[]): EffectQueue {
  const [queue] = useState(createEffectQueue);
  const latest = useRef(effectsFor);
  useEffect(() => {
    latest.current = effectsFor;
  });
  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) latest.current(event).forEach((input) => queue.add(input));
      }),
    [session, queue],
  );
  return queue;
}

const GOOD = 0x15803d;
const BAD = 0xbe123c;
const HINT = 0xf59e0b;

function floatingText(): Text {
  return new Text({
    text: '',
    anchor: 0.5,
    style: { fontFamily: GAME_FONT, fontSize: 40, fontWeight: '900', fill: GOOD, stroke: { color: 0xffffff, width: 6 } },
  });
}

export interface EffectsLayerProps {
  queue: EffectQueue;
  /** The arena's size in design units (where confetti falls). */
  area: DesignSize;
  /** Whether the game is paused now: its effects wait. */
  isPaused: () => boolean;
  /** Where a target is, for highlights and for points shown over a target. */
  targetRect?: (targetId: string) => Rect | undefined;
  calm: boolean;
}

export function EffectsLayer({ queue, area, isPaused, targetRect, calm }: EffectsLayerProps) {
  const layer = useRef<Container>(null);
  const shapes = useRef<Graphics>(null);
  const texts = useRef<Text[]>([]);
  const drawn = useRef<{ list: EffectList | null; calm: boolean }>({ list: null, calm });

  // The floating texts are made here, not by React: destroyed with the layer.
  useEffect(
    () => () => {
      texts.current.forEach((text) => text.destroy());
      texts.current = [];
    },
    [],
  );

  useTick((ticker) => {
    if (!isPaused()) queue.advance(ticker.deltaMS);
    const list = queue.list();
    const g = shapes.current;
    const container = layer.current;
    if (!g || !container || (list === drawn.current.list && calm === drawn.current.calm)) return;
    drawn.current = { list, calm };
    drawEffects(list, { g, container, texts: texts.current, area, targetRect, calm });
  });

  return (
    <pixiContainer ref={layer}>
      <pixiGraphics ref={shapes} draw={noDraw} />
    </pixiContainer>
  );
}

interface Canvas {
  g: Graphics;
  container: Container;
  /** The floating texts made so far, reused from frame to frame. */
  texts: Text[];
  area: DesignSize;
  targetRect: EffectsLayerProps['targetRect'];
  calm: boolean;
}

/** Draws every running effect: shapes into `g`, points into the pooled texts (the rest hidden). */
function drawEffects(list: EffectList, { g, container, texts, area, targetRect, calm }: Canvas) {
  g.clear();
  let used = 0;
  for (const effect of list.effects) {
    const { show, animate } = effectStyle(effect.kind, calm);
    if (!show) continue;
    const progress = progressOf(effect, list.now);
    if (effect.kind === 'highlight') drawHighlight(g, effect, progress, animate, targetRect);
    if (effect.kind === 'confetti') {
      for (const piece of confettiPieces(effect, progress, area)) g.poly(pieceCorners(piece)).fill({ color: piece.colour, alpha: piece.alpha });
    }
    if (effect.kind === 'floatingPoints') {
      const target = effect.targetId === undefined ? undefined : targetRect?.(effect.targetId);
      const at = effect.point ?? (target ? rectCenter(target) : undefined);
      if (!at) continue;
      let text = texts[used];
      if (!text) {
        text = floatingText();
        texts.push(text);
        container.addChild(text);
      }
      used += 1;
      const good = effect.good ?? (effect.points ?? 0) > 0;
      const { rise, alpha } = floatingPose(progress);
      text.text = pointsLabel(effect.points ?? 0, good);
      text.style.fill = good ? GOOD : BAD;
      text.position.set(at.x, at.y - 30 - rise);
      text.alpha = alpha;
      text.visible = true;
    }
  }
  for (const text of texts.slice(used)) text.visible = false;
}

function drawHighlight(g: Graphics, effect: Effect, progress: number, animate: boolean, targetRect: EffectsLayerProps['targetRect']) {
  const rect = effect.targetId !== undefined ? targetRect?.(effect.targetId) : undefined;
  if (!rect) return;
  const outline = grow(rect, 6);
  g.roundRect(outline.x, outline.y, outline.width, outline.height, 16).stroke({ color: HINT, width: 8, alpha: highlightAlpha(progress, animate) });
}

/**
 * The `draw` of a Graphics drawn in a tick instead of by React (the effects here, and the scenes'
 * per-frame parts: a time bar, a ring, a board's spots).
 */
export function noDraw() {}
