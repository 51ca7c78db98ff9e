// Board mode's flow, for every game alike: the set-up (the teacher's timer, teams or the class as
// one), the teams' turns with each team's own game kept while the others play, the scoreboard
// between turns and the results after the last, and what the board says at each step. A machine:
// an input (the teacher's press, the game's events) and the session before give the session after
// and what the view must do (make a new game, send the game an action, say a sentence, focus).
// The game reaches it only through its declaration (BoardPlay, in src/games/<game>/board.ts) and
// the options it is made with. Pure: no React, no DOM, no clock.
import { timerOptions, type BoardPlay } from './board-play';
import { betweenSaid, boardGameWords as words, resultsSaid } from './board-words';
import { allowed, timerChoices, type TimerChoice } from './teacher-timer';
import { teamsFor, type TeamCount } from './teams';
import { currentTeam, endTurn, finishNow, startNextTurn, startTurns, type TurnsState } from './turns';

/** The options board mode makes a game with (a game's GameOptions, src/engine/outcome.ts, take them). */
export interface BoardOptions {
  relaxed: boolean;
  timeMs?: number | null;
  classOnBoard: true;
}

/** A game as board mode knows it: its declaration, and how a new one is made (the seed already chosen, so every team meets the same game). */
export interface BoardGame<State, Action, Event> {
  play: BoardPlay<State, Action, Event>;
  create(options: BoardOptions): State;
}

export type BoardStage =
  /** The teacher chooses the timer and the teams. */
  | 'setup'
  /** The game is on: a team's turn, or the class playing as one. */
  | 'playing'
  /** A turn is over: the scoreboard, and whose turn is next. */
  | 'between'
  /** The last turn is over (or the teacher finished early): the results. */
  | 'results';

export interface BoardSession<State> {
  stage: BoardStage;
  choice: TimerChoice;
  teamCount: TeamCount;
  /** The teams' turns, or null while the class plays as one. */
  turns: TurnsState | null;
  /** Each team's own game, as its last turn left it. */
  saved: readonly (State | undefined)[];
  /** The game on the board was made by the set-up (with the board's options), not brought from the page. */
  madeHere: boolean;
  /** The set-up offers to keep the game on the board as it is (set up again after a game). */
  canKeep: boolean;
}

export type BoardInput<State, Event> =
  | { type: 'chooseTimer'; choice: TimerChoice }
  | { type: 'chooseTeams'; count: TeamCount }
  /** Done on the set-up: a new game with the chosen timer, and the first team's turn. */
  | { type: 'start' }
  /** From the set-up, back to the game that was under way, as it was. */
  | { type: 'keepGame' }
  /** What the game reported, with its state after it. */
  | { type: 'gameEvents'; events: readonly Event[]; state: State }
  /** The teacher's End turn (a game whose turns have no end of their own). */
  | { type: 'endTurn'; state: State }
  /** From the scoreboard: the next team's turn. */
  | { type: 'nextTurn' }
  /** From the scoreboard, when every team has had as many turns: the results now. */
  | { type: 'finishNow' }
  /** From the results: set up again (the game as the last turn left it may be kept). */
  | { type: 'again'; state: State }
  /** The presenter's Next (PageDown, Space, a clicker): whatever comes next from here. */
  | { type: 'next'; state: State; paused: boolean }
  /** Back to the page. */
  | { type: 'leave' };

export type BoardEffect<State, Action> =
  /** Put this game in the session (a new one, or a team's own game back). */
  | { type: 'newGame'; state: State }
  /** Send the game this action (Start Game, Next Round, Play Again). */
  | { type: 'dispatch'; action: Action }
  /** Say this in the board's live region; `withGame` places it before or after what the game just said. */
  | { type: 'say'; text: string; withGame: 'alone' | 'before' | 'after' }
  /** Put focus on the game (its main control, where it shows one). */
  | { type: 'focusGame' }
  /** Take the game off pause. */
  | { type: 'resume' }
  /** The page gets a game of its own again (the page's options, not the board's timer). */
  | { type: 'pageGame' };

export interface BoardStep<State, Action> {
  session: BoardSession<State>;
  effects: BoardEffect<State, Action>[];
}

/** Board mode opening on `state`: the set-up first, unless the game was already under way (then it goes on, the class playing as one). */
export function openBoard<State, Action, Event>(game: BoardGame<State, Action, Event>, state: State): BoardSession<State> {
  return {
    stage: game.play.isFresh(state) ? 'setup' : 'playing',
    choice: timerChoices(game.play.clock)[0] ?? { kind: 'game' },
    teamCount: 0,
    turns: null,
    saved: [],
    madeHere: false,
    canKeep: false,
  };
}

const teamName = (turns: TurnsState, team: number) => teamsFor(turns.teams as TeamCount)[team]?.name ?? '';

