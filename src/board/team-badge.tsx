// A team's shape in its colour, beside its name everywhere on the board, so a team is known by
// shape as well as by colour.
import type { Team } from './teams';

const paths: Record<Team['shape'], string> = {
  circle: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z',
  square: 'M3 3h18v18H3z',
  triangle: 'M12 2L23 21H1z',
  star: 'M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5L7 14l-5.3-5 7.2-.9z',
};

export function TeamShape({ team, size = '1.2em' }: { team: Team; size?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="inline-block shrink-0 align-[-0.2em]">
      <path d={paths[team.shape]} fill={team.colour} stroke="#111827" strokeWidth="1" />
    </svg>
  );
}

/** The team's shape and name. */
export function TeamName({ team }: { team: Team }) {
  return (
    <span className="inline-flex items-center gap-[0.3em] font-extrabold">
      <TeamShape team={team} />
      {team.name}
    </span>
  );
}
