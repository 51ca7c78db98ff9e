// Trigger Dash drawn in Pixi: a sunny park where icons pop up in bubbles, each with a ring that
// runs down as its time runs out; a time bar along the top; +1 and -1 floating up from each tap,
// and confetti for a good game (the engine's effects layer). With reduced motion nothing pops,
// drifts, floats or falls, and the rings run down in quarters.
import { useCallback, useRef } from 'react';
import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useStore } from 'zustand';
import { GAME_FONT } from '../../engine/design';
import { EffectsLayer, noDraw, useEffectQueue } from '../../engine/effects-layer';
import type { GameSession } from '../../engine/session';
import { BUBBLE_RADIUS, effectsFor, type DashLayout } from './layout';
import {
  gameMs,
  iconLifetimeMs,
  itemKinds,
  safeKinds,
  triggerKinds,
  type Item,
  type TriggerDashAction,
  type TriggerDashEvent,
  type TriggerDashState,
} from './logic';

const INK = 0x1f2937;
const SELECTED = 0x1e3a8a;
const POP_MS = 180;

type DashSession = GameSession<TriggerDashState, TriggerDashAction, TriggerDashEvent>;

/** The park reaches past the design size, so that a panel a little wider or taller than it shows more park, not a border. */
function drawPark(g: Graphics, { design, sun }: DashLayout) {
  const { width, height } = design;
  g.clear();
  g.rect(-400, -300, width + 800, height + 600).fill(0xdbeafe);
  g.circle(sun.x, sun.y, 44).fill(0xfde68a);
  g.circle(sun.x, sun.y, 30).fill(0xfcd34d);
  g.ellipse(width * 0.21, height + 40, width * 0.41, 150).fill(0xbbf7d0);
  g.ellipse(width * 0.8, height + 60, width * 0.48, 170).fill(0x86efac);
  g.ellipse(width / 2, height + 100, width * 0.65, 160).fill(0x4ade80);
  g.rect(-400, height, width + 800, 300).fill(0x4ade80);
}

function drawCloud(g: Graphics) {
  g.clear();
  g.circle(0, 0, 26).fill({ color: 0xffffff, alpha: 0.9 });
  g.circle(30, -10, 32).fill({ color: 0xffffff, alpha: 0.9 });
  g.circle(62, 2, 24).fill({ color: 0xffffff, alpha: 0.9 });
  g.roundRect(-8, 0, 80, 24, 12).fill({ color: 0xffffff, alpha: 0.9 });
}

const clouds = [
  { x: 90, y: 110, speed: 0.008 },
  { x: 380, y: 70, speed: 0.012 },
  { x: 560, y: 170, speed: 0.006 },
];

function Clouds({ calm, width }: { calm: boolean; width: number }) {
  const layer = useRef<Container>(null);
  useTick((ticker) => {
    if (calm || !layer.current) return;
    layer.current.children.forEach((cloud, index) => {
      cloud.x += (clouds[index]?.speed ?? 0.01) * ticker.deltaMS;
      if (cloud.x > width + 120) cloud.x = -190;
    });
  });
  return (
    <pixiContainer ref={layer}>
      {clouds.map((cloud) => (
        <pixiGraphics key={cloud.x} draw={drawCloud} x={cloud.x} y={cloud.y} />
      ))}
    </pixiContainer>
  );
}

/** Time left along the top, redrawn in the tick from the store: no React render per frame. */
function TimeBar({ session, calm, width }: { session: DashSession; calm: boolean; width: number }) {
  const bar = useRef<Graphics>(null);
  const drawn = useRef(-1);
  useTick(() => {
    const g = bar.current;
    if (!g) return;
    const { timeLeftMs: left, options } = session.store.getState().state;
    // With reduced motion the bar shortens once a second instead of gliding.
    const shown = calm ? Math.ceil(left / 1000) * 1000 : left;
    if (shown === drawn.current) return;
    drawn.current = shown;
    const total = gameMs(options);
    const fraction = total > 0 ? Math.min(1, shown / total) : 0;
    g.clear();
    g.roundRect(24, 16, width - 48, 16, 8).fill({ color: 0xffffff, alpha: 0.85 });
    if (fraction > 0) {
      const colour = left <= 5_000 ? 0xf43f5e : left <= 10_000 ? 0xf59e0b : 0x22c55e;
      g.roundRect(24, 16, Math.max(16, (width - 48) * fraction), 16, 8).fill(colour);
    }
  });
  return <pixiGraphics ref={bar} draw={noDraw} />;
}

function drawBubble(g: Graphics) {
  g.clear();
  g.circle(3, 6, BUBBLE_RADIUS).fill({ color: 0x1e3a8a, alpha: 0.15 });
  g.circle(0, 0, BUBBLE_RADIUS).fill(0xffffff).stroke({ color: 0xbfdbfe, width: 4 });
}

/**
 * One icon in its bubble. The ring of life left is redrawn in the tick from the store's clock, so
 * the icon re-renders in React only when it is selected or deselected.
 */
