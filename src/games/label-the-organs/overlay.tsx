// Label the Organs' accessible twin of the scene: every organ in the tray and every spot on the
// body is a real button (the engine's pick-and-place overlay: drag, tap then tap, or the
// keyboard), with the panels, the status bar, the hint and the organ's fact around the play area.
import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { HowToPlayPanel, ResultsPanel, RoundCompletePanel } from '../../engine/panels';
import { PickPlaceOverlay, type PieceSpec, type ZoneSpec } from '../../engine/pick-place-overlay';
import { routePickPlace } from '../../engine/pick-place';
import { secondsLeft } from '../../engine/phases';
import type { GameSession, SessionView } from '../../engine/session';
import { useFields } from '../../engine/use-game';
import { StatusBar } from '../../engine/status-bar';
import { badgeInfo } from './copy';
import type { MapOrganId, OrgansLayout } from './layout';
import {
  badgesFor,
  HINT_COST,
  MISTAKE_PENALTY,
  ROUNDS,
  rulesOf,
  totalScore,
  type BadgeId,
  type OrgansAction,
  type OrgansEvent,
  type OrgansState,
} from './logic';
import { organs, type OrganId } from './organs';
import { OrganPicture } from './pictures';

export type OrgansSession = GameSession<OrgansState, OrgansAction, OrgansEvent>;

/** What the overlay shows of the state: changes only when something is placed, tried or a round moves on. */
function usePlayArea(session: OrgansSession) {
  return useStore(
    session.store,
    useFields((view: SessionView<OrgansState>) => ({
      phase: view.state.phase,
      roundIndex: view.state.roundIndex,
      pieces: view.state.pieces,
      placed: view.state.placed,
      paused: view.paused,
    })),
  );
}

/** The spot's words: its organ's name (round 1, or on hover and focus in round 2), or a "?" (round 3). */
interface SpotLabelProps {
  organ: MapOrganId;
  labels: 'always' | 'onAttention' | 'hidden';
  placed: boolean;
  type: OrgansLayout['type'];
}

/** A filled spot shows its organ and a check mark; its name too where the spot is wide enough. */
function SpotLabel({ organ, labels, placed, type }: SpotLabelProps) {
  const { name } = organs[organ];
  if (placed) {
    return (
      <span className={`flex h-full w-full items-center justify-center gap-1 font-extrabold text-leaf-900 ${type.text}`}>
        <OrganPicture organ={organ} size={type.placedPicture} />
        <span className="hidden @[9rem]:inline">{name}</span>
        <span className="text-2xl">✓</span>
      </span>
    );
  }
  if (labels === 'hidden') return <span className="flex h-full w-full items-center justify-center text-4xl font-extrabold text-sky-700">?</span>;
  return (
    <span className={`flex h-full w-full items-center justify-center ${labels === 'onAttention' ? 'opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100' : ''}`}>
      <span className={`rounded-full bg-white/90 px-2 font-extrabold text-sky-700 ${type.text}`}>{name}</span>
    </span>
  );
}

export function OrgansPlayArea({ session, layout, onHeld }: { session: OrgansSession; layout: OrgansLayout; onHeld: (organ: OrganId | null) => void }) {
  const { phase, roundIndex, pieces, placed, paused } = usePlayArea(session);
  const rules = ROUNDS[roundIndex];
  if (phase !== 'playing') return null;

  const pieceSpecs: PieceSpec[] = pieces.flatMap((organ, index) => {
    const rect = layout.tray[index];
    if (!rect || placed.includes(organ)) return [];
    return [
      {
        id: organ,
        name: organs[organ].name,
        rect,
        movable: !rules.decoys.includes(organ),
        description: organs[organ].fact,
        children: (
          <span className={`flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-2xl border-2 border-leaf-700 bg-white font-extrabold leading-tight text-ink shadow-sm ${layout.type.text}`}>
            <OrganPicture organ={organ} size={layout.type.picture} />
            {organs[organ].name}
          </span>
        ),
      },
    ];
  });

  const zoneSpecs: ZoneSpec[] = (rules.organs as readonly MapOrganId[]).map((spot) => {
    const filled = placed.includes(spot);
    const { name, zoneName = '' } = organs[spot];
    return {
      id: spot,
      // Round 1 names its spots on the map, so its buttons may too; later rounds say only where.
      name: filled ? `${name}, placed` : rules.labels === 'always' ? `${name} spot` : zoneName,
      rect: layout.spots[spot],
      filled,
      className: 'group @container',
      children: <SpotLabel organ={spot} labels={rules.labels} placed={filled} type={layout.type} />,
    };
  });

  const onAction = routePickPlace<OrganId, OrganId>({
    held: onHeld,
    pick: (organ) => session.dispatch({ type: 'pick', organ }),
    place: (organ, spot) => session.dispatch({ type: 'place', organ, spot }),
    cancel: (organ) => session.dispatch({ type: 'cancel', organ }),
    blocked: (organ) => session.dispatch({ type: 'blocked', organ }),
  });

  return (
    <PickPlaceOverlay
      label="Body map"
      piecesLabel="Organs"
      zonesLabel="Spots on the body"
      pieces={pieceSpecs}
      zones={zoneSpecs}
      onAction={onAction}
      disabled={paused}
    />
  );
}

