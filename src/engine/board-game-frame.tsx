// A game on a classroom board: the same game, in board mode's frame (src/board/board-shell.tsx).
// The flow (the set-up, the teams' turns, each team's own game, the scoreboard, the results and
// what the board says) is board mode's session machine (src/board/board-session.ts); this frame
// shows it, hands it the teacher's presses and the game's events, and carries out what it asks
// (a new game, an action for the game, a sentence for the live region, focus). The game's own
// rules and scoring are untouched. Loaded only in board mode.
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { boardStep, openBoard, type BoardEffect, type BoardGame, type BoardInput, type BoardSession } from '../board/board-session';
import { BoardShell } from '../board/board-shell';
import { TeamName } from '../board/team-badge';
import { timerChoices, timerLabel } from '../board/teacher-timer';
import { TeamChoice } from '../board/team-choice';
import { TeamScores } from '../board/team-scores';
import { teamsFor, type TeamCount } from '../board/teams';
import { currentTeam, evenTurns, nextTeam } from '../board/turns';
import { boardGameWords as words, topSaid } from '../board/board-words';
import { useBoardZoom } from './board-zoom';
import { preferences } from './preferences';
import type { GameSession } from './session';
import type { GameSetup } from './use-game';

export interface BoardGameFrameProps<State, Action, Event> {
  game: Pick<GameSetup<State, Action, Event>, 'title' | 'sound' | 'create' | 'board'>;
  session: GameSession<State, Action, Event>;
  /** Whether the game's time is running now. */
  running: boolean;
  seed: number;
  /** Back to the page (the game goes on there, or a new one of the page's own if the board made this one). */
  onLeave: () => void;
  children: (onContextLost: (lost: boolean) => void) => ReactNode;
}

