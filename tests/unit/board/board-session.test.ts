// Board mode's session machine (src/board/board-session.ts), input by input, on the real games'
// declarations and logic: the set-up, the teams' turns with each team's own game, the scoreboard,
// the results, the presenter's Next, and leaving.
import { describe, expect, it } from 'vitest';
import { boardStep, openBoard, type BoardEffect, type BoardGame, type BoardInput, type BoardSession } from '../../../src/board/board-session';
import { boardGameWords } from '../../../src/board/board-words';
import { board as dashBoard } from '../../../src/games/trigger-dash/board';
import * as dash from '../../../src/games/trigger-dash/logic';
import { board as organsBoard } from '../../../src/games/label-the-organs/board';
import * as organs from '../../../src/games/label-the-organs/logic';
import { board as wheelBoard } from '../../../src/games/emotion-wheel/board';
import * as wheel from '../../../src/games/emotion-wheel/logic';
import { board as washBoard } from '../../../src/games/handwashing-timer/board';
import * as wash from '../../../src/games/handwashing-timer/logic';

const SEED = 7;
const dashGame: BoardGame<dash.TriggerDashState, dash.TriggerDashAction, dash.TriggerDashEvent> = { play: dashBoard, create: (options) => dash.init(options, SEED) };
const organsGame: BoardGame<organs.OrgansState, organs.OrgansAction, organs.OrgansEvent> = { play: organsBoard, create: (options) => organs.init(options, SEED) };
const wheelGame: BoardGame<wheel.WheelState, wheel.WheelAction, wheel.WheelEvent> = { play: wheelBoard, create: () => wheel.init() };
const washGame: BoardGame<wash.WashState, wash.WashAction, wash.WashEvent> = { play: washBoard, create: (options) => wash.init({ currentStreak: 2, bestStreak: 4 }, options) };

/** Feeds inputs in turn, keeping every effect, as the view would carry them out. */
function run<State, Action, Event>(game: BoardGame<State, Action, Event>, start: BoardSession<State>, inputs: BoardInput<State, Event>[]) {
  let session = start;
  const effects: BoardEffect<State, Action>[] = [];
  for (const input of inputs) {
    const step = boardStep(game, session, input);
    session = step.session;
    effects.push(...step.effects);
  }
  return { session, effects };
}

const said = <State, Action>(effects: BoardEffect<State, Action>[]) => effects.flatMap((effect) => (effect.type === 'say' ? [effect.text] : []));

describe('board mode opening on a game', () => {
  it('sets up first when the game is fresh, and goes on with a game under way, the class as one', () => {
    const fresh = openBoard(dashGame, dashGame.create({ relaxed: false, classOnBoard: true }));
    expect(fresh).toMatchObject({ stage: 'setup', choice: { kind: 'game' }, teamCount: 0, turns: null, madeHere: false, canKeep: false });
    const underWay = dash.apply(dash.init({ relaxed: false }, SEED), { type: 'start' }).state;
    expect(openBoard(dashGame, underWay)).toMatchObject({ stage: 'playing', turns: null, madeHere: false });
  });
});

describe('the set-up', () => {
  const setup = openBoard(dashGame, dash.init({ relaxed: false }, SEED));

  it('takes only the timer choices the game offers, and the teams', () => {
    const picked = run(dashGame, setup, [{ type: 'chooseTimer', choice: { kind: 'custom', ms: 90_000 } }, { type: 'chooseTeams', count: 3 }]).session;
    expect(picked).toMatchObject({ choice: { kind: 'custom', ms: 90_000 }, teamCount: 3 });
    // Trigger Dash has no "No timer" (its icons would never stop), and 45 s is no step of the picker.
    expect(boardStep(dashGame, picked, { type: 'chooseTimer', choice: { kind: 'none' } }).session.choice).toEqual({ kind: 'custom', ms: 90_000 });
    expect(boardStep(dashGame, picked, { type: 'chooseTimer', choice: { kind: 'custom', ms: 45_000 } }).session.choice).toEqual({ kind: 'custom', ms: 90_000 });
  });

  it('starts a new game made with the teacher’s timer on a classroom board, says who goes first and focuses the game', () => {
    const { session, effects } = run(dashGame, setup, [{ type: 'chooseTimer', choice: { kind: 'custom', ms: 90_000 } }, { type: 'chooseTeams', count: 2 }, { type: 'start' }]);
    expect(session).toMatchObject({ stage: 'playing', madeHere: true, turns: { teams: 2, turn: 0, phase: 'playing' } });
    const made = effects.find((effect) => effect.type === 'newGame');
    expect(made?.type === 'newGame' && made.state).toMatchObject({ phase: 'ready', timeLeftMs: 90_000 });
    expect(said(effects)).toEqual([boardGameWords.goesFirst('Red Circles')]);
    expect(effects.at(-1)).toEqual({ type: 'focusGame' });
  });

  it('with teams off, the class plays as one: no turns, "ready"', () => {
    const { session, effects } = run(dashGame, setup, [{ type: 'start' }]);
    expect(session).toMatchObject({ stage: 'playing', turns: null });
    expect(said(effects)).toEqual([boardGameWords.ready]);
  });

  it('is also what the presenter’s Next does there', () => {
    expect(boardStep(dashGame, setup, { type: 'next', state: dash.init({ relaxed: false }, SEED), paused: false }).session.stage).toBe('playing');
  });
});

