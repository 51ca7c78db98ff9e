// Each game's board declaration (src/games/<game>/board.ts), checked against the game's own logic:
// that a fresh game is fresh, that the action a turn starts with and the presenter's Next are
// actions the game takes, that the event ending a turn is one a played game really sends with the
// score it says, and that the clock is the game's (review A3: declarations were untested).
import { describe, expect, it } from 'vitest';
import type { BoardPlay } from '../../../src/board/board-play';
import { timerChoices, turnMs } from '../../../src/board/teacher-timer';
import type { Outcome } from '../../../src/engine/outcome';
import { board as dashBoard } from '../../../src/games/trigger-dash/board';
import * as dash from '../../../src/games/trigger-dash/logic';
import { board as wheelBoard } from '../../../src/games/emotion-wheel/board';
import * as wheel from '../../../src/games/emotion-wheel/logic';
import { board as washBoard } from '../../../src/games/handwashing-timer/board';
import * as wash from '../../../src/games/handwashing-timer/logic';
import { board as organsBoard } from '../../../src/games/label-the-organs/board';
import * as organs from '../../../src/games/label-the-organs/logic';
import { ROUNDS as ORGAN_ROUNDS } from '../../../src/games/label-the-organs/rounds';
import { board as lunchboxBoard } from '../../../src/games/balanced-lunchbox/board';
import * as lunchbox from '../../../src/games/balanced-lunchbox/logic';
import { foods } from '../../../src/games/balanced-lunchbox/foods';
import { board as careersBoard } from '../../../src/games/career-match/board';
import * as careers from '../../../src/games/career-match/logic';
import { tools } from '../../../src/games/career-match/careers';
import { ROUNDS as CAREER_ROUNDS } from '../../../src/games/career-match/rounds';

const SEED = 11;

interface Played<State, Event> {
  /** Every event of a played turn, and the state after it. */
  events: Event[];
  state: State;
}

