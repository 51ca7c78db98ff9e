// A game on a classroom board: the same game, in board mode's frame (src/board/board-shell.tsx).
// Before the first Start the teacher chooses the timer and, if the class plays in teams, 2 to 4
// teams; the teams then take turns (one game, or one round, as the game declares in its `board`),
// each team going on with its own game, with a scoreboard between turns and a results board at the
// end (in a game the class does together, they say which teams have had their turn). The
// game's own rules and scoring are untouched: this frame only says whose turn it is, keeps each
// team's game while another plays, and adds up what each turn scored. Loaded only in board mode.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { timerOptions } from '../board/board-play';
import { BoardShell } from '../board/board-shell';
import { TeamName } from '../board/team-badge';
import { timerChoices, timerLabel, type TimerChoice } from '../board/teacher-timer';
import { TeamChoice } from '../board/team-choice';
import { TeamScores } from '../board/team-scores';
import { teamsFor, type TeamCount } from '../board/teams';
import { currentTeam, endTurn, evenTurns, finishNow, nextTeam, startNextTurn, startTurns, type TurnsState } from '../board/turns';
import { betweenSaid, boardGameWords as words, resultsSaid, topSaid } from '../board/board-words';
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
  /** Back to the page (the game goes on there). */
  onLeave: () => void;
  children: (onContextLost: (lost: boolean) => void) => ReactNode;
}

/** Whether a game is where it was made: nothing started yet (every game names this phase 'ready', the timer 'idle'). */
const notStarted = (state: unknown) => ['ready', 'idle'].includes((state as { phase?: string }).phase ?? 'ready');