/** Score, round, lives and time, then the Hint button while a hint is left. */
export function OrgansStatus({ session, onHint }: { session: OrgansSession; onHint: () => void }) {
  const view = useStore(
    session.store,
    useFields((v: SessionView<OrgansState>) => ({
      phase: v.state.phase,
      score: totalScore(v.state),
      round: rulesOf(v.state).round,
      lives: v.state.lives,
      hintsLeft: v.state.hintsLeft,
      seconds: secondsLeft(v.state.timeLeftMs),
    })),
  );
  const playing = view.phase === 'playing';
  const showHint = playing && view.hintsLeft > 0;
  const row = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  // The Hint button goes once used: a keyboard player who pressed it goes on from the board's first organ.
  useLayoutEffect(() => {
    if (showHint || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body || document.activeElement === null) {
      row.current?.closest('.game-frame')?.querySelector<HTMLButtonElement>('[data-piece]')?.focus();
    }
  }, [showHint]);
  return (
    <div ref={row} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBar
          score={view.score}
          round={{ current: view.round, total: ROUNDS.length }}
          lives={view.lives === null ? undefined : { left: view.lives, total: 3 }}
          timeLeftMs={view.seconds * 1000}
        />
        {showHint && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              pressed.current = true;
              onHint();
            }}
          >
            <span aria-hidden="true">💡</span> Hint (−{HINT_COST})
          </button>
        )}
      </div>
    </div>
  );
}

/** The organ in hand and one true thing about it, under the play area (so that the play area never moves). */
export function OrganFact({ session, held }: { session: OrgansSession; held: OrganId | null }) {
  const playing = useStore(session.store, (view) => view.state.phase === 'playing');
  if (!playing || !held) return null;
  return (
    <p className="text-lg">
      <span className="font-extrabold">{organs[held].name}:</span> {organs[held].fact}
    </p>
  );
}

/** How to play, shown before the first round and read aloud by R and the game's Listen. */
export const DIRECTIONS = [
  'Put each organ on its spot on the body: drag it there, or tap it and then tap the spot.',
  'With a keyboard: Tab to an organ, Enter to pick it up, arrow keys and Tab to a spot, Enter to place it, Escape to put it back. P pauses.',
  `Right spot: points (more each round) and a bonus for a streak. Wrong spot: −${MISTAKE_PENALTY}. One hint a round costs ${HINT_COST}.`,
  'Round 1: 4 organs, and every spot shows its name.',
  'Round 2: 6 organs, and a spot shows its name only when you point at it. Two real organs have no spot: they stay in the tray.',
  'Round 3: 8 organs, no names on the spots, and 3 lives.',
];

export function OrgansPanels({ session }: { session: OrgansSession }) {
  const view = useStore(
    session.store,
    useFields((v: SessionView<OrgansState>) => ({ phase: v.state.phase, results: v.state.results, score: v.state.score, mistakes: v.state.mistakes, roundIndex: v.state.roundIndex })),
  );
  const last = view.results.at(-1);
  if (view.phase === 'ready') return <HowToPlayPanel onStart={() => session.dispatch({ type: 'start' })} lines={DIRECTIONS} />;
  if (view.phase === 'roundComplete' && last) {
    return (
      <RoundCompletePanel
        round={last.round}
        totalRounds={ROUNDS.length}
        roundScore={last.roundScore}
        timeBonus={last.timeBonus}
        total={view.score}
        nextLabel={last.round === ROUNDS.length ? 'See Results' : 'Next Round'}
        onNext={() => session.dispatch({ type: 'next' })}
      />
    );
  }
  if (view.phase === 'ended') {
    const earned = new Set<BadgeId>(badgesFor(view.results, view.mistakes));
    const secondsLeftTotal = view.results.reduce((sum, result) => sum + result.secondsLeft, 0);
    return (
      <ResultsPanel
        message="You labelled the body in all three rounds!"
        totals={[
          { label: 'Final score', value: view.score },
          { label: 'Mistakes', value: view.mistakes },
          { label: 'Seconds left over', value: secondsLeftTotal },
        ]}
        badges={(Object.keys(badgeInfo) as BadgeId[]).map((id) => ({ ...badgeInfo[id], earned: earned.has(id) }))}
        onPlayAgain={() => session.dispatch({ type: 'playAgain' })}
      />
    );
  }
  return null;
}
