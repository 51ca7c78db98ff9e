// Career Match's accessible twin of the scene: every tool in the tray and every role card is a real
// button (the engine's pick-and-place overlay: select a tool then a card, drag, or the keyboard),
// with the panels, the status bar and the last match's fact around the play area.
import { useStore } from 'zustand';
import { HowToPlayPanel, ResultsPanel, RoundCompletePanel } from '../../engine/panels';
import { PickPlaceOverlay, type PieceSpec, type ZoneSpec } from '../../engine/pick-place-overlay';
import { routePickPlace } from '../../engine/pick-place';
import { secondsLeft } from '../../engine/phases';
import { reducedMotion } from '../../engine/preferences';
import type { GameSession, SessionView } from '../../engine/session';
import { useFields } from '../../engine/use-game';
import { StatusBar } from '../../engine/status-bar';
import { roles, tools, type RoleId, type ToolId } from './careers';
import { badgeInfo } from './copy';
import { cardsFor, type CareersLayout } from './layout';
import {
  badgesFor,
  MISTAKE_PENALTY,
  ROUNDS,
  rulesOf,
  toolsLeft,
  totalScore,
  type BadgeId,
  type CareersAction,
  type CareersEvent,
  type CareersState,
} from './logic';
import { RolePicture } from './people';
import { ToolPicture } from './pictures';

export type CareersSession = GameSession<CareersState, CareersAction, CareersEvent>;

/** Where Explore Careers goes: the careers page's articles. */
export const CAREERS_ARTICLES = '/library/careers#careers-articles';

/** What the overlay shows of the state: changes only when something is matched or a round moves on. */
function usePlayArea(session: CareersSession) {
  return useStore(
    session.store,
    useFields((view: SessionView<CareersState>) => ({
      phase: view.state.phase,
      roundIndex: view.state.roundIndex,
      tools: view.state.tools,
      roles: view.state.roles,
      matched: view.state.matched,
      paused: view.paused,
    })),
  );
}

/** The tool a role was matched with this round. */
function toolOf(role: RoleId): ToolId {
  return (Object.keys(tools) as ToolId[]).find((id) => tools[id].matchRole === role) as ToolId;
}

/** A role card: the person, and their name (in round 2 only on hover or focus); once matched, their tool and a check mark. */
function CardFace({ role, matched, names, type }: { role: RoleId; matched: boolean; names: 'always' | 'onAttention'; type: CareersLayout['type'] }) {
  const name = (
    <span
      className={`rounded-full bg-white/90 px-2 text-center font-extrabold leading-tight text-ink ${type.text} ${names === 'onAttention' && !matched ? 'opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100' : ''}`}
    >
      {roles[role].name}
    </span>
  );
  return (
    <span className="flex h-full w-full flex-col items-center justify-center gap-1 px-1 pt-5">
      <RolePicture role={role} size={type.rolePicture} />
      {name}
      {matched && (
        <span className="flex items-center gap-1 font-extrabold text-leaf-900">
          <ToolPicture tool={toolOf(role)} size={type.picture * 0.8} />
          <span className="text-2xl">✓</span>
        </span>
      )}
    </span>
  );
}

/** How to play, shown before the first round and read aloud by R and the game's Listen. */
export function directions(relaxed: boolean): string[] {
  const seconds = (ROUNDS[0].ms / 1000) * (relaxed ? 2 : 1);
  return [
    'Match each healthcare hero with the tool they use: tap a tool, then tap the person. Tap the tool again to put it down. You can drag it too.',
    'With a keyboard: Tab to a tool, Enter to select it, arrow keys and Tab to a person, Enter to match. Escape puts it down. P pauses.',
    `Right match: points, and a bonus for a streak. Wrong match: −${MISTAKE_PENALTY}. Each round has ${seconds} seconds.`,
    'Round 1: 6 people and 6 tools. Round 2: 8 people, whose names show only when you point at them, and 2 tools from jobs that are not in this round.',
  ];
}

