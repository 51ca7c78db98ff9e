// What a game tells board mode about itself, once, in its own file (src/games/<game>/board.ts):
// what one team's turn is, what its clock allows, which event ends a turn (and with what score),
// how a team's own game goes on when its turn comes round again, and what the presenter's Next
// does in the game. Board mode's session (board-session.ts) does the rest for every game alike; no
// game holds team logic of its own. Pure.
import { turnMs, type GameClock, type TimerChoice } from './teacher-timer';
import type { TurnKind } from './turns';

export interface BoardPlay<State, Action, Event> {
  /** What one team's turn is: a whole game, or one round of a round-based game. */
  turn: TurnKind;
  /**
   * Whether a turn scores points (the scoreboard and the results add them up and name the top
   * score), or is only taken, in a game the class does together (the Handwashing wash-along, the
   * Emotion Wheel): then the boards say which teams have had their turn, and rank nobody.
   */
  scored: boolean;
  /** What a team's turn is, said on the set-up when teams are chosen, where "one game each" would not say it. */
  turnSaid?: string;
  clock: GameClock;
  /** The score a turn ended with (0 where turns are not scored), when this event ends one; null for any other event. */
  turnScore(event: Event): number | null;
  /** Whether the teacher ends each turn (a talk has no end of its own): the board then offers End turn, and PageDown presses it. */
  teacherEndsTurn?: boolean;
  /**
   * The action that starts a turn from the team's own game, as it was left at the end of its last
   * turn (or new): Start Game, or Next Round. Null when that game has nothing left to start.
   */
  startTurn(state: State): Action | null;
  /** Whether the game is as it was made, nothing started yet: then board mode has nothing to keep. */
  isFresh(state: State): boolean;
  /** What the presenter's Next does in the game now (the action of its main button: Start Game, Next Round, Play Again), or null. */
  next(state: State): Action | null;
}

/** The options a game is made with for the teacher's timer (GameOptions in src/engine/outcome.ts). */
export function timerOptions(clock: GameClock, choice: TimerChoice): { relaxed: boolean; timeMs?: number | null } {
  if (clock.kind !== 'adjustable' || choice.kind === 'game') return { relaxed: false };
  if (choice.kind === 'relaxed') return { relaxed: true };
  return { relaxed: false, timeMs: turnMs(clock, choice) };
}
