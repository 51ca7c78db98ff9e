import { describe, expect, it } from 'vitest';
import { boardActionForKey } from '../../../src/board/presenter-keys';

const game = { teams: 2, quiz: false };
const quiz = { teams: 3, quiz: true };

describe('the keys a teacher presses at the board', () => {
  it('pause and resume with Space and P', () => {
    for (const key of [' ', 'p', 'P']) expect(boardActionForKey(key, game), key).toEqual({ type: 'togglePause' });
  });

  it('cover the board with a remote’s blank-screen button, B or .', () => {
    for (const key of ['b', 'B', '.']) expect(boardActionForKey(key, game), key).toEqual({ type: 'blank' });
  });

  it('press the next step with a remote’s forward button (PageDown) or the right arrow', () => {
    for (const key of ['PageDown', 'ArrowRight']) expect(boardActionForKey(key, game), key).toEqual({ type: 'next' });
  });

  it('leave with Escape', () => {
    expect(boardActionForKey('Escape', game)).toEqual({ type: 'exit' });
  });

  it('reveal the quiz’s answer with Enter, and leave Enter to the focused button in a game', () => {
    expect(boardActionForKey('Enter', quiz)).toEqual({ type: 'reveal' });
    expect(boardActionForKey('Enter', game)).toBeNull();
  });

  it('mark the teams that exist with 1 to 4 in the quiz', () => {
    expect([1, 2, 3].map((n) => boardActionForKey(String(n), quiz))).toEqual([0, 1, 2].map((team) => ({ type: 'markTeam', team })));
    expect(boardActionForKey('4', quiz)).toBeNull();
    expect(boardActionForKey('0', quiz)).toBeNull();
    expect(boardActionForKey('1', game)).toBeNull();
  });

  it('leave every other key alone', () => {
    for (const key of ['a', 'Tab', 'ArrowLeft', 'PageUp', 'Shift']) expect(boardActionForKey(key, game), key).toBeNull();
  });
});
