// The Handwashing Timer drawn in Pixi: a sink-side scene with a progress ring that fills over the
// 20 seconds, the current step's picture in the middle, and soap bubbles rising while washing.
import { useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionView } from '../../engine/session';
import { currentStepIndex, progress, remainingMs, WASH_STEP_MS, WASH_MS, washSteps, type WashState } from './logic';

export const DESIGN = { width: 800, height: 500 } as const;
const RING = { x: 400, y: 250, radius: 170, width: 30 } as const;
const BUBBLES = 14;

function drawBackdrop(g: Graphics) {
  g.clear();
  g.roundRect(0, 0, DESIGN.width, DESIGN.height, 36).fill(0xe0f2fe);
  for (let x = 0; x < DESIGN.width; x += 80) g.rect(x, 0, 2, DESIGN.height).fill({ color: 0xffffff, alpha: 0.7 });
  for (let y = 0; y < DESIGN.height; y += 80) g.rect(0, y, DESIGN.width, 2).fill({ color: 0xffffff, alpha: 0.7 });
  g.circle(RING.x, RING.y, RING.radius + 34).fill(0xffffff);
}

/**
 * The scene subscribes to what changes at most once a second (the phase, the whole seconds left,
 * the step); the ring and the bubbles move in the tick, read from the store.
 */
export function HandwashingScene({ store, calm }: { store: StoreApi<SessionView<WashState>>; calm: boolean }) {
  const phase = useStore(store, (view) => view.state.phase);
  const seconds = useStore(store, (view) => Math.ceil(remainingMs(view.state) / 1000));
  const stepIndex = useStore(store, (view) => currentStepIndex(view.state));
  const stepIcon = phase === 'done' ? '✨' : phase === 'idle' ? '🧼' : washSteps[stepIndex]?.icon ?? '🧼';

  const ring = useRef<Graphics>(null);
  const drawnRing = useRef(-1);
  const bubbles = useRef<Container>(null);
  useTick((ticker) => {
    const { state } = store.getState();
    const g = ring.current;
    // With reduced motion the ring moves only when a step is finished, instead of sweeping.
    const shown = calm && state.phase !== 'done' ? Math.floor(state.elapsedMs / WASH_STEP_MS) * (WASH_STEP_MS / WASH_MS) : progress(state);
    if (g && shown !== drawnRing.current) {
      drawnRing.current = shown;
      g.clear();
      g.circle(RING.x, RING.y, RING.radius).stroke({ color: 0xbae6fd, width: RING.width });
      if (shown > 0) {
        const start = -Math.PI / 2;
        g.moveTo(RING.x, RING.y - RING.radius);
        g.arc(RING.x, RING.y, RING.radius, start, start + shown * Math.PI * 2).stroke({ color: shown >= 1 ? 0x16a34a : 0x0ea5e9, width: RING.width, cap: 'round' });
      }
    }

    const layer = bubbles.current;
    if (!layer) return;
    layer.visible = state.phase === 'running' && !calm;
    if (!layer.visible) return;
    for (const bubble of layer.children) {
      bubble.y -= 0.06 * ticker.deltaMS * bubble.scale.x;
      bubble.x += Math.sin(bubble.y / 30) * 0.3;
      if (bubble.y < RING.y - RING.radius - 40) bubble.y = RING.y + RING.radius;
    }
  });

  return (
    <pixiContainer>
      <pixiGraphics draw={drawBackdrop} />
      <pixiGraphics ref={ring} draw={noDraw} />
      <pixiContainer ref={bubbles}>
        {Array.from({ length: BUBBLES }, (_, i) => (
          <pixiGraphics key={i} draw={drawBubble} x={RING.x - 120 + ((i * 53) % 240)} y={RING.y + RING.radius - ((i * 97) % 320)} scale={0.6 + ((i * 7) % 5) / 6} />
        ))}
      </pixiContainer>
      <pixiText text={stepIcon} anchor={0.5} x={RING.x} y={RING.y - 55} style={{ fontSize: 84 }} />
      <pixiText
        text={phase === 'done' ? 'Clean!' : String(seconds)}
        anchor={0.5}
        x={RING.x}
        y={RING.y + 50}
        style={{ fontFamily: 'Nunito Variable, system-ui, sans-serif', fontSize: phase === 'done' ? 64 : 96, fontWeight: '900', fill: 0x14532d }}
      />
      <pixiText text="🫧" anchor={0.5} x={120} y={400} style={{ fontSize: 72 }} />
      <pixiText text="🚰" anchor={0.5} x={680} y={110} style={{ fontSize: 80 }} />
    </pixiContainer>
  );
}

/** The ring is drawn in the tick, not by React. */
function noDraw() {}

function drawBubble(g: Graphics) {
  g.clear();
  g.circle(0, 0, 12).fill({ color: 0xffffff, alpha: 0.55 }).stroke({ color: 0x7dd3fc, width: 3 });
  g.circle(-4, -4, 3).fill(0xffffff);
}