function ItemSprite({ session, item, layout, selected, calm }: { session: DashSession; item: Item; layout: DashLayout; selected: boolean; calm: boolean }) {
  const { x, y } = layout.place(item);
  const sprite = useRef<Container>(null);
  const ring = useRef<Graphics>(null);
  const popped = useRef(0);
  const drawnLife = useRef(-1);

  useTick((ticker) => {
    const node = sprite.current;
    const g = ring.current;
    if (!node || !g) return;
    if (popped.current < POP_MS) {
      popped.current = calm ? POP_MS : popped.current + ticker.deltaMS;
      const t = Math.min(1, popped.current / POP_MS);
      // A little overshoot, like a bubble popping into place.
      node.scale.set(t >= 1 ? 1 : 0.4 + 0.75 * t - 0.15 * t * t);
    }
    const { elapsedMs, options } = session.store.getState().state;
    // Life left, 1 → 0; with reduced motion it drops in quarters instead of sweeping.
    const exact = Math.max(0, 1 - (elapsedMs - item.bornMs) / iconLifetimeMs(options));
    const life = calm ? Math.ceil(exact * 4) / 4 : Math.round(exact * 200) / 200;
    if (life === drawnLife.current) return;
    drawnLife.current = life;
    g.clear();
    if (life > 0) {
      const start = -Math.PI / 2;
      g.moveTo(0, -BUBBLE_RADIUS - 7);
      g.arc(0, 0, BUBBLE_RADIUS + 7, start, start + life * Math.PI * 2).stroke({ color: life > 0.3 ? 0x0ea5e9 : 0xf59e0b, width: 7, cap: 'round' });
    }
  });

  const drawSelection = useCallback(
    (g: Graphics) => {
      g.clear();
      if (selected) g.circle(0, 0, BUBBLE_RADIUS + 17).stroke({ color: SELECTED, width: 6 });
    },
    [selected],
  );

  return (
    <pixiContainer ref={sprite} x={x} y={y} scale={calm ? 1 : 0.4}>
      <pixiGraphics draw={drawBubble} />
      <pixiGraphics ref={ring} draw={noDraw} />
      <pixiGraphics draw={drawSelection} />
      <pixiText text={itemKinds[item.kind].emoji} anchor={0.5} style={{ fontSize: 54 }} />
    </pixiContainer>
  );
}

const headline = { fontFamily: GAME_FONT, fontWeight: '900', fill: INK, stroke: { color: 0xffffff, width: 8 } } as const;

/**
 * Before and after a game: a title at the top, the four safe icons and the four triggers on their
 * own lines (beside the instructions card), and the score in the middle at the end.
 */
function Showcase({ layout, ended, score }: { layout: DashLayout; ended: boolean; score: number }) {
  const { title, middle, showcase } = layout;
  const columns = [
    { kinds: safeKinds, spots: showcase.safe },
    { kinds: triggerKinds, spots: showcase.trigger },
  ];
  return (
    <pixiContainer>
      <pixiText text={ended ? "Time's up!" : '⚡ Trigger Dash ⚡'} anchor={0.5} x={title.x} y={title.y} style={{ ...headline, fontSize: title.size }} />
      <pixiText text={ended ? `Score ${score}` : 'Ready?'} anchor={0.5} x={middle.x} y={middle.y} style={{ ...headline, fontSize: middle.size, fill: 0x166534 }} />
      {columns.map(({ kinds, spots }) =>
        kinds.map((kind, index) => <pixiText key={kind} text={itemKinds[kind].emoji} anchor={0.5} x={spots[index]?.x ?? 0} y={spots[index]?.y ?? 0} style={{ fontSize: 56 }} />),
      )}
    </pixiContainer>
  );
}

/** The park. Subscribes only to what changes a few times a second (the icons, the selection, the phase); the clock is read in the ticks. */
export function TriggerDashScene({ session, layout, calm }: { session: DashSession; layout: DashLayout; calm: boolean }) {
  const phase = useStore(session.store, (view) => view.state.phase);
  const items = useStore(session.store, (view) => view.state.items);
  const selectedId = useStore(session.store, (view) => view.state.selectedId);
  const score = useStore(session.store, (view) => view.state.score);
  const effects = useEffectQueue(session, (event: TriggerDashEvent) => effectsFor(event, layout));
  const isPaused = useCallback(() => session.store.getState().paused, [session]);
  const drawBackground = useCallback((g: Graphics) => drawPark(g, layout), [layout]);
  // The game panel's rounded corners and edges (CSS) clip the clouds and hills: no Pixi mask needed.
  return (
    <pixiContainer>
      <pixiGraphics draw={drawBackground} />
      <Clouds calm={calm} width={layout.design.width} />
      <TimeBar session={session} calm={calm} width={layout.design.width} />
      {phase === 'playing' ? (
        items.map((item) => <ItemSprite key={item.id} session={session} item={item} layout={layout} selected={item.id === selectedId} calm={calm} />)
      ) : (
        <Showcase layout={layout} ended={phase === 'ended'} score={score} />
      )}
      <EffectsLayer queue={effects} area={layout.design} isPaused={isPaused} calm={calm} />
    </pixiContainer>
  );
}
