// The Emotion Wheel drawn in Pixi: eight coloured slices with a face and a name each; the chosen
// slice grows out of the wheel (at once with reduced motion, else with a short ease).
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { GAME_FONT } from '../../engine/design';
import type { SessionView } from '../../engine/session';
import {
  SLICE_ICON_CHOSEN_SIZE,
  SLICE_ICON_OFFSET,
  SLICE_ICON_SIZE,
  SLICE_NAME_OFFSET,
  SLICE_NAME_SIZE,
  sliceCentre,
  type WheelLayout,
} from './layout';
import { emotions, sliceAngles, SLICE_TEXT_COLOUR, type WheelState } from './logic';

const POP_OUT = 22;

interface SliceProps {
  index: number;
  layout: WheelLayout;
  selected: boolean;
  focused: boolean;
  calm: boolean;
}

function Slice({ index, layout, selected, focused, calm }: SliceProps) {
  const { wheel } = layout;
  const emotion = emotions[index];
  const { start, end, middle } = sliceAngles(index, emotions.length);
  const container = useRef<Container>(null);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.moveTo(0, 0).arc(0, 0, wheel.radius, start, end).closePath().fill(emotion?.colour ?? 0xffffff).stroke({ color: 0xffffff, width: 6 });
      if (focused) g.moveTo(0, 0).arc(0, 0, wheel.radius - 8, start + 0.03, end - 0.03).closePath().stroke({ color: SLICE_TEXT_COLOUR, width: 5 });
    },
    [emotion, start, end, focused, wheel.radius],
  );
  const target = selected ? POP_OUT : 0;
  useTick((ticker) => {
    const slice = container.current;
    if (!slice) return;
    const now = Math.hypot(slice.x - wheel.x, slice.y - wheel.y);
    if (Math.abs(now - target) < 0.01) return;
    const next = calm ? target : now + (target - now) * Math.min(1, ticker.deltaMS / 90);
    slice.x = wheel.x + Math.cos(middle) * next;
    slice.y = wheel.y + Math.sin(middle) * next;
  });
  const label = sliceCentre(index, layout);
  if (!emotion) return null;
  return (
    <pixiContainer ref={container} x={wheel.x} y={wheel.y}>
      <pixiGraphics draw={draw} />
      <pixiText
        text={emotion.icon}
        anchor={0.5}
        x={label.x - wheel.x}
        y={label.y - wheel.y + SLICE_ICON_OFFSET}
        style={{ fontSize: selected ? SLICE_ICON_CHOSEN_SIZE : SLICE_ICON_SIZE }}
      />
      <pixiText
        text={emotion.name}
        anchor={0.5}
        x={label.x - wheel.x}
        y={label.y - wheel.y + SLICE_NAME_OFFSET}
        style={{ fontFamily: GAME_FONT, fontSize: SLICE_NAME_SIZE, fontWeight: '800', fill: SLICE_TEXT_COLOUR }}
      />
    </pixiContainer>
  );
}

const drawHub = (g: Graphics) => {
  g.clear();
  g.circle(0, 0, 52).fill(0xffffff).stroke({ color: 0xe5e7eb, width: 4 });
};

export function EmotionWheelScene({ store, layout, calm }: { store: StoreApi<SessionView<WheelState>>; layout: WheelLayout; calm: boolean }) {
  const state = useStore(store, (view) => view.state);
  const chosen = emotions.find((emotion) => emotion.id === state.selectedId);
  const { wheel } = layout;
  return (
    <pixiContainer>
      {emotions.map((emotion, index) => (
        <Slice key={emotion.id} index={index} layout={layout} selected={emotion.id === state.selectedId} focused={index === state.focusIndex} calm={calm} />
      ))}
      <pixiGraphics draw={drawHub} x={wheel.x} y={wheel.y} />
      <pixiText text={chosen?.icon ?? '💭'} anchor={0.5} x={wheel.x} y={wheel.y} style={{ fontSize: 54 }} />
    </pixiContainer>
  );
}
