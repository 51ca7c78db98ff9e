// Label the Organs drawn in Pixi: a calm background, the tray's panels, a friendly body outline,
// and a rounded spot where each organ goes: dashed-looking and pale while empty, green once
// filled. A wrong drop shakes its spot and a hint outlines one, both in the tick (no React render
// per frame); points, and confetti for a finished board, come from the engine's effects layer.
// The organ pieces, the spots' words and the check marks are the overlay's buttons (DOM).
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Graphics } from 'pixi.js';
import { highlightAlpha, shakeOf } from '../../engine/effects';
import { EffectsLayer, noDraw, useEffectQueue } from '../../engine/effects-layer';
import type { GameSession } from '../../engine/session';
import { BODY_SHAPE, effectsFor, type MapOrganId, type OrgansLayout } from './layout';
import { HINT_MS, rulesOf, type OrgansAction, type OrgansEvent, type OrgansState } from './logic';

type OrgansSession = GameSession<OrgansState, OrgansAction, OrgansEvent>;

const BODY_FILL = 0xdbeafe;
const BODY_LINE = 0x1d4ed8;
const SPOT_EMPTY = 0xffffff;
const SPOT_LINE = 0x1e3a8a;
const SPOT_FILLED = 0xdcfce7;
const SPOT_FILLED_LINE = 0x15803d;
const HINT = 0xf59e0b;

function drawBackground(g: Graphics, layout: OrgansLayout) {
  const { design, body, trayPanels } = layout;
  g.clear();
  g.roundRect(-200, -200, design.width + 400, design.height + 400, 0).fill(0xf0fdf4);
  const at = (x: number, y: number) => ({ x: x * body.scale + body.x, y: y * body.scale + body.y });
  const size = (n: number) => n * body.scale;
  const shape = (rect: { x: number; y: number; width: number; height: number; radius: number }) => {
    const p = at(rect.x, rect.y);
    g.roundRect(p.x, p.y, size(rect.width), size(rect.height), size(rect.radius));
  };
  for (const leg of BODY_SHAPE.legs) shape(leg);
  for (const arm of BODY_SHAPE.arms) shape(arm);
  g.fill(BODY_FILL).stroke({ color: BODY_LINE, width: 3 });
  shape(BODY_SHAPE.torso);
  const neck = at(BODY_SHAPE.neck.x, BODY_SHAPE.neck.y);
  g.rect(neck.x, neck.y, size(BODY_SHAPE.neck.width), size(BODY_SHAPE.neck.height + 4));
  const head = at(BODY_SHAPE.head.x, BODY_SHAPE.head.y);
  g.circle(head.x, head.y, size(BODY_SHAPE.head.radius));
  g.fill(BODY_FILL).stroke({ color: BODY_LINE, width: 3 });
  for (const panel of trayPanels) g.roundRect(panel.x, panel.y, panel.width, panel.height, 20).fill({ color: 0xffffff, alpha: 0.85 }).stroke({ color: 0xbbf7d0, width: 3 });
}

/** The spots, redrawn in the tick while one shakes or a hint shows, else only when the board changes. */
function Spots({ session, layout, effects, calm }: { session: OrgansSession; layout: OrgansLayout; effects: ReturnType<typeof useEffectQueue>; calm: boolean }) {
  const spotsRef = useRef<Graphics>(null);
  const drawn = useRef('');
  useTick(() => {
    const g = spotsRef.current;
    if (!g) return;
    const { state } = session.store.getState();
    const list = effects.list();
    const spots = rulesOf(state).organs as readonly MapOrganId[];
    const shakes = spots.map((spot) => shakeOf(list, spot, calm));
    const hintProgress = state.hint ? 1 - (state.hint.untilMs - state.elapsedMs) / HINT_MS : 0;
    const hintAlpha = state.hint ? highlightAlpha(hintProgress, !calm) : 0;
    const key = `${spots.join()}|${state.placed.join()}|${shakes.map((x) => x.toFixed(1)).join()}|${state.hint?.spot ?? ''}${hintAlpha.toFixed(2)}|${layout.design.width}`;
    if (key === drawn.current) return;
    drawn.current = key;
    g.clear();
    spots.forEach((spot, index) => {
      const rect = layout.spots[spot];
      const x = rect.x + (shakes[index] ?? 0);
      const filled = state.placed.includes(spot);
      g.roundRect(x, rect.y, rect.width, rect.height, 14).fill({ color: filled ? SPOT_FILLED : SPOT_EMPTY, alpha: filled ? 1 : 0.75 }).stroke({ color: filled ? SPOT_FILLED_LINE : SPOT_LINE, width: filled ? 4 : 3, alpha: filled ? 1 : 0.6 });
      if (state.hint?.spot === spot) g.roundRect(x - 7, rect.y - 7, rect.width + 14, rect.height + 14, 18).stroke({ color: HINT, width: 8, alpha: hintAlpha });
    });
  });
  return <pixiGraphics ref={spotsRef} draw={noDraw} />;
}

export function OrgansScene({ session, layout, calm }: { session: OrgansSession; layout: OrgansLayout; calm: boolean }) {
  const effects = useEffectQueue(session, (event: OrgansEvent) => effectsFor(event, layout));
  const isPaused = useCallback(() => session.store.getState().paused, [session]);
  const background = useCallback((g: Graphics) => drawBackground(g, layout), [layout]);
  return (
    <pixiContainer>
      <pixiGraphics draw={background} />
      <Spots session={session} layout={layout} effects={effects} calm={calm} />
      <EffectsLayer queue={effects} area={layout.design} isPaused={isPaused} calm={calm} />
    </pixiContainer>
  );
}