export function BoardGameFrame<State, Action, Event>({ game, session, running, seed, onLeave, children }: BoardGameFrameProps<State, Action, Event>) {
  const { board } = game;
  const choices = timerChoices(board.clock);
  const paused = useStore(session.store, (view) => view.paused);
  const gameSaid = useStore(session.store, (view) => view.announcement);
  const soundOn = useStore(preferences.store, (prefs) => preferences.soundOn(game.sound, prefs));
  const zoom = useBoardZoom();
  const area = useRef<HTMLDivElement>(null);

  // Set up first, unless the game was already under way when it moved to the board.
  const [setup, setSetup] = useState(() => notStarted(session.store.getState().state));
  const [choice, setChoice] = useState<TimerChoice>(choices[0] ?? { kind: 'game' });
  const [teamCount, setTeamCount] = useState<TeamCount>(0);
  const [turns, setTurns] = useState<TurnsState | null>(null);
  const turnsRef = useRef<TurnsState | null>(null);
  // Each team's own game, kept while the other teams play.
  const saved = useRef<(State | undefined)[]>([]);
  const [contextLost, setContextLost] = useState(false);
  const [said, setSaid] = useState('');
  const teams = teamsFor(turns ? (turns.teams as TeamCount) : 0);

  const updateTurns = (next: TurnsState | null) => {
    turnsRef.current = next;
    setTurns(next);
  };

  // What the game says goes to the board's live region, as what the board says does. When both
  // speak at once (a turn ends as the game ends) the board's words follow the game's, in one sentence
  // set, so that neither replaces the other.
  const gameCountSaid = useRef(-1);
  useEffect(() => {
    if (!gameSaid.text || gameSaid.count === gameCountSaid.current) return;
    gameCountSaid.current = gameSaid.count;
    setSaid(gameSaid.text + (gameSaid.count % 2 ? '\u00a0' : ''));
  }, [gameSaid]);
  const say = useCallback(
    (text: string, withGame: 'before' | 'after' | 'alone' = 'alone') => {
      const game = session.store.getState().announcement;
      const fresh = withGame !== 'alone' && game.count !== gameCountSaid.current && game.text;
      gameCountSaid.current = game.count;
      setSaid(fresh ? (withGame === 'before' ? `${game.text} ${text}` : `${text} ${game.text}`) : text);
    },
    [session],
  );

  // A turn ends with the event the game declared (or the teacher's End turn): the scoreboard, or the
  // results after the last.
  const closeTurn = useCallback(
    (score: number) => {
      const now = turnsRef.current;
      if (!now || now.phase !== 'playing') return;
      saved.current[currentTeam(now)] = session.store.getState().state;
      const next = endTurn(now, score);
      updateTurns(next);
      say(next.phase === 'results' ? resultsSaid(next, board.scored) : betweenSaid(next, board.scored), 'before');
    },
    [session, board, say],
  );
  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) {
          const score = board.turnScore(event);
          if (score !== null) closeTurn(score);
        }
      }),
    [session, board, closeTurn],
  );

  const startWithSettings = () => {
    const made = game.create(timerOptions(board.clock, choice), seed);
    saved.current = [];
    session.reset(made);
    const count = teamCount >= 2 ? teamCount : 0;
    const first = count ? startTurns(count, board.turn) : null;
    updateTurns(first);
    setSetup(false);
    say(first ? words.goesFirst(teamsFor(count)[0]?.name ?? '') : words.ready);
    requestAnimationFrame(() => area.current?.querySelector<HTMLElement>('[data-board-next]')?.focus());
  };

  const keepGame = () => {
    setSetup(false);
    updateTurns(null);
  };

  const startNext = () => {
    const now = turnsRef.current;
    if (!now || now.phase !== 'between') return;
    const next = startNextTurn(now);
    updateTurns(next);
    const team = currentTeam(next);
    const state = saved.current[team] ?? game.create(timerOptions(board.clock, choice), seed);
    session.reset(state);
    const action = board.startTurn(state);
    if (action) session.dispatch(action);
    say(words.turnOf(teamsFor(next.teams as TeamCount)[team]?.name ?? ''), 'after');
    requestAnimationFrame(() => area.current?.focus());
  };

  const finishEarly = () => {
    const now = turnsRef.current;
    if (!now) return;
    const done = finishNow(now);
    if (done === now) return;
    updateTurns(done);
    say(resultsSaid(done, board.scored));
  };

  const againFromSetup = () => {
    updateTurns(null);
    setSetup(true);
  };

  const togglePause = () => {
    if (running || paused) session.setPaused(!paused);
  };

  const next = () => {
    if (setup) return startWithSettings();
    if (turns?.phase === 'between') return startNext();
    if (turns?.phase === 'results') return;
    if (paused) return session.setPaused(false);
    if (turns?.phase === 'playing' && board.teacherEndsTurn) return closeTurn(0);
    area.current?.querySelector<HTMLElement>('[data-board-next]')?.click();
  };

  const onContextLost = (lost: boolean) => {
    setContextLost(lost);
    if (lost) session.setPaused(true);
  };

  const timed = running || paused;
  const style = { '--board-zoom': zoom } as CSSProperties;
  const turnTeam = turns ? teams[currentTeam(turns)] : undefined;
  const upNext = turns ? teams[nextTeam(turns) ?? -1] : undefined;

  return (
    <BoardShell
      title={game.title}
      running={running && !paused}
      keys={{ teams: 0, quiz: false }}
      onAction={(action) => {
        if (action.type === 'togglePause') togglePause();
        else if (action.type === 'next') next();
      }}
      onPause={() => {
        if (running) session.setPaused(true);
      }}
      onExit={onLeave}
      announcement={said}
      rail
      controls={
        <>
          {turns && turnTeam && turns.phase === 'playing' && (
            <p className="board-turn m-0">
              <TeamName team={turnTeam} />
              <span>{words.turnLine(turns, board.turn)}</span>
            </p>
          )}
          {turns && turnTeam && turns.phase === 'playing' && board.teacherEndsTurn && (
            <button type="button" className="board-button btn-primary" onClick={() => closeTurn(0)}>
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
        <div ref={area} tabIndex={-1} className="board-game-area" inert={setup || (turns !== null && turns.phase !== 'playing')}>
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
                  value={timerLabel(choice)}
                  onChange={(event) => setChoice(choices.find((offered) => timerLabel(offered) === event.target.value) ?? choice)}
                >
                  {choices.map((offered) => (
                    <option key={timerLabel(offered)}>{timerLabel(offered)}</option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="m-0 max-w-[32em] text-center">{board.clock.kind === 'fixed' ? words.fixedTimer(board.clock.ms) : words.noClock}</p>
            )}
            <TeamChoice count={teamCount} onChange={setTeamCount}>
              {teamCount > 0 && <p className="m-0 max-w-[32em] text-center">{board.turnSaid ?? words.turnKind(board.turn)}</p>}
            </TeamChoice>
            <div className="flex flex-wrap justify-center gap-[0.5em]">
              <button type="button" className="board-button btn-primary" onClick={startWithSettings} autoFocus>
                {words.done}
              </button>
              {!notStarted(session.store.getState().state) && (
                <button type="button" className="board-button btn-secondary" onClick={keepGame}>
                  {words.keepGame}
                </button>
              )}
            </div>
          </section>
        )}

        {turns?.phase === 'between' && upNext && (
          <section aria-labelledby="board-scores-title" className="board-sheet">
            <h2 id="board-scores-title" className="m-0 text-[1.6em] text-leaf-900">
              {board.scored ? words.scoresTitle : words.turnsTitle}
            </h2>
            <TeamScores teams={teams} turns={turns} scored={board.scored} />
            <p className="m-0 font-extrabold">
              {words.nextUpLead} <TeamName team={upNext} />
            </p>
            <div className="flex flex-wrap justify-center gap-[0.5em]">
              <button type="button" className="board-button btn-primary" onClick={startNext} autoFocus>
                {words.startTurn(upNext.name)}
              </button>
              {evenTurns(turns) && (
                <button type="button" className="board-button btn-secondary" onClick={finishEarly} aria-describedby="board-finish-note">
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

        {turns?.phase === 'results' && (
          <section aria-labelledby="board-results-title" className="board-sheet">
            <h2 id="board-results-title" className="m-0 text-[1.6em] text-leaf-900">
              {words.resultsTitle}
            </h2>
            <p className="m-0 text-[1.2em] font-extrabold">{board.scored ? topSaid(turns) : words.everyTeamTook}</p>
            <TeamScores teams={teams} turns={turns} scored={board.scored} />
            <p className="m-0">{words.thanks}</p>
            <div className="flex flex-wrap justify-center gap-[0.5em]">
              <button type="button" className="board-button btn-primary" onClick={againFromSetup} autoFocus>
                {words.again}
              </button>
              <button type="button" className="board-button btn-secondary" onClick={onLeave}>
                {words.backToPage}
              </button>
            </div>
          </section>
        )}
      </div>
    </BoardShell>
  );
}
