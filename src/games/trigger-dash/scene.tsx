// Trigger Dash drawn in Pixi: a sunny park where icons pop up in bubbles, each with a ring that
// runs down as its time runs out; a time bar along the top; +1 and -1 floating up from each tap.
// With reduced motion nothing pops, drifts or floats, and the rings run down in quarters.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTick } from '@pixi/react';
import type { Container, Graphics, Text } from 'pixi.js';
import { useStore } from 'zustand';
import type { GameSession } from '../../engine/session';
import {
  ARENA_HEIGHT,
  ARENA_WIDTH,
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

export const DESIGN = { width: ARENA_WIDTH, height: ARENA_HEIGHT } as const;
/** The radius of an icon's bubble, in design pixels (the overlay's buttons match it). */
export const BUBBLE_RADIUS = 46;
const FONT = 'Nunito Variable, system-ui, sans-serif';
const INK = 0x1f2937;
const SELECTED = 0x1e3a8a;
const POP_MS = 180;
const FLOAT_MS = 700;

type DashSession = GameSession<TriggerDashState, TriggerDashAction, TriggerDashEvent>;

/** An icon's centre in design pixels. */
export function itemCentre(item: Pick<Item, 'left' | 'top'>): { x: number; y: number } {
  return { x: (item.left / 100) * ARENA_WIDTH, y: (item.top / 100) * ARENA_HEIGHT };
}

/** The park reaches past the design size, so that a panel a little wider or taller than it shows more park, not a border. */
function drawPark(g: Graphics) {
  g.clear();
  g.rect(-400, -300, ARENA_WIDTH + 800, ARENA_HEIGHT + 600).fill(0xdbeafe);
  g.circle(700, 86, 44).fill(0xfde68a);
  g.circle(700, 86, 30).fill(0xfcd34d);
  g.ellipse(170, 540, 330, 150).fill(0xbbf7d0);
  g.ellipse(640, 560, 380, 170).fill(0x86efac);
  g.ellipse(400, 600, 520, 160).fill(0x4ade80);
  g.rect(-400, ARENA_HEIGHT, ARENA_WIDTH + 800, 300).fill(0x4ade80);
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

function Clouds({ calm }: { calm: boolean }) {
  const layer = useRef<Container>(null);
  useTick((ticker) => {
    if (calm || !layer.current) return;
    layer.current.children.forEach((cloud, index) => {
      cloud.x += (clouds[index]?.speed ?? 0.01) * ticker.deltaMS;
      if (cloud.x > ARENA_WIDTH + 120) cloud.x = -190;
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
function TimeBar({ session, calm }: { session: DashSession; calm: boolean }) {
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
    g.roundRect(24, 16, ARENA_WIDTH - 48, 16, 8).fill({ color: 0xffffff, alpha: 0.85 });
    if (fraction > 0) {
      const colour = left <= 5_000 ? 0xf43f5e : left <= 10_000 ? 0xf59e0b : 0x22c55e;
      g.roundRect(24, 16, Math.max(16, (ARENA_WIDTH - 48) * fraction), 16, 8).fill(colour);
    }
  });
  return <pixiGraphics ref={bar} draw={noDraw} />;
}

/** A Graphics drawn in the tick instead of by React. */
function noDraw() {}

function drawBubble(g: Graphics) {
  g.clear();
  g.circle(3, 6, BUBBLE_RADIUS).fill({ color: 0x1e3a8a, alpha: 0.15 });
  g.circle(0, 0, BUBBLE_RADIUS).fill(0xffffff).stroke({ color: 0xbfdbfe, width: 4 });
}

/**
 * One icon in its bubble. The ring of life left is redrawn in the tick from the store's clock, so
 * the icon re-renders in React only when it is selected or deselected.
 */
function ItemSprite({ session, item, selected, calm }: { session: DashSession; item: Item; selected: boolean; calm: boolean }) {
  const { x, y } = itemCentre(item);
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

interface Burst {
  key: number;
  x: number;
  y: number;
  points: number;
  safe: boolean;
}

function BurstText({ burst, calm, onDone }: { burst: Burst; calm: boolean; onDone: (key: number) => void }) {
  const text = useRef<Text>(null);
  const age = useRef(0);
  useTick((ticker) => {
    const node = text.current;
    if (!node) return;
    age.current += ticker.deltaMS;
    if (!calm) {
      node.y = burst.y - 30 - age.current * 0.06;
      node.alpha = Math.max(0, 1 - age.current / FLOAT_MS);
    }
    if (age.current >= FLOAT_MS) onDone(burst.key);
  });
  const label = burst.points > 0 ? `+${burst.points} ✓` : burst.points < 0 ? `${burst.points} ✗` : burst.safe ? '✓' : '✗';
  return (
    <pixiText
      ref={text}
      text={label}
      anchor={0.5}
      x={burst.x}
      y={burst.y - 30}
      style={{ fontFamily: FONT, fontSize: 40, fontWeight: '900', fill: burst.safe ? 0x15803d : 0xbe123c, stroke: { color: 0xffffff, width: 6 } }}
    />
  );
}

/** The +1 / -1 that float up from each tapped icon. */
function Bursts({ session, calm }: { session: DashSession; calm: boolean }) {
  const [bursts, setBursts] = useState<Burst[]>([]);
  useEffect(
    () =>
      session.onEvents((events) => {
        const tapped = events.flatMap((event) => (event.type === 'tapped' ? [event] : []));
        if (tapped.length === 0) return;
        setBursts((now) => [
          ...now,
          ...tapped.map((event) => ({ key: event.item.id, ...itemCentre(event.item), points: event.points, safe: event.item.type === 'safe' })),
        ]);
      }),
    [session],
  );
  const done = useCallback((key: number) => setBursts((now) => now.filter((burst) => burst.key !== key)), []);
  return (
    <pixiContainer>
      {bursts.map((burst) => (
        <BurstText key={burst.key} burst={burst} calm={calm} onDone={done} />
      ))}
    </pixiContainer>
  );
}

const headline = { fontFamily: FONT, fontWeight: '900', fill: INK, stroke: { color: 0xffffff, width: 8 } } as const;

/**
 * Before and after a game: a title at the top, the four safe icons down the left and the four
 * triggers down the right (beside the instructions card), and the score in the middle at the end.
 */
function Showcase({ ended, score }: { ended: boolean; score: number }) {
  const middle = ended ? `Score ${score}` : 'Ready?';
  return (
    <pixiContainer>
      <pixiText text={ended ? "Time's up!" : '⚡ Trigger Dash ⚡'} anchor={0.5} x={ARENA_WIDTH / 2} y={82} style={{ ...headline, fontSize: 50 }} />
      <pixiText text={middle} anchor={0.5} x={ARENA_WIDTH / 2} y={270} style={{ ...headline, fontSize: 84, fill: 0x166534 }} />
      {[safeKinds, triggerKinds].map((column, columnIndex) =>
        column.map((kind, index) => (
          <pixiText key={kind} text={itemKinds[kind].emoji} anchor={0.5} x={columnIndex ? 718 : 82} y={150 + index * 88} style={{ fontSize: 56 }} />
        )),
      )}
    </pixiContainer>
  );
}

/** The park. Subscribes only to what changes a few times a second (the icons, the selection, the phase); the clock is read in the ticks. */
export function TriggerDashScene({ session, calm }: { session: DashSession; calm: boolean }) {
  const phase = useStore(session.store, (view) => view.state.phase);
  const items = useStore(session.store, (view) => view.state.items);
  const selectedId = useStore(session.store, (view) => view.state.selectedId);
  const score = useStore(session.store, (view) => view.state.score);
  // The game panel's rounded corners and edges (CSS) clip the clouds and hills: no Pixi mask needed.
  return (
    <pixiContainer>
      <pixiGraphics draw={drawPark} />
      <Clouds calm={calm} />
      <TimeBar session={session} calm={calm} />
      {phase === 'playing' ? (
        items.map((item) => <ItemSprite key={item.id} session={session} item={item} selected={item.id === selectedId} calm={calm} />)
      ) : (
        <Showcase ended={phase === 'ended'} score={score} />
      )}
      <Bursts session={session} calm={calm} />
    </pixiContainer>
  );
}
