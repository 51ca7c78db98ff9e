// What board mode says on a game's board: the set-up, whose turn it is, the scoreboard between
// turns and the results board. Pure: words and the functions that fill them in.
import { teamsFor, type TeamCount } from './teams';
import { currentTeam, nextTeam, turnNumberOfTeam, winners, type TurnKind, type TurnsState } from './turns';

/** "Red Circles", "Red Circles and Blue Squares", "A, B and C". */
export const joinNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** "Red Circles' turn": every team's name is a plural. */
export const whose = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

const points = (score: number) => `${score} ${score === 1 ? 'point' : 'points'}`;

export const boardGameWords = {
  setupTitle: 'Ready the board',
  timer: 'Timer',
  fixedTimer: (ms: number) => `Timer: ${Math.round(ms / 1000)} seconds, the time a good handwash takes, so it stays as it is.`,
  noClock: 'This game has no timer: take as long as the class needs.',
  turnKind: (turn: TurnKind) =>
    turn.kind === 'round' ? `Teams take turns: one round each, ${turn.rounds} rounds for every team.` : 'Teams take turns: one game each.',
  done: 'Done',
  keepGame: 'Keep playing this game',
  ready: 'The board is ready.',
  goesFirst: (name: string) => `The board is ready. ${name} go first.`,
  turnOf: (name: string) => `${name}: your turn.`,
  turnLine: (turns: TurnsState, turn: TurnKind | null) =>
    turn?.kind === 'round' ? `your turn: round ${turnNumberOfTeam(turns)} of ${turns.turnsEach}` : 'your turn',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  sound: 'Sound',
  pictureLost: "The game's picture was lost",
  pictureLostText: 'The game is paused. It will come back by itself in a moment.',
  scoresTitle: 'Scores',
  turnsTitle: 'Turns',
  turnDone: (name: string) => `${name}: turn done.`,
  turnTaken: 'Turn taken',
  turnWaiting: 'Still to come',
  everyTeamTook: 'Every team took its turn.',
  endTurn: (name: string) => `End ${whose(name)} turn`,
  nextUpLead: 'Next:',
  nextUp: (name: string) => `Next: ${name}.`,
  startTurn: (name: string) => `Start ${whose(name)} turn`,
  finishNow: 'End the game here and see the results',
  finishNote: 'Every team has played the same number of rounds, so the game can end here if time is short.',
  scoresSaid: (scores: readonly { name: string; score: number }[]) => `Scores: ${scores.map(({ name, score }) => `${name} ${points(score)}`).join(', ')}.`,
  points,
  topMark: '★ Top score',
  resultsTitle: 'Results',
  top: (names: string, score: number, shared: boolean) =>
    shared ? `Top score shared by ${names}, with ${points(score)} each!` : `Top score: ${names}, with ${points(score)}!`,
  thanks: 'Thank you for playing, every team. Well done, everyone!',
  again: 'Play again',
  backToPage: 'Back to the page',
} as const;

/** "Top score: ...", ties shared. */
export function topSaid(turns: TurnsState): string {
  const team = teamsFor(turns.teams as TeamCount);
  const best = winners(turns);
  return boardGameWords.top(joinNames(best.map((index) => team[index]?.name ?? '')), turns.scores[best[0] ?? 0] ?? 0, best.length > 1);
}

const scoresSaid = (turns: TurnsState) =>
  boardGameWords.scoresSaid(teamsFor(turns.teams as TeamCount).map((t, index) => ({ name: t.name, score: turns.scores[index] ?? 0 })));

/** What the live region says when the scoreboard comes up between turns. */
export function betweenSaid(turns: TurnsState, scored: boolean): string {
  const team = teamsFor(turns.teams as TeamCount);
  const upNext = boardGameWords.nextUp(team[nextTeam(turns) ?? 0]?.name ?? '');
  return scored ? `${scoresSaid(turns)} ${upNext}` : `${boardGameWords.turnDone(team[currentTeam(turns)]?.name ?? '')} ${upNext}`;
}

/** What the live region says when the results board comes up. */
export function resultsSaid(turns: TurnsState, scored: boolean): string {
  return scored ? `${boardGameWords.resultsTitle}. ${scoresSaid(turns)} ${topSaid(turns)}` : `${boardGameWords.resultsTitle}. ${boardGameWords.everyTeamTook} ${boardGameWords.thanks}`;
}
