// Balanced Lunchbox's accessible twin of the scene: every food in the tray and every slot in the
// box is a real button (the engine's pick-and-place overlay: drag, tap then tap, or the keyboard),
// with the panels, the status bar and the held food's fact around the play area.
import { useStore } from 'zustand';
import { HowToPlayPanel, ResultsPanel } from '../../engine/panels';
import { PickPlaceOverlay, type PieceSpec, type ZoneSpec } from '../../engine/pick-place-overlay';
import { routePickPlace } from '../../engine/pick-place';
import { secondsLeft } from '../../engine/phases';
import type { GameSession, SessionView } from '../../engine/session';
import { useFields } from '../../engine/use-game';
import { StatusBar } from '../../engine/status-bar';
import { endMessage, LESSON, slotName } from './copy';
import { foods, slots, type FoodId, type Slot, type SlotCategory } from './foods';
import type { LunchboxLayout } from './layout';
import { BONUS, GAME_MS, groupsPacked, MISTAKE_PENALTY, POINTS, trayOf, type LunchboxAction, type LunchboxEvent, type LunchboxState } from './logic';
import { FoodPicture, SlotPicture } from './pictures';

export type LunchboxSession = GameSession<LunchboxState, LunchboxAction, LunchboxEvent>;

/** What the overlay shows of the state: changes only when something is packed or the game moves on. */
function usePlayArea(session: LunchboxSession) {
  return useStore(
    session.store,
    useFields((view: SessionView<LunchboxState>) => ({ phase: view.state.phase, foods: view.state.foods, packed: view.state.packed, full: view.state.bonus, paused: view.paused })),
  );
}

/** What a slot shows: its group's picture and name, the food packed in it, or the treat slot's note. */
function SlotFace({ slot, packed, type }: { slot: Slot; packed: FoodId | undefined; type: LunchboxLayout['type'] }) {
  if (slot.category === 'treat') {
    // Inside the dotted edge the scene draws; the third line only where the slot is large enough.
    return (
      <span className="flex h-full w-full flex-col items-center justify-center gap-0.5 p-4 text-center leading-tight text-coral-700">
        <span className="shrink-0">
          <SlotPicture slot="treat" size={type.slotPicture * 0.7} />
        </span>
        <span className={`font-extrabold ${type.text}`}>{slot.label}</span>
        <span className={`font-bold ${type.note}`}>Empty on purpose</span>
        {type.showNote && <span className="text-xs font-semibold">Treats are sometimes foods</span>}
      </span>
    );
  }
  if (packed) {
    return (
      <span className={`flex h-full w-full flex-col items-center justify-center gap-1 px-1 text-center font-extrabold leading-tight text-leaf-900 ${type.text}`}>
        <span className="flex items-center gap-1">
          <FoodPicture food={packed} size={type.slotPicture} />
          <span className="text-3xl">✓</span>
        </span>
        <span>{foods[packed].name}</span>
        <span className={`font-bold ${type.note}`}>{slot.label}</span>
      </span>
    );
  }
  return (
    <span className={`flex h-full w-full flex-col items-center justify-center gap-1 font-extrabold text-sky-700 ${type.text}`}>
      <span className="opacity-60">
        <SlotPicture slot={slot.category} size={type.slotPicture} />
      </span>
      <span className="rounded-full bg-white/90 px-2">{slot.label}</span>
    </span>
  );
}

/** How to play, shown before the game and read aloud by R and the game's Listen. */
export function directions(relaxed: boolean): string[] {
  const seconds = (GAME_MS / 1000) * (relaxed ? 2 : 1);
  return [
    'Pack a balanced lunchbox: put one food in each food-group slot, for protein, grain, fruit, vegetable and dairy.',
    'Drag a food to its slot, or tap the food and then tap the slot. With a keyboard: Tab to a food, Enter to pick it up, arrow keys and Tab to a slot, Enter to place it, Escape to put it back. P pauses.',
    `Right slot: +${POINTS}. Wrong slot: −${MISTAKE_PENALTY} (your score never goes below 0). Fill all five food groups for a +${BONUS} bonus!`,
    `Treats are sometimes foods, so the treat slot stays empty on purpose. You have ${seconds} seconds.`,
  ];
}

