// Career Match drawn in Pixi: a soft clinic-blue background with a faint cross pattern, the tool
// tray's panel, and a card for each role: white with a coloured top band while waiting, green once
// matched. A wrong match shakes its card in the tick (no React render per frame); points and
// confetti come from the engine's effects layer. The tools, the people, names and check marks are
// the overlay's buttons (DOM).
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Graphics } from 'pixi.js';
import { shakeOf } from '../../engine/effects';
import { EffectsLayer, noDraw, useEffectQueue } from '../../engine/effects-layer';
import type { GameSession } from '../../engine/session';
import { cardsFor, effectsFor, type CareersLayout } from './layout';
import type { CareersAction, CareersEvent, CareersState } from './logic';

type CareersSession = GameSession<CareersState, CareersAction, CareersEvent>;

const BACKGROUND = 0xeff6ff;
const CROSS = 0xdbeafe;
const CARD = 0xffffff;
const CARD_LINE = 0x1e40af;
const BAND = 0xbfdbfe;
const MATCHED = 0xdcfce7;
const MATCHED_LINE = 0x15803d;

function drawBackground(g: Graphics, layout: CareersLayout) {
  const { design, trayPanel } = layout;
  g.clear();
  g.rect(-200, -200, design.width + 400, design.height + 400).fill(BACKGROUND);
  // Faint plus signs, like a clinic's wallpaper.
  for (let y = -180; y < design.height + 200; y += 60) {
    for (let x = -180 + (((y + 180) / 60) % 2) * 30; x < design.width + 200; x += 60) g.rect(x - 9, y - 3, 18, 6).rect(x - 3, y - 9, 6, 18);
  }
  g.fill(CROSS);
  g.roundRect(trayPanel.x, trayPanel.y, trayPanel.width, trayPanel.height, 20).fill({ color: 0xffffff, alpha: 0.9 }).stroke({ color: 0x93c5fd, width: 3 });
}

/** The role cards, redrawn in the tick while one shakes, else only when the round or its matches change. */
function Cards({ session, layout, effects, calm }: { session: CareersSession; layout: CareersLayout; effects: ReturnType<typeof useEffectQueue>; calm: boolean }) {
  const ref = useRef<Graphics>(null);
  const drawn = useRef('');
  useTick(() => {
    const g = ref.current;
    if (!g) return;
    const { roles, matched } = session.store.getState().state;
    const list = effects.list();
    const shakes = roles.map((role) => shakeOf(list, role, calm));
    const key = `${roles.join()}|${matched.join()}|${shakes.map((x) => x.toFixed(1)).join()}|${layout.design.width}`;
    if (key === drawn.current) return;
    drawn.current = key;
    g.clear();
    const cards = cardsFor(layout, roles.length);
    roles.forEach((role, index) => {
      const rect = cards[index];
      if (!rect) return;
      const x = rect.x + (shakes[index] ?? 0);
      const done = matched.includes(role);
      g.roundRect(x, rect.y, rect.width, rect.height, 18).fill(done ? MATCHED : CARD).stroke({ color: done ? MATCHED_LINE : CARD_LINE, width: done ? 5 : 3, alpha: done ? 1 : 0.7 });
      if (!done) g.roundRect(x + 6, rect.y + 6, rect.width - 12, 20, 10).fill(BAND);
    });
  });
  return <pixiGraphics ref={ref} draw={noDraw} />;
}

export function CareersScene({ session, layout, calm }: { session: CareersSession; layout: CareersLayout; calm: boolean }) {
  const effects = useEffectQueue(session, (event: CareersEvent) => {
    const { roles } = session.store.getState().state;
    const cards = cardsFor(layout, roles.length);
    return effectsFor(event, (role) => cards[roles.indexOf(role as CareersState['roles'][number])]);
  });
  const isPaused = useCallback(() => session.store.getState().paused, [session]);
  const background = useCallback((g: Graphics) => drawBackground(g, layout), [layout]);
  return (
    <pixiContainer>
      <pixiGraphics draw={background} />
      <Cards session={session} layout={layout} effects={effects} calm={calm} />
      <EffectsLayer queue={effects} area={layout.design} isPaused={isPaused} calm={calm} />
    </pixiContainer>
  );
}