describe('turns', () => {
  const twoTeams = run(dashGame, openBoard(dashGame, dash.init({ relaxed: false }, SEED)), [{ type: 'chooseTeams', count: 2 }, { type: 'start' }]).session;
  const ended = (score: number): dash.TriggerDashEvent => ({ type: 'ended', score });

  it('end with the event the game declared, keep the team’s game, and show the scoreboard', () => {
    const gameOver = { ...dash.init({ relaxed: false }, SEED), phase: 'ended' as const, score: 12 };
    const { session, effects } = boardStep(dashGame, twoTeams, { type: 'gameEvents', events: [ended(12)], state: gameOver });
    expect(session.stage).toBe('between');
    expect(session.turns?.scores).toEqual([12, 0]);
    expect(session.saved[0]).toBe(gameOver);
    expect(effects).toEqual([{ type: 'say', text: expect.stringContaining('Scores: Red Circles 12 points, Blue Squares 0 points. Next: Blue Squares.'), withGame: 'before' }]);
    // Any other event changes nothing.
    expect(boardStep(dashGame, twoTeams, { type: 'gameEvents', events: [{ type: 'started' }] as dash.TriggerDashEvent[], state: gameOver })).toEqual({ session: twoTeams, effects: [] });
  });

  it('go on with the next team’s own game (new when it has none), started by the game’s own action', () => {
    const between = boardStep(dashGame, twoTeams, { type: 'gameEvents', events: [ended(5)], state: dash.init({ relaxed: false }, SEED) }).session;
    const { session, effects } = boardStep(dashGame, between, { type: 'nextTurn' });
    expect(session).toMatchObject({ stage: 'playing', turns: { turn: 1 } });
    expect(effects.map((effect) => effect.type)).toEqual(['newGame', 'dispatch', 'say', 'focusGame']);
    expect(effects[1]).toEqual({ type: 'dispatch', action: { type: 'start' } });
    expect(said(effects)).toEqual([boardGameWords.turnOf('Blue Squares')]);
  });

  it('end with the results after the last turn, or early from a scoreboard where every team has had as many turns', () => {
    const afterBoth = run(dashGame, twoTeams, [
      { type: 'gameEvents', events: [ended(5)], state: dash.init({ relaxed: false }, SEED) },
      { type: 'nextTurn' },
      { type: 'gameEvents', events: [ended(9)], state: dash.init({ relaxed: false }, SEED) },
    ]);
    expect(afterBoth.session).toMatchObject({ stage: 'results', turns: { scores: [5, 9] } });
    expect(said(afterBoth.effects).at(-1)).toMatch(/Blue Squares/);
    expect(boardStep(dashGame, afterBoth.session, { type: 'next', state: dash.init({ relaxed: false }, SEED), paused: false }).effects).toEqual([]);

    // Label the Organs: one round a turn, three rounds each. After both teams' first round, Finish now is fair.
    const organsTurns = run(organsGame, openBoard(organsGame, organs.init({ relaxed: false }, SEED)), [{ type: 'chooseTeams', count: 2 }, { type: 'start' }]).session;
    const round = (roundScore: number): organs.OrgansEvent => ({ type: 'roundComplete', roundScore, timeBonus: 2 }) as organs.OrgansEvent;
    const afterOne = boardStep(organsGame, organsTurns, { type: 'gameEvents', events: [round(10)], state: organs.init({ relaxed: false }, SEED) }).session;
    expect(boardStep(organsGame, afterOne, { type: 'finishNow' }).session).toBe(afterOne);
    const afterTwo = run(organsGame, afterOne, [{ type: 'nextTurn' }, { type: 'gameEvents', events: [round(6)], state: organs.init({ relaxed: false }, SEED) }]).session;
    expect(afterTwo.turns?.scores).toEqual([12, 8]);
    expect(boardStep(organsGame, afterTwo, { type: 'finishNow' }).session.stage).toBe('results');
  });

  it('on a game without an end of its own, end when the teacher says (End turn, or Next)', () => {
    const talk = run(wheelGame, openBoard(wheelGame, wheel.init()), [{ type: 'chooseTeams', count: 3 }, { type: 'start' }]).session;
    expect(boardStep(wheelGame, talk, { type: 'endTurn', state: wheel.init() }).session.stage).toBe('between');
    expect(boardStep(wheelGame, talk, { type: 'next', state: wheel.init(), paused: false }).session.stage).toBe('between');
    // A game with an end of its own offers no End turn.
    expect(boardStep(dashGame, twoTeams, { type: 'endTurn', state: dash.init({ relaxed: false }, SEED) }).session).toBe(twoTeams);
  });
});