export function BoardGameFrame<State, Action, Event>({ game, session, running, seed, onLeave, children }: BoardGameFrameProps<State, Action, Event>) {
  const { board } = game;
  const boardGame = useMemo<BoardGame<State, Action, Event>>(() => ({ play: board, create: (options) => game.create(options, seed) }), [board, game, seed]);
  const choices = timerChoices(board.clock);
  const paused = useStore(session.store, (view) => view.paused);
  const gameSaid = useStore(session.store, (view) => view.announcement);
  const soundOn = useStore(preferences.store, (prefs) => preferences.soundOn(game.sound, prefs));
  const zoom = useBoardZoom();
  const area = useRef<HTMLDivElement>(null);

  // The board's session: in state for the view, and in a ref for the game's events between renders.
  const [shown, setShown] = useState<BoardSession<State>>(() => openBoard(boardGame, session.store.getState().state));
  const latest = useRef(shown);
  const [contextLost, setContextLost] = useState(false);
  const [said, setSaid] = useState('');
  const { stage, turns } = shown;
  const teams = teamsFor(turns ? (turns.teams as TeamCount) : 0);

  // What the game says goes to the board's live region, as what the board says does. When both
  // speak at once (a turn ends as the game ends) the board's words follow the game's, in one sentence
  // set, so that neither replaces the other.
  const gameCountSaid = useRef(-1);
  useEffect(() => {
    if (!gameSaid.text || gameSaid.count === gameCountSaid.current) return;
    gameCountSaid.current = gameSaid.count;
    setSaid(gameSaid.text + (gameSaid.count % 2 ? '\u00a0' : ''));
  }, [gameSaid]);

  const carryOut = useCallback(
    (effect: BoardEffect<State, Action>) => {
      switch (effect.type) {
        case 'newGame':
          return session.reset(effect.state);
        case 'dispatch':
          return session.dispatch(effect.action);
        case 'resume':
          return session.setPaused(false);
        case 'say': {
          const game = session.store.getState().announcement;
          const fresh = effect.withGame !== 'alone' && game.count !== gameCountSaid.current && game.text;
          gameCountSaid.current = game.count;
          return setSaid(fresh ? (effect.withGame === 'before' ? `${game.text} ${effect.text}` : `${effect.text} ${game.text}`) : effect.text);
        }
        case 'focusGame':
          // The game's main control where it shows one (Start Game, Replay), else the game itself.
          return requestAnimationFrame(() => (area.current?.querySelector<HTMLElement>('[data-board-next]') ?? area.current)?.focus());
        case 'pageGame':
          return session.reset(game.create({ relaxed: preferences.store.getState().relaxed }, seed));
      }
    },
    [session, game, seed],
  );

  const send = useCallback(
    (input: BoardInput<State, Event>) => {
      const { session: next, effects } = boardStep(boardGame, latest.current, input);
      latest.current = next;
      setShown(next);
      effects.forEach(carryOut);
    },
    [boardGame, carryOut],
  );

  // A turn ends with the event the game declared (or the teacher's End turn).
  useEffect(() => session.onEvents((events) => send({ type: 'gameEvents', events, state: session.store.getState().state })), [session, send]);

  const gameState = () => session.store.getState().state;
  const endTurn = () => send({ type: 'endTurn', state: gameState() });
  const leave = () => {
    send({ type: 'leave' });
    onLeave();
  };
  const togglePause = () => {
    if (running || paused) session.setPaused(!paused);
  };
  const onContextLost = (lost: boolean) => {
    setContextLost(lost);
    if (lost) session.setPaused(true);
  };

  const timed = running || paused;
  const style = { '--board-zoom': zoom } as CSSProperties;
  const turnTeam = turns ? teams[currentTeam(turns)] : undefined;
  const setup = stage === 'setup';
  const upNext = turns ? teams[nextTeam(turns) ?? -1] : undefined;

  return (
    <BoardShell
      title={game.title}
      running={running && !paused}
      keys={{ teams: 0, quiz: false }}
      onAction={(action) => {
        if (action.type === 'togglePause') togglePause();
        else if (action.type === 'next') send({ type: 'next', state: gameState(), paused });
      }}
      onPause={() => {
        if (running) session.setPaused(true);
      }}
      onExit={leave}
      announcement={said}
      rail
      controls={
        <>
          {turns && turnTeam && stage === 'playing' && (
            <p className="board-turn m-0">
              <TeamName team={turnTeam} />
              <span>{words.turnLine(turns, board.turn)}</span>
            </p>
          )}
          {turns && turnTeam && stage === 'playing' && board.teacherEndsTurn && (
            <button type="button" className="board-button btn-primary" onClick={endTurn}>
              {words.endTurn(turnTeam.name)}
            </button>
          )}
          {timed && (
            <button type="button" className="board-button btn-secondary" onClick={togglePause} disabled={contextLost}>
              <span aria-hidden="true">{paused ? '▶️ ' : '⏸️ '}</span>
              {paused ? words.resume : words.pause}
            </button>
          )}
          <button type="button" className="board-button btn-secondary" aria-pressed={soundOn} onClick={() => preferences.setSoundOn(game.sound, !soundOn)}>
            <span aria-hidden="true">{soundOn ? '🔊 ' : '🔇 '}</span>
            {words.sound}
          </button>
        </>
      }
    >
      <div className="board-game" style={style}>
        <div ref={area} tabIndex={-1} className="board-game-area" inert={stage !== 'playing'}>
          {children(onContextLost)}
          {contextLost && (
            <div role="alert" className="board-notice">
              <p className="m-0 font-extrabold">{words.pictureLost}</p>
              <p className="m-0">{words.pictureLostText}</p>
            </div>
          )}
          {paused && !contextLost && (
            <div className="board-notice">
              <p className="m-0 text-[1.6em] font-extrabold">{words.paused}</p>
              <button type="button" className="board-button btn-primary" onClick={() => session.setPaused(false)}>
                <span aria-hidden="true">▶️ </span>
                {words.resume}
              </button>
            </div>
          )}
        </div>

        {setup && (
          <section aria-labelledby="board-setup-title" className="board-sheet">
            <h2 id="board-setup-title" className="m-0 text-[1.6em] text-leaf-900">
              {words.setupTitle}
            </h2>
            {choices.length > 1 ? (
              <label className="grid justify-items-center gap-[0.3em] font-extrabold">
                {words.timer}
                <select
                  className="board-select"
                  value={timerLabel(shown.choice)}
                  onChange={(event) => {
                    const choice = choices.find((offered) => timerLabel(offered) === event.target.value);
                    if (choice) send({ type: 'chooseTimer', choice });
                  }}
                >
                  {choices.map((offered) => (
                    <option key={timerLabel(offered)}>{timerLabel(offered)}</option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="m-0 max-w-[32em] text-center">{board.clock.kind === 'fixed' ? words.fixedTimer(board.clock.ms) : words.noClock}</p>
            )}
            <TeamChoice count={shown.teamCount} onChange={(count) => send({ type: 'chooseTeams', count })}>
              {shown.teamCount > 0 && <p className="m-0 max-w-[32em] text-center">{board.turnSaid ?? words.turnKind(board.turn)}</p>}
            </TeamChoice>
            <div className="flex flex-wrap justify-center gap-[0.5em]">
              <button type="button" className="board-button btn-primary" onClick={() => send({ type: 'start' })} autoFocus>
                {words.done}
              </button>
              {shown.canKeep && (
                <button type="button" className="board-button btn-secondary" onClick={() => send({ type: 'keepGame' })}>
                  {words.keepGame}
                </button>
              )}
            </div>
          </section>
        )}

        {stage === 'between' && turns && upNext && (
          <section aria-labelledby="board-scores-title" className="board-sheet">
            <h2 id="board-scores-title" className="m-0 text-[1.6em] text-leaf-900">
              {board.scored ? words.scoresTitle : words.turnsTitle}
            </h2>
            <TeamScores teams={teams} turns={turns} scored={board.scored} />
            <p className="m-0 font-extrabold">
              {words.nextUpLead} <TeamName team={upNext} />
            </p>
            <div className="flex flex-wrap justify-center gap-[0.5em]">
              <button type="button" className="board-button btn-primary" onClick={() => send({ type: 'nextTurn' })} autoFocus>
                {words.startTurn(upNext.name)}
              </button>
              {evenTurns(turns) && (
                <button type="button" className="board-button btn-secondary" onClick={() => send({ type: 'finishNow' })} aria-describedby="board-finish-note">
                  {words.finishNow}
                </button>
              )}
            </div>
            {evenTurns(turns) && (
              <p id="board-finish-note" className="m-0 max-w-[32em] text-[0.9em]">
                {words.finishNote}
              </p>
            )}
          </section>
        )}

        {stage === 'results' && turns && (
          <section aria-labelledby="board-results-title" className="board-sheet">
            <h2 id="board-results-title" className="m-0 text-[1.6em] text-leaf-900">
              {words.resultsTitle}
            </h2>
            <p className="m-0 text-[1.2em] font-extrabold">{board.scored ? topSaid(turns) : words.everyTeamTook}</p>
            <TeamScores teams={teams} turns={turns} scored={board.scored} />
            <p className="m-0">{words.thanks}</p>
            <div className="flex flex-wrap justify-center gap-[0.5em]">
              <button type="button" className="board-button btn-primary" onClick={() => send({ type: 'again', state: gameState() })} autoFocus>
                {words.again}
              </button>
              <button type="button" className="board-button btn-secondary" onClick={leave}>
                {words.backToPage}
              </button>
            </div>
          </section>
        )}
      </div>
    </BoardShell>
  );
}