/** The options the set-up's choices make a game with: the teacher's timer, on a classroom board. */
export const boardOptions = <State, Action, Event>(game: BoardGame<State, Action, Event>, choice: TimerChoice): BoardOptions => ({
  ...timerOptions(game.play.clock, choice),
  classOnBoard: true,
});

/** The current turn is over with `score`: the team's game is kept, and the scoreboard (or the results) comes. */
function closeTurn<State, Action>(session: BoardSession<State>, state: State, score: number, scored: boolean): BoardStep<State, Action> {
  const turns = session.turns;
  if (!turns || session.stage !== 'playing') return { session, effects: [] };
  const saved = [...session.saved];
  saved[currentTeam(turns)] = state;
  const next = endTurn(turns, score);
  const stage = next.phase === 'results' ? 'results' : 'between';
  const text = stage === 'results' ? resultsSaid(next, scored) : betweenSaid(next, scored);
  return { session: { ...session, turns: next, saved, stage }, effects: [{ type: 'say', text, withGame: 'before' }] };
}

export function boardStep<State, Action, Event>(
  game: BoardGame<State, Action, Event>,
  session: BoardSession<State>,
  input: BoardInput<State, Event>,
): BoardStep<State, Action> {
  const { play } = game;
  const none = { session, effects: [] };
  switch (input.type) {
    case 'chooseTimer':
      if (session.stage !== 'setup' || !allowed(play.clock, input.choice)) return none;
      return { session: { ...session, choice: input.choice }, effects: [] };

    case 'chooseTeams':
      return session.stage === 'setup' ? { session: { ...session, teamCount: input.count }, effects: [] } : none;

    case 'start': {
      if (session.stage !== 'setup') return none;
      const made = game.create(boardOptions(game, session.choice));
      const turns = session.teamCount >= 2 ? startTurns(session.teamCount, play.turn) : null;
      const text = turns ? words.goesFirst(teamName(turns, 0)) : words.ready;
      return {
        session: { ...session, stage: 'playing', turns, saved: [], madeHere: true, canKeep: false },
        effects: [{ type: 'newGame', state: made }, { type: 'say', text, withGame: 'alone' }, { type: 'focusGame' }],
      };
    }

    case 'keepGame':
      if (session.stage !== 'setup' || !session.canKeep) return none;
      return { session: { ...session, stage: 'playing', turns: null, canKeep: false }, effects: [{ type: 'focusGame' }] };

    case 'gameEvents': {
      if (session.stage !== 'playing' || !session.turns) return none;
      for (const event of input.events) {
        const score = play.turnScore(event);
        if (score !== null) return closeTurn(session, input.state, score, play.scored);
      }
      return none;
    }

    case 'endTurn':
      if (!play.teacherEndsTurn) return none;
      return closeTurn(session, input.state, 0, play.scored);

    case 'nextTurn': {
      const turns = session.turns;
      if (session.stage !== 'between' || !turns) return none;
      const next = startNextTurn(turns);
      const team = currentTeam(next);
      const state = session.saved[team] ?? game.create(boardOptions(game, session.choice));
      const action = play.startTurn(state);
      return {
        session: { ...session, stage: 'playing', turns: next },
        effects: [
          { type: 'newGame', state },
          ...(action ? [{ type: 'dispatch' as const, action }] : []),
          { type: 'say', text: words.turnOf(teamName(next, team)), withGame: 'after' },
          { type: 'focusGame' },
        ],
      };
    }

    case 'finishNow': {
      const turns = session.turns;
      if (session.stage !== 'between' || !turns) return none;
      const done = finishNow(turns);
      if (done === turns) return none;
      return { session: { ...session, stage: 'results', turns: done }, effects: [{ type: 'say', text: resultsSaid(done, play.scored), withGame: 'alone' }] };
    }

    case 'again':
      if (session.stage !== 'results') return none;
      return { session: { ...session, stage: 'setup', turns: null, saved: [], canKeep: !play.isFresh(input.state) }, effects: [] };

    case 'next': {
      if (session.stage === 'setup') return boardStep(game, session, { type: 'start' });
      if (session.stage === 'between') return boardStep(game, session, { type: 'nextTurn' });
      if (session.stage === 'results') return none;
      if (input.paused) return { session, effects: [{ type: 'resume' }] };
      if (session.turns && play.teacherEndsTurn) return closeTurn(session, input.state, 0, play.scored);
      const action = play.next(input.state);
      return action ? { session, effects: [{ type: 'dispatch', action }] } : none;
    }

    case 'leave':
      // A game the board made keeps the board's timer and turns: the page gets its own again.
      return { session, effects: session.madeHere ? [{ type: 'pageGame' }] : [] };
  }
}