export function CareersPlayArea({ session, layout, onSelected }: { session: CareersSession; layout: CareersLayout; onSelected: (tool: ToolId | null) => void }) {
  const area = usePlayArea(session);
  if (area.phase !== 'playing') return null;
  const rules = ROUNDS[area.roundIndex];

  const pieceSpecs: PieceSpec[] = toolsLeft(area).flatMap((tool) => {
    const rect = layout.tray[area.tools.indexOf(tool)];
    if (!rect) return [];
    return [
      {
        id: tool,
        name: tools[tool].name,
        rect,
        movable: !rules.decoys.includes(tool),
        children: (
          <span
            className={`flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-2xl border-2 border-sky-700 bg-white px-1 text-center font-extrabold leading-tight text-ink shadow-sm ${layout.type.tool}`}
          >
            <ToolPicture tool={tool} size={layout.type.picture} />
            {tools[tool].name}
          </span>
        ),
      },
    ];
  });

  const cards = cardsFor(layout, area.roles.length);
  const zoneSpecs: ZoneSpec[] = area.roles.flatMap((role, index) => {
    const rect = cards[index];
    if (!rect) return [];
    const matched = area.matched.includes(role);
    return [
      {
        id: role,
        name: matched ? `${roles[role].name}, matched with ${tools[toolOf(role)].name.toLowerCase()}` : roles[role].name,
        rect,
        filled: matched,
        className: 'group',
        children: <CardFace role={role} matched={matched} names={rules.names} type={layout.type} />,
      },
    ];
  });

  const onAction = routePickPlace<ToolId, RoleId>({
    held: onSelected,
    pick: (tool) => session.dispatch({ type: 'pick', tool }),
    place: (tool, role) => session.dispatch({ type: 'place', tool, role }),
    cancel: (tool) => session.dispatch({ type: 'cancel', tool }),
    blocked: (tool) => session.dispatch({ type: 'blocked', tool }),
  });

  return (
    <PickPlaceOverlay label="Career match board" piecesLabel="Tools" zonesLabel="Role cards" pieces={pieceSpecs} zones={zoneSpecs} onAction={onAction} disabled={area.paused} />
  );
}

/** Score, round and time. */
export function CareersStatus({ session }: { session: CareersSession }) {
  const view = useStore(
    session.store,
    useFields((v: SessionView<CareersState>) => ({ score: totalScore(v.state), round: rulesOf(v.state).round, seconds: secondsLeft(v.state.timeLeftMs) })),
  );
  return <StatusBar score={view.score} round={{ current: view.round, total: ROUNDS.length }} timeLeftMs={view.seconds * 1000} />;
}

/** What the line under the play area tells after a move: a matched role's fact, or who uses a decoy. */
export type LastMove = { role: RoleId } | { decoy: ToolId } | null;

/** The tool in hand, or the last move's words, under the play area (so that the play area never moves). */
export function CareerFact({ session, selected, last }: { session: CareersSession; selected: ToolId | null; last: LastMove }) {
  const playing = useStore(session.store, (view) => view.state.phase === 'playing');
  if (!playing) return null;
  if (selected) {
    return (
      <p className="text-lg">
        <span className="font-extrabold">{tools[selected].name}</span> selected: now choose the person who uses it.
      </p>
    );
  }
  if (!last) return null;
  const [name, words] = 'role' in last ? [roles[last.role].name, roles[last.role].fact] : [tools[last.decoy].name, tools[last.decoy].decoyMessage];
  return (
    <p className="text-lg">
      <span className="font-extrabold">{name}:</span> {words}
    </p>
  );
}

/** Explore Careers: the articles on this page when they are here, else the careers page's. */
export function exploreCareers() {
  const articles = document.getElementById('careers-articles');
  if (!articles) {
    window.location.assign(CAREERS_ARTICLES);
    return;
  }
  articles.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const heading = articles.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

export function CareersPanels({ session }: { session: CareersSession }) {
  const view = useStore(
    session.store,
    useFields((v: SessionView<CareersState>) => ({
      phase: v.state.phase,
      results: v.state.results,
      score: v.state.score,
      mistakes: v.state.mistakes,
      bestStreak: v.state.bestStreak,
      relaxed: v.state.options.relaxed,
    })),
  );
  const last = view.results.at(-1);
  if (view.phase === 'ready') return <HowToPlayPanel onStart={() => session.dispatch({ type: 'start' })} lines={directions(view.relaxed)} />;
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
    return (
      <ResultsPanel
        message="You met the healthcare team!"
        totals={[
          { label: 'Final score', value: view.score },
          { label: 'Best streak', value: view.bestStreak },
          { label: 'Mistakes', value: view.mistakes },
        ]}
        badges={(Object.keys(badgeInfo) as BadgeId[]).map((id) => ({ ...badgeInfo[id], earned: earned.has(id) }))}
        onPlayAgain={() => session.dispatch({ type: 'playAgain' })}
        actions={[{ label: 'Explore Careers', onClick: exploreCareers }]}
      />
    );
  }
  return null;
}
