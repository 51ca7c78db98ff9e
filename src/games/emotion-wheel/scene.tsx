// The Emotion Wheel drawn in Pixi: five coloured slices with a face and a name each; the chosen
// slice grows out of the wheel (at once with reduced motion, else with a short ease).
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionView } from '../../engine/session';
import { emotions, sliceAngles, SLICE_TEXT_COLOUR, type WheelState } from './logic';

export const DESIGN = { width: 800, height: 500 } as const;
export const WHEEL = { x: 400, y: 250, radius: 220 } as const;
const POP_OUT = 22;

/** Where slice `index`'s face and name sit, in design pixels (the overlay puts its button there). */
export function sliceCentre(index: number): { x: number; y: number } {
  const { middle } = sliceAngles(index, emotions.length);
  return { x: WHEEL.x + Math.cos(middle) * WHEEL.radius * 0.62, y: WHEEL.y + Math.sin(middle) * WHEEL.radius * 0.62 };
}

function Slice({ index, selected, focused, calm }: { index: number; selected: boolean; focused: boolean; calm: boolean }) {
  const emotion = emotions[index];
  const { start, end, middle } = sliceAngles(index, emotions.length);
  const container = useRef<Container>(null);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.moveTo(0, 0).arc(0, 0, WHEEL.radius, start, end).closePath().fill(emotion?.colour ?? 0xffffff).stroke({ color: 0xffffff, width: 6 });
      if (focused) g.moveTo(0, 0).arc(0, 0, WHEEL.radius - 8, start + 0.03, end - 0.03).closePath().stroke({ color: SLICE_TEXT_COLOUR, width: 5 });
    },
    [emotion, start, end, focused],
  );
  const target = selected ? POP_OUT : 0;
  useTick((ticker) => {
    const slice = container.current;
    if (!slice) return;
    const now = Math.hypot(slice.x - WHEEL.x, slice.y - WHEEL.y);
    if (Math.abs(now - target) < 0.01) return;
    const next = calm ? target : now + (target - now) * Math.min(1, ticker.deltaMS / 90);
    slice.x = WHEEL.x + Math.cos(middle) * next;
    slice.y = WHEEL.y + Math.sin(middle) * next;
  });
  const label = sliceCentre(index);
  if (!emotion) return null;
  return (
    <pixiContainer ref={container} x={WHEEL.x} y={WHEEL.y}>
      <pixiGraphics draw={draw} />
      <pixiText text={emotion.icon} anchor={0.5} x={label.x - WHEEL.x} y={label.y - WHEEL.y - 22} style={{ fontSize: selected ? 64 : 52 }} />
      <pixiText
        text={emotion.name}
        anchor={0.5}
        x={label.x - WHEEL.x}
        y={label.y - WHEEL.y + 30}
        style={{ fontFamily: 'Nunito Variable, system-ui, sans-serif', fontSize: 28, fontWeight: '800', fill: SLICE_TEXT_COLOUR }}
      />
    </pixiContainer>
  );
}

const drawHub = (g: Graphics) => {
  g.clear();
  g.circle(WHEEL.x, WHEEL.y, 52).fill(0xffffff).stroke({ color: 0xe5e7eb, width: 4 });
};

export function EmotionWheelScene({ store, calm }: { store: StoreApi<SessionView<WheelState>>; calm: boolean }) {
  const state = useStore(store, (view) => view.state);
  const chosen = emotions.find((emotion) => emotion.id === state.selectedId);
  return (
    <pixiContainer>
      {emotions.map((emotion, index) => (
        <Slice key={emotion.id} index={index} selected={emotion.id === state.selectedId} focused={index === state.focusIndex} calm={calm} />
      ))}
      <pixiGraphics draw={drawHub} />
      <pixiText text={chosen?.icon ?? '💭'} anchor={0.5} x={WHEEL.x} y={WHEEL.y} style={{ fontSize: 54 }} />
    </pixiContainer>
  );
}
