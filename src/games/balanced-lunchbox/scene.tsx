// Balanced Lunchbox drawn in Pixi: a picnic-blanket background, the tray's panel, and a bright
// lunchbox with a handle and six compartments: pale while empty, green once packed, and the treat
// compartment pink and dotted, closed on purpose rather than greyed out. A wrong drop shakes its
// compartment in the tick (no React render per frame); points, and confetti for a full box, come
// from the engine's effects layer. The foods, the slots' words and the check marks are the
// overlay's buttons (DOM).
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Graphics } from 'pixi.js';
import { shakeOf } from '../../engine/effects';
import { EffectsLayer, noDraw, useEffectQueue } from '../../engine/effects-layer';
import type { GameSession } from '../../engine/session';
import { slots } from './foods';
import { effectsFor, type LunchboxLayout } from './layout';
import type { LunchboxAction, LunchboxEvent, LunchboxState } from './logic';

type LunchboxSession = GameSession<LunchboxState, LunchboxAction, LunchboxEvent>;

const BACKGROUND = 0xfff7ed;
const CHECK = 0xffedd5;
const BOX = 0x0ea5e9;
const BOX_LINE = 0x075985;
const SLOT_EMPTY = 0xf0f9ff;
const SLOT_LINE = 0x0369a1;
const SLOT_PACKED = 0xdcfce7;
const SLOT_PACKED_LINE = 0x15803d;
const TREAT_FILL = 0xfdf2f8;
const TREAT_LINE = 0xbe185d;

function drawBackground(g: Graphics, layout: LunchboxLayout) {
  const { design, box, trayPanel } = layout;
  g.clear();
  g.rect(-200, -200, design.width + 400, design.height + 400).fill(BACKGROUND);
  // A picnic blanket's checks, faint, behind everything.
  const size = 50;
  for (let y = -200; y < design.height + 200; y += size) {
    for (let x = -200 + ((((y + 200) / size) % 2) * size); x < design.width + 200; x += size * 2) g.rect(x, y, size, size);
  }
  g.fill(CHECK);
  g.roundRect(trayPanel.x, trayPanel.y, trayPanel.width, trayPanel.height, 20).fill({ color: 0xffffff, alpha: 0.9 }).stroke({ color: 0xfed7aa, width: 3 });
  // The handle, then the box over its feet.
  const handleWidth = box.width * 0.36;
  const handleX = box.x + (box.width - handleWidth) / 2;
  g.roundRect(handleX, box.y - 32, handleWidth, 52, 18).stroke({ color: BOX_LINE, width: 12 });
  g.roundRect(handleX, box.y - 32, handleWidth, 52, 18).stroke({ color: BOX, width: 6 });
  g.roundRect(box.x, box.y, box.width, box.height, 26).fill(BOX).stroke({ color: BOX_LINE, width: 4 });
  // A latch on the front edge.
  g.roundRect(box.x + box.width / 2 - 22, box.y + box.height - 10, 44, 16, 6).fill(0xfacc15).stroke({ color: 0xa16207, width: 3 });
}

/** A dotted outline: short dashes along a rectangle's edges. */
function dotted(g: Graphics, rect: { x: number; y: number; width: number; height: number }, inset: number) {
  const x0 = rect.x + inset;
  const y0 = rect.y + inset;
  const x1 = rect.x + rect.width - inset;
  const y1 = rect.y + rect.height - inset;
  const step = 14;
  for (let x = x0 + 8; x < x1 - 8; x += step) g.circle(x, y0, 2.5).circle(x, y1, 2.5);
  for (let y = y0 + 8; y < y1 - 8; y += step) g.circle(x0, y, 2.5).circle(x1, y, 2.5);
  g.fill(TREAT_LINE);
}

/** The compartments, redrawn in the tick while one shakes, else only when the box changes. */
function Compartments({ session, layout, effects, calm }: { session: LunchboxSession; layout: LunchboxLayout; effects: ReturnType<typeof useEffectQueue>; calm: boolean }) {
  const ref = useRef<Graphics>(null);
  const drawn = useRef('');
  useTick(() => {
    const g = ref.current;
    if (!g) return;
    const { packed } = session.store.getState().state;
    const list = effects.list();
    const shakes = slots.map((slot) => shakeOf(list, slot.category, calm));
    const key = `${slots.map((slot) => packed[slot.category] ?? '').join()}|${shakes.map((x) => x.toFixed(1)).join()}|${layout.design.width}`;
    if (key === drawn.current) return;
    drawn.current = key;
    g.clear();
    slots.forEach((slot, index) => {
      const rect = layout.slots[slot.category];
      const x = rect.x + (shakes[index] ?? 0);
      if (slot.category === 'treat') {
        g.roundRect(x, rect.y, rect.width, rect.height, 16).fill(TREAT_FILL).stroke({ color: TREAT_LINE, width: 3 });
        dotted(g, { ...rect, x }, 9);
        return;
      }
      const filled = packed[slot.category] !== undefined;
      g.roundRect(x, rect.y, rect.width, rect.height, 16)
        .fill(filled ? SLOT_PACKED : SLOT_EMPTY)
        .stroke({ color: filled ? SLOT_PACKED_LINE : SLOT_LINE, width: filled ? 5 : 3 });
    });
  });
  return <pixiGraphics ref={ref} draw={noDraw} />;
}

export function LunchboxScene({ session, layout, calm }: { session: LunchboxSession; layout: LunchboxLayout; calm: boolean }) {
  const effects = useEffectQueue(session, (event: LunchboxEvent) => effectsFor(event, layout));
  const isPaused = useCallback(() => session.store.getState().paused, [session]);
  const background = useCallback((g: Graphics) => drawBackground(g, layout), [layout]);
  return (
    <pixiContainer>
      <pixiGraphics draw={background} />
      <Compartments session={session} layout={layout} effects={effects} calm={calm} />
      <EffectsLayer queue={effects} area={layout.design} isPaused={isPaused} calm={calm} />
    </pixiContainer>
  );
}
