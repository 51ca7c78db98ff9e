import { describe, expect, it } from 'vitest';
import { timerOptions } from '../../../src/board/board-play';
import { betweenSaid, boardGameWords, joinNames, resultsSaid } from '../../../src/board/board-words';
import type { GameClock } from '../../../src/board/teacher-timer';
import { endTurn, startNextTurn, startTurns } from '../../../src/board/turns';
import { gameTime } from '../../../src/engine/outcome';
import { boardZoom } from '../../../src/engine/board-zoom';
import * as lunchbox from '../../../src/games/balanced-lunchbox/logic';
import * as organs from '../../../src/games/label-the-organs/logic';
import * as dash from '../../../src/games/trigger-dash/logic';

const dashClock: GameClock = { kind: 'adjustable', ms: 30_000, noTimer: false };
const lunchboxClock: GameClock = { kind: 'adjustable', ms: 45_000, noTimer: true };

describe('the teacher’s timer, as the options a game is made with', () => {
  it('gives the game’s own time, Relaxed, a picked time, or no timer where the game allows one', () => {
    expect(timerOptions(dashClock, { kind: 'game' })).toEqual({ relaxed: false });
    expect(timerOptions(dashClock, { kind: 'relaxed' })).toEqual({ relaxed: true });
    expect(timerOptions(dashClock, { kind: 'custom', ms: 90_000 })).toEqual({ relaxed: false, timeMs: 90_000 });
    expect(timerOptions(lunchboxClock, { kind: 'none' })).toEqual({ relaxed: false, timeMs: null });
    // A choice the game does not offer keeps its own time.
    expect(timerOptions(dashClock, { kind: 'none' })).toEqual({ relaxed: false, timeMs: 30_000 });
    expect(timerOptions({ kind: 'fixed', ms: 20_000 }, { kind: 'custom', ms: 120_000 })).toEqual({ relaxed: false });
  });

  it('reaches the games: each game or round lasts the teacher’s time, and No timer never runs out', () => {
    expect(gameTime(30_000, { relaxed: false })).toBe(30_000);
    expect(gameTime(30_000, { relaxed: true })).toBe(60_000);
    expect(gameTime(30_000, { relaxed: true, timeMs: 120_000 })).toBe(120_000);
    expect(gameTime(30_000, { relaxed: false, timeMs: null })).toBe(Infinity);
    expect(dash.init({ relaxed: false, timeMs: 90_000 }, 1).timeLeftMs).toBe(90_000);
    expect(organs.roundMs({ ms: 75_000 } as Parameters<typeof organs.roundMs>[0], { relaxed: false, timeMs: 60_000 })).toBe(60_000);

    // Balanced Lunchbox without a clock: time never ends it; packing every group still does.
    let state = lunchbox.apply(lunchbox.init({ relaxed: false, timeMs: null }, 3), { type: 'start' }).state;
    state = lunchbox.step(state, 10 * 60_000).state;
    expect(state.phase).toBe('playing');
  });
});

describe('the board’s words', () => {
  it('name one team, two, or more, as a sentence would', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Red Circles'])).toBe('Red Circles');
    expect(joinNames(['Red Circles', 'Blue Squares'])).toBe('Red Circles and Blue Squares');
    expect(joinNames(['Red Circles', 'Blue Squares', 'Green Triangles'])).toBe('Red Circles, Blue Squares and Green Triangles');
  });

  it('share a top score on a tie, and count points in words', () => {
    expect(boardGameWords.top('Red Circles', 12, false)).toBe('Top score: Red Circles, with 12 points!');
    expect(boardGameWords.top('Red Circles and Blue Squares', 1, true)).toBe('Top score shared by Red Circles and Blue Squares, with 1 point each!');
    expect(boardGameWords.scoresSaid([{ name: 'Red Circles', score: 3 }, { name: 'Blue Squares', score: 0 }])).toBe('Scores: Red Circles 3 points, Blue Squares 0 points.');
  });

  it('say whose turn it is as a sentence would, every team’s name being a plural', () => {
    expect(boardGameWords.startTurn('Blue Squares')).toBe("Start Blue Squares' turn");
    expect(boardGameWords.endTurn('Red Circles')).toBe("End Red Circles' turn");
  });

  it('announce the scoreboard and the results, with points or, where turns are only taken, without', () => {
    const between = endTurn(startTurns(2, { kind: 'game' }), 4);
    expect(betweenSaid(between, true)).toBe('Scores: Red Circles 4 points, Blue Squares 0 points. Next: Blue Squares.');
    expect(betweenSaid(between, false)).toBe('Red Circles: turn done. Next: Blue Squares.');
    const results = endTurn(startNextTurn(between), 4);
    expect(resultsSaid(results, true)).toBe('Results. Scores: Red Circles 4 points, Blue Squares 4 points. Top score shared by Red Circles and Blue Squares, with 4 points each!');
    expect(resultsSaid(results, false)).toBe('Results. Every team took its turn. Thank you for playing, every team. Well done, everyone!');
  });

  it('say which round a team is on in a round-based game', () => {
    const turns = { ...startTurns(3, { kind: 'round', rounds: 3 }), turn: 4 };
    expect(boardGameWords.turnLine(turns, { kind: 'round', rounds: 3 })).toBe('your turn: round 2 of 3');
    expect(boardGameWords.turnLine(startTurns(2, { kind: 'game' }), { kind: 'game' })).toBe('your turn');
  });
});

describe('the board’s zoom', () => {
  it('makes the page’s 0.875 rem type 28 px at 1920x1080, in proportion on other boards, and never shrinks', () => {
    expect(boardZoom(1920, 1080, 16) * 16 * 0.875).toBeCloseTo(28);
    expect(boardZoom(1920, 1080, 18) * 18 * 0.875).toBeCloseTo(28);
    expect(boardZoom(1280, 720, 16) * 16 * 0.875).toBeCloseTo((28 * 1280) / 1920);
    expect(boardZoom(3840, 2160, 18) * 18 * 0.875).toBeCloseTo(56);
    // A board wider than 16:9 follows its height.
    expect(boardZoom(2560, 1080, 16)).toBeCloseTo(2);
    expect(boardZoom(800, 600, 16)).toBe(1);
  });
});
