// The Handwashing Timer drawn in Pixi: a sink-side scene with a progress ring that fills over the
// 20 seconds, the current step's picture in the middle, soap bubbles rising while washing, and
// confetti when the hands are clean.
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useStore } from 'zustand';
import { GAME_FONT } from '../../engine/design';
import { EffectsLayer, noDraw, useEffectQueue } from '../../engine/effects-layer';
import type { GameSession } from '../../engine/session';
import { effectsFor, type WashLayout } from './layout';
import { currentStepIndex, progress, remainingMs, WASH_STEP_MS, WASH_MS, washSteps, type WashAction, type WashEvent, type WashState } from './logic';

const BUBBLES = 14;

function drawBackdrop(g: Graphics, { design, ring }: WashLayout) {
  g.clear();
  g.roundRect(0, 0, design.width, design.height, 36).fill(0xe0f2fe);
  for (let x = 0; x < design.width; x += 80) g.rect(x, 0, 2, design.height).fill({ color: 0xffffff, alpha: 0.7 });
  for (let y = 0; y < design.height; y += 80) g.rect(0, y, design.width, 2).fill({ color: 0xffffff, alpha: 0.7 });
  g.circle(ring.x, ring.y, ring.radius + 34).fill(0xffffff);
}

/**
 * The scene subscribes to what changes at most once a second (the phase, the whole seconds left,
 * the step); the ring and the bubbles move in the tick, read from the store.
 */
export function HandwashingScene({ session, layout, calm }: { session: GameSession<WashState, WashAction, WashEvent>; layout: WashLayout; calm: boolean }) {
  const { store } = session;
  const { ring } = layout;
  const effects = useEffectQueue(session, effectsFor);
  const isPaused = useCallback(() => store.getState().paused, [store]);
  const drawBackground = useCallback((g: Graphics) => drawBackdrop(g, layout), [layout]);
  const phase = useStore(store, (view) => view.state.phase);
  const seconds = useStore(store, (view) => Math.ceil(remainingMs(view.state) / 1000));
  const stepIndex = useStore(store, (view) => currentStepIndex(view.state));
  const stepIcon = phase === 'done' ? '✨' : phase === 'idle' ? '🧼' : washSteps[stepIndex]?.icon ?? '🧼';

  const ringGraphics = useRef<Graphics>(null);
  const drawnRing = useRef(-1);
  const bubbles = useRef<Container>(null);
  useTick((ticker) => {
    const { state } = store.getState();
    const g = ringGraphics.current;
    // With reduced motion the ring moves only when a step is finished, instead of sweeping.
    const shown = calm && state.phase !== 'done' ? Math.floor(state.elapsedMs / WASH_STEP_MS) * (WASH_STEP_MS / WASH_MS) : progress(state);
    if (g && shown !== drawnRing.current) {
      drawnRing.current = shown;
      g.clear();
      g.circle(ring.x, ring.y, ring.radius).stroke({ color: 0xbae6fd, width: ring.width });
      if (shown > 0) {
        const start = -Math.PI / 2;
        g.moveTo(ring.x, ring.y - ring.radius);
        g.arc(ring.x, ring.y, ring.radius, start, start + shown * Math.PI * 2).stroke({ color: shown >= 1 ? 0x16a34a : 0x0ea5e9, width: ring.width, cap: 'round' });
      }
    }

    const layer = bubbles.current;
    if (!layer) return;
    layer.visible = state.phase === 'running' && !calm;
    if (!layer.visible) return;
    for (const bubble of layer.children) {
      bubble.y -= 0.06 * ticker.deltaMS * bubble.scale.x;
      bubble.x += Math.sin(bubble.y / 30) * 0.3;
      if (bubble.y < ring.y - ring.radius - 40) bubble.y = ring.y + ring.radius;
    }
  });

  return (
    <pixiContainer>
      <pixiGraphics draw={drawBackground} />
      <pixiGraphics ref={ringGraphics} draw={noDraw} />
      <pixiContainer ref={bubbles}>
        {Array.from({ length: BUBBLES }, (_, i) => (
          <pixiGraphics key={i} draw={drawBubble} x={ring.x - 120 + ((i * 53) % 240)} y={ring.y + ring.radius - ((i * 97) % 320)} scale={0.6 + ((i * 7) % 5) / 6} />
        ))}
      </pixiContainer>
      <pixiText text={stepIcon} anchor={0.5} x={ring.x} y={ring.y - 55} style={{ fontSize: 84 }} />
      <pixiText
        text={phase === 'done' ? 'Clean!' : String(seconds)}
        anchor={0.5}
        x={ring.x}
        y={ring.y + 50}
        style={{ fontFamily: GAME_FONT, fontSize: phase === 'done' ? 64 : 96, fontWeight: '900', fill: 0x14532d }}
      />
      <pixiText text="🫧" anchor={0.5} x={layout.bubbles.x} y={layout.bubbles.y} style={{ fontSize: 72 }} />
      <pixiText text="🚰" anchor={0.5} x={layout.tap.x} y={layout.tap.y} style={{ fontSize: 80 }} />
      <EffectsLayer queue={effects} area={layout.design} isPaused={isPaused} calm={calm} />
    </pixiContainer>
  );
}

function drawBubble(g: Graphics) {
  g.clear();
  g.circle(0, 0, 12).fill({ color: 0xffffff, alpha: 0.55 }).stroke({ color: 0x7dd3fc, width: 3 });
  g.circle(-4, -4, 3).fill(0xffffff);
}
