// Board mode's teams (the board's turns and the class quiz use them): a class
// split into 2 to 4 teams that take turns at one board. Each team has a colour and a shape, so a child who cannot tell the colours apart still knows their team. Pure.

export const TEAMS = [
  { name: 'Red Circles', colour: '#b91c1c', shape: 'circle' },
  { name: 'Blue Squares', colour: '#1d4ed8', shape: 'square' },
  { name: 'Green Triangles', colour: '#15803d', shape: 'triangle' },
  { name: 'Yellow Stars', colour: '#a16207', shape: 'star' },
] as const;

export type Team = (typeof TEAMS)[number];
export type TeamShape = Team['shape'];

/** Off (the whole class plays as one), or how many teams take turns. */
export const TEAM_CHOICES = [0, 2, 3, 4] as const;
export type TeamCount = (typeof TEAM_CHOICES)[number];

/** The teams playing when `count` are chosen (none when teams are off). */
export const teamsFor = (count: TeamCount): readonly Team[] => TEAMS.slice(0, count);

/** Whose turn is the `turn`-th (from 0) with `count` teams: they go in order, round after round. */
export function teamOfTurn(turn: number, count: number): number {
  return count <= 1 ? 0 : turn % count;
}

/**
 * The teams with the highest score (their indexes, in team order): a tie is shared, never broken.
 * Empty when there are no scores.
 */
export function leaders(scores: readonly number[]): number[] {
  if (scores.length === 0) return [];
  const best = Math.max(...scores);
  return scores.flatMap((score, team) => (score === best ? [team] : []));
}