/** Plays moves from `state` until `done` says so (at most `limit` moves). */
function playUntil<State, Event>(state: State, move: (state: State) => Outcome<State, Event>, done: (state: State) => boolean, limit = 200): Played<State, Event> {
  const events: Event[] = [];
  for (let i = 0; i < limit && !done(state); i += 1) {
    const outcome = move(state);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}

interface Case<State, Action, Event> {
  name: string;
  play: BoardPlay<State, Action, Event>;
  fresh: State;
  apply(state: State, action: Action): Outcome<State, Event>;
  /** One whole turn played from the turn's start: its events, the score the game gave it, and the state after. */
  turn(started: State): Played<State, Event> & { score: number };
  /** The game's own time for a turn, when its clock can be changed, made with the teacher's time. */
  timeWith?(ms: number | null): number;
}

const cases = [
  {
    name: 'Trigger Dash',
    play: dashBoard,
    fresh: dash.init({ relaxed: false }, SEED),
    apply: dash.apply,
    turn: (started: dash.TriggerDashState) => {
      // A player who taps every safe icon as it comes, until the clock runs out.
      const played = playUntil(
        started,
        (state) => {
          const safe = state.items.find((item) => item.type === 'safe');
          return safe ? dash.apply(state, { type: 'tap', id: safe.id }) : dash.step(state, 100);
        },
        (state) => state.phase !== 'playing',
        2_000,
      );
      return { ...played, score: played.state.score };
    },
    timeWith: (ms: number | null) => dash.init({ relaxed: false, timeMs: ms }, SEED).timeLeftMs,
  } satisfies Case<dash.TriggerDashState, dash.TriggerDashAction, dash.TriggerDashEvent>,
  {
    name: 'Label the Organs',
    play: organsBoard,
    fresh: organs.init({ relaxed: false }, SEED),
    apply: organs.apply,
    turn: (started: organs.OrgansState) => {
      const played = playUntil(
        started,
        (state) => {
          const [spot] = organs.emptySpots(state);
          return spot ? organs.apply(state, { type: 'place', organ: spot, spot }) : organs.step(state, 100);
        },
        (state) => state.phase !== 'playing',
      );
      return { ...played, score: played.state.score };
    },
    timeWith: (ms: number | null) => organs.roundMs(ORGAN_ROUNDS[0], { relaxed: false, timeMs: ms }),
  } satisfies Case<organs.OrgansState, organs.OrgansAction, organs.OrgansEvent>,
  {
    name: 'Career Match',
    play: careersBoard,
    fresh: careers.init({ relaxed: false }, SEED),
    apply: careers.apply,
    turn: (started: careers.CareersState) => {
      const played = playUntil(
        started,
        (state) => {
          const tool = careers.toolsLeft(state).find((id) => tools[id].matchRole !== null);
          const role = tool ? tools[tool].matchRole : null;
          return tool && role ? careers.apply(state, { type: 'place', tool, role }) : careers.step(state, 100);
        },
        (state) => state.phase !== 'playing',
      );
      return { ...played, score: played.state.score };
    },
    timeWith: (ms: number | null) => careers.roundMs(CAREER_ROUNDS[0], { relaxed: false, timeMs: ms }),
  } satisfies Case<careers.CareersState, careers.CareersAction, careers.CareersEvent>,
  {
    name: 'Balanced Lunchbox',
    play: lunchboxBoard,
    fresh: lunchbox.init({ relaxed: false }, SEED),
    apply: lunchbox.apply,
    turn: (started: lunchbox.LunchboxState) => {
      const played = playUntil(
        started,
        (state) => {
          // A player who packs one food of each group, then waits for the results.
          const food = lunchbox.trayOf(state).find((id) => foods[id].category !== 'treat' && state.packed[foods[id].category as keyof typeof state.packed] === undefined);
          return food ? lunchbox.apply(state, { type: 'place', food, slot: foods[food].category }) : lunchbox.step(state, 100);
        },
        (state) => state.phase !== 'playing',
        2_000,
      );
      return { ...played, score: played.state.score };
    },
    timeWith: (ms: number | null) => lunchbox.apply(lunchbox.init({ relaxed: false, timeMs: ms }, SEED), { type: 'start' }).state.timeLeftMs,
  } satisfies Case<lunchbox.LunchboxState, lunchbox.LunchboxAction, lunchbox.LunchboxEvent>,
  {
    name: 'the Handwashing Timer',
    play: washBoard,
    fresh: wash.init({ currentStreak: 0, bestStreak: 0 }, { classOnBoard: true }),
    apply: wash.apply,
    turn: (started: wash.WashState) => ({ ...wash.step(started, wash.WASH_MS), score: 0 }),
  } satisfies Case<wash.WashState, wash.WashAction, wash.WashEvent>,
] as const;

describe.each(cases)('$name’s board declaration', (game) => {
  // Each case is typed by its own game; the checks below read them alike.
  const { play, fresh, apply, turn } = game as unknown as Case<unknown, unknown, unknown>;

  it('knows a fresh game, and one that has started', () => {
    expect(play.isFresh(fresh)).toBe(true);
    const action = play.startTurn(fresh);
    expect(action).not.toBeNull();
    expect(play.isFresh(apply(fresh, action).state)).toBe(false);
  });

  it('starts a turn, and its Next starts the game, with actions the game takes', () => {
    for (const action of [play.startTurn(fresh), play.next(fresh)]) {
      const started = apply(fresh, action).state;
      expect(started).not.toBe(fresh);
    }
  });

  it('ends a turn with the event a played turn really sends, scored as the game scored it; no other event ends one', () => {
    const started = apply(fresh, play.startTurn(fresh)).state;
    const played = turn(started);
    const ending = played.events.filter((event) => play.turnScore(event) !== null);
    expect(ending).toHaveLength(1);
    const score = play.turnScore(ending[0]);
    if (play.scored) {
      // The game's score after the turn (a round-based game's first round: its points and time bonus).
      expect(score).toBeGreaterThan(0);
      expect(score).toBe(played.score);
    } else {
      expect(score).toBe(0);
    }
  });

  it('goes on from where the team left it: the next turn starts, or there is nothing left to start', () => {
    const started = apply(fresh, play.startTurn(fresh)).state;
    const after = turn(started).state;
    const next = play.startTurn(after);
    if (play.turn.kind === 'round') {
      expect(next).toEqual({ type: 'next' });
      expect(play.next(after)).toEqual({ type: 'next' });
    } else {
      expect(next).toBeNull();
      expect(play.next(after)).not.toBeNull();
    }
  });

  it('declares the clock the game really has', () => {
    const { clock } = play;
    const timeWith = (game as unknown as Case<unknown, unknown, unknown>).timeWith;
    if (clock.kind === 'adjustable') {
      expect(timeWith).toBeDefined();
      for (const choice of timerChoices(clock)) expect(timeWith?.(turnMs(clock, choice)), JSON.stringify(choice)).toBe(turnMs(clock, choice) ?? Number.POSITIVE_INFINITY);
    } else {
      expect(timeWith).toBeUndefined();
    }
  });
});

describe('the Emotion Wheel’s board declaration', () => {
  it('has no clock, no score, and turns the teacher ends; nothing to press', () => {
    expect(wheelBoard).toMatchObject({ clock: { kind: 'none' }, scored: false, teacherEndsTurn: true });
    const fresh = wheel.init();
    expect(wheelBoard.isFresh(fresh)).toBe(true);
    const chosen = wheel.apply(fresh, { type: 'select', id: wheel.emotions[0]?.id ?? 'happy' });
    expect(wheelBoard.isFresh(chosen.state)).toBe(false);
    expect(chosen.events.map((event) => wheelBoard.turnScore(event))).toEqual(chosen.events.map(() => null));
    expect(wheelBoard.next(fresh)).toBeNull();
    expect(wheelBoard.startTurn(fresh)).toBeNull();
  });
});
