// Off, 2, 3 or 4 teams: the one chooser the class quiz and the games share on the board.
import type { ReactNode } from 'react';
import { TEAM_CHOICES, type TeamCount } from './teams';

export const teamChoiceWords = {
  teams: 'Teams',
  teamsOff: 'No teams: the whole class',
  teamsCount: (count: number) => `${count} teams`,
} as const;

export function TeamChoice({ count, onChange, children }: { count: TeamCount; onChange: (count: TeamCount) => void; children?: ReactNode }) {
  return (
    <fieldset className="m-0 grid gap-[0.4em] border-0 p-0">
      <legend className="mx-auto mb-[0.3em] font-extrabold">{teamChoiceWords.teams}</legend>
      <div className="flex flex-wrap justify-center gap-[0.5em]">
        {TEAM_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={count === choice}
            className={`board-button ${count === choice ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => onChange(choice)}
          >
            {choice === 0 ? teamChoiceWords.teamsOff : teamChoiceWords.teamsCount(choice)}
          </button>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