export function LunchboxPlayArea({ session, layout, onHeld }: { session: LunchboxSession; layout: LunchboxLayout; onHeld: (food: FoodId | null) => void }) {
  const area = usePlayArea(session);
  if (area.phase !== 'playing') return null;

  const pieceSpecs: PieceSpec[] = trayOf(area).flatMap((food) => {
    const rect = layout.tray[area.foods.indexOf(food)];
    if (!rect) return [];
    return [
      {
        id: food,
        name: foods[food].name,
        rect,
        movable: true,
        description: foods[food].fact,
        children: (
          <span
            className={`flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-2xl border-2 border-leaf-700 bg-white px-1 text-center font-extrabold leading-tight text-ink shadow-sm ${layout.type.text}`}
          >
            <FoodPicture food={food} size={layout.type.picture} />
            {foods[food].name}
          </span>
        ),
      },
    ];
  });

  const zoneSpecs: ZoneSpec[] = slots.map((slot) => {
    const packed = area.packed[slot.category];
    return {
      id: slot.category,
      name: slotName(slot.category, packed),
      rect: layout.slots[slot.category],
      filled: packed !== undefined,
      description: packed === undefined ? slot.about : undefined,
      children: <SlotFace slot={slot} packed={packed} type={layout.type} />,
    };
  });

  const onAction = routePickPlace<FoodId, SlotCategory>({
    held: onHeld,
    pick: (food) => session.dispatch({ type: 'pick', food }),
    place: (food, slot) => session.dispatch({ type: 'place', food, slot }),
    cancel: (food) => session.dispatch({ type: 'cancel', food }),
  });

  return (
    <PickPlaceOverlay label="Lunchbox" piecesLabel="Foods" zonesLabel="Lunchbox slots" pieces={pieceSpecs} zones={zoneSpecs} onAction={onAction} disabled={area.paused || area.full} />
  );
}

/** Score, food groups packed and time left. */
export function LunchboxStatus({ session }: { session: LunchboxSession }) {
  const view = useStore(
    session.store,
    useFields((v: SessionView<LunchboxState>) => ({ score: v.state.score, groups: groupsPacked(v.state), seconds: secondsLeft(v.state.timeLeftMs), timed: Number.isFinite(v.state.timeLeftMs) })),
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBar score={view.score} timeLeftMs={view.timed ? view.seconds * 1000 : null} />
      <p className="game-status-pill rounded-full bg-sun-100 px-4 py-1 text-lg font-bold text-ink sm:text-xl">Food groups packed: {view.groups} of 5</p>
    </div>
  );
}

/** The food in hand and one true thing about it, under the play area (so that the play area never moves). */
export function FoodFact({ session, held }: { session: LunchboxSession; held: FoodId | null }) {
  const playing = useStore(session.store, (view) => view.state.phase === 'playing');
  if (!playing || !held) return null;
  return (
    <p className="text-lg">
      <span className="font-extrabold">{foods[held].name}:</span> {foods[held].fact}
    </p>
  );
}

export function LunchboxPanels({ session }: { session: LunchboxSession }) {
  const view = useStore(
    session.store,
    useFields((v: SessionView<LunchboxState>) => ({
      phase: v.state.phase,
      score: v.state.score,
      groups: groupsPacked(v.state),
      bonus: v.state.bonus,
      end: v.state.end,
      seconds: secondsLeft(v.state.timeLeftMs),
      relaxed: v.state.options.relaxed,
    })),
  );
  if (view.phase === 'ready') return <HowToPlayPanel onStart={() => session.dispatch({ type: 'start' })} lines={directions(view.relaxed)} />;
  if (view.phase === 'ended') {
    return (
      <ResultsPanel
        message={endMessage(view.end)}
        totals={[
          { label: 'Final score', value: view.score },
          { label: 'Food groups packed', value: `${view.groups} of 5` },
          { label: 'Full-box bonus', value: view.bonus ? `+${BONUS}` : 'Not yet' },
          ...(view.end === 'allPacked' ? [{ label: 'Seconds to spare', value: view.seconds }] : []),
        ]}
        onPlayAgain={() => session.dispatch({ type: 'playAgain' })}
      >
        <p className="text-center text-lg">{LESSON}</p>
      </ResultsPanel>
    );
  }
  return null;
}