describe('the presenter’s Next while a game is on', () => {
  const playing = run(organsGame, openBoard(organsGame, organs.init({ relaxed: false }, SEED)), [{ type: 'start' }]).session;

  it('resumes a paused game first', () => {
    expect(boardStep(organsGame, playing, { type: 'next', state: organs.init({ relaxed: false }, SEED), paused: true }).effects).toEqual([{ type: 'resume' }]);
  });

  it('does what the game’s main button does: Start Game, Next Round, Play Again; nothing mid-round', () => {
    const next = (state: organs.OrgansState) => boardStep(organsGame, playing, { type: 'next', state, paused: false }).effects;
    const ready = organs.init({ relaxed: false }, SEED);
    expect(next(ready)).toEqual([{ type: 'dispatch', action: { type: 'start' } }]);
    expect(next({ ...ready, phase: 'roundComplete', roundIndex: 0 })).toEqual([{ type: 'dispatch', action: { type: 'next' } }]);
    expect(next({ ...ready, phase: 'ended' })).toEqual([{ type: 'dispatch', action: { type: 'playAgain' } }]);
    expect(next({ ...ready, phase: 'playing' })).toEqual([]);
  });
});

describe('after the results, and leaving', () => {
  it('sets up again, offering to keep the game as the last turn left it', () => {
    const results = run(dashGame, openBoard(dashGame, dash.init({ relaxed: false }, SEED)), [
      { type: 'chooseTeams', count: 2 },
      { type: 'start' },
      { type: 'gameEvents', events: [{ type: 'ended', score: 1 }], state: dash.init({ relaxed: false }, SEED) },
      { type: 'nextTurn' },
      { type: 'gameEvents', events: [{ type: 'ended', score: 2 }], state: dash.init({ relaxed: false }, SEED) },
    ]).session;
    const gameOver = { ...dash.init({ relaxed: false }, SEED), phase: 'ended' as const };
    const again = boardStep(dashGame, results, { type: 'again', state: gameOver }).session;
    expect(again).toMatchObject({ stage: 'setup', turns: null, saved: [], canKeep: true });
    expect(boardStep(dashGame, again, { type: 'keepGame' }).session).toMatchObject({ stage: 'playing', turns: null });
  });

  it('gives the page a game of its own when the board made this one (the teacher’s timer does not outlive board mode)', () => {
    const made = run(dashGame, openBoard(dashGame, dash.init({ relaxed: false }, SEED)), [{ type: 'chooseTimer', choice: { kind: 'custom', ms: 300_000 } }, { type: 'start' }]).session;
    expect(boardStep(dashGame, made, { type: 'leave' }).effects).toEqual([{ type: 'pageGame' }]);
    // A game brought from the page goes back as it is.
    const brought = openBoard(dashGame, dash.apply(dash.init({ relaxed: false }, SEED), { type: 'start' }).state);
    expect(boardStep(dashGame, brought, { type: 'leave' }).effects).toEqual([]);
  });

  it('makes the Handwashing wash-along a class wash: no one’s streak counts on the board', () => {
    const { effects } = run(washGame, openBoard(washGame, washGame.create({ relaxed: false, classOnBoard: true })), [{ type: 'start' }]);
    const made = effects.find((effect) => effect.type === 'newGame');
    expect(made?.type === 'newGame' && made.state.classWash).toBe(true);
  });
});
