// The board declaration of a round-based game (Label the Organs, Career Match): one turn is one
// round; each round keeps its clock, since its time bonus is counted from it; a round's score is
// its points and its time bonus; and the presenter's Next presses the game's own main button.
// Written once here for every game of that shape. Pure.
import type { BoardPlay } from './board-play';

/** The phases of a round-based game. */
type RoundPhase = 'ready' | 'playing' | 'roundComplete' | 'ended';

/** The actions of a round-based game's main button. */
export type RoundAction = { type: 'start' } | { type: 'next' } | { type: 'playAgain' };

/** A round-based game's event: the end of a round carries its score and time bonus. */
type RoundEvent = { type: string; roundScore?: number; timeBonus?: number };

export function roundBasedPlay<State extends { phase: RoundPhase; roundIndex: number }, Event extends RoundEvent>(
  rounds: number,
  firstRoundMs: number,
): BoardPlay<State, RoundAction, Event> {
  const hasNextRound = (state: State) => state.phase === 'roundComplete' && state.roundIndex + 1 < rounds;
  return {
    scored: true,
    turn: { kind: 'round', rounds },
    clock: { kind: 'adjustable', ms: firstRoundMs, noTimer: false },
    turnScore: (event) => (event.type === 'roundComplete' ? (event.roundScore ?? 0) + (event.timeBonus ?? 0) : null),
    startTurn: (state) => (state.phase === 'ready' ? { type: 'start' } : hasNextRound(state) ? { type: 'next' } : null),
    isFresh: (state) => state.phase === 'ready',
    next: (state) => (state.phase === 'ready' ? { type: 'start' } : hasNextRound(state) ? { type: 'next' } : state.phase === 'ended' ? { type: 'playAgain' } : null),
  };
}
