// The panels shown over a game between plays: how to play, a round's score, and the results with
// badges. Each game gives the words; the layout, focus and button sizes are the same everywhere.
import type { ReactNode } from 'react';
import { GamePanel, type PanelAction } from './game-panel';
import { PassportLine } from '../passport/passport-line';

/** The results' line to the player's passport, for a game whose end is not a ResultsPanel (the Handwashing Timer). */
export { PassportLine };

/** One line of a score table: "Time bonus", "+4". */
export interface ScoreLine {
  label: string;
  value: number | string;
}

/** A badge on the results panel; unearned ones are shown too, dimmed, so players see what to aim for. */
export interface Badge {
  name: string;
  emoji: string;
  description: string;
  earned: boolean;
}

function ScoreTable({ lines }: { lines: readonly ScoreLine[] }) {
  return (
    <dl className="mx-auto mt-4 grid max-w-md gap-2 text-xl">
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4 rounded-xl bg-leaf-50 px-4 py-2">
          <dt>{line.label}</dt>
          <dd className="text-2xl font-extrabold text-leaf-900 tabular-nums">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface HowToPlayPanelProps {
  title?: string;
  /** The instructions, one line each; or give `children` for richer content (or both). */
  lines?: readonly string[];
  children?: ReactNode;
  startLabel?: string;
  onStart: () => void;
  actions?: readonly PanelAction[];
}

/** The instructions before a game, with Start Game. */
export function HowToPlayPanel({ title = 'How to play', lines = [], children, startLabel = 'Start Game', onStart, actions }: HowToPlayPanelProps) {
  return (
    <GamePanel title={title} mainLabel={startLabel} onMain={onStart} actions={actions}>
      {lines.length > 0 && (
        <ul className="mx-auto mt-3 max-w-xl list-disc space-y-1 pl-6 text-left text-lg sm:text-xl">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {children && <div className="mt-3 text-left">{children}</div>}
    </GamePanel>
  );
}

export interface RoundCompletePanelProps {
  round: number;
  /** With it the heading says "Round 1 of 3 complete!". */
  totalRounds?: number;
  roundScore: number;
  timeBonus: number;
  /** The game's score so far, this round and its bonus included. */
  total: number;
  title?: string;
  /** 'Next Round' unless given: the last round says 'See Results'. */
  nextLabel?: string;
  onNext: () => void;
  actions?: readonly PanelAction[];
}

/** A round's score, its time bonus and the total so far, with Next Round. */
export function RoundCompletePanel({ round, totalRounds, roundScore, timeBonus, total, title, nextLabel = 'Next Round', onNext, actions }: RoundCompletePanelProps) {
  const heading = title ?? `Round ${round}${totalRounds ? ` of ${totalRounds}` : ''} complete!`;
  const lines: ScoreLine[] = [
    { label: 'Round score', value: roundScore },
    { label: 'Time bonus', value: `+${timeBonus}` },
    { label: 'Total score', value: total },
  ];
  return (
    <GamePanel title={heading} mainLabel={nextLabel} onMain={onNext} actions={actions}>
      <ScoreTable lines={lines} />
    </GamePanel>
  );
}

export interface ResultsPanelProps {
  title?: string;
  /** A sentence under the heading, e.g. the game's end message. */
  message?: string;
  totals: readonly ScoreLine[];
  badges?: readonly Badge[];
  playAgainLabel?: string;
  onPlayAgain: () => void;
  /** Further buttons after Play Again, e.g. Explore Careers. */
  actions?: readonly PanelAction[];
  /** More to read after the totals, e.g. what the game taught. */
  children?: ReactNode;
}

/** The end of a game: totals, badges earned and not yet, Play Again and any further actions. */
export function ResultsPanel({ title = 'Your results', message, totals, badges = [], playAgainLabel = 'Play Again', onPlayAgain, actions, children }: ResultsPanelProps) {
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <GamePanel title={title} mainLabel={playAgainLabel} onMain={onPlayAgain} actions={actions}>
      {message && <p className="mt-2 text-xl font-bold">{message}</p>}
      <ScoreTable lines={totals} />
      {badges.length > 0 && (
        <>
          <h4 className="mt-5 text-xl font-extrabold text-leaf-900">
            Badges: {earned} of {badges.length} earned
          </h4>
          <ul className="mt-2 grid gap-2 text-left sm:grid-cols-2">
            {badges.map((badge) => (
              <BadgeItem key={badge.name} badge={badge} />
            ))}
          </ul>
        </>
      )}
      {children && <div className="mt-4 text-left">{children}</div>}
      <PassportLine />
    </GamePanel>
  );
}

// Unearned badges are told apart by a dashed border, a grey emoji and their words, never by
// faded text: the text keeps full contrast.
function BadgeItem({ badge }: { badge: Badge }) {
  const { earned } = badge;
  return (
    <li className={`flex items-center gap-3 rounded-xl border-2 p-2 ${earned ? 'border-sun-400 bg-sun-100' : 'border-dashed border-gray-400 bg-white text-ink-soft'}`}>
      <span aria-hidden="true" className={`text-4xl ${earned ? '' : 'grayscale'}`}>
        {badge.emoji}
      </span>
      <span>
        <span className={`block font-extrabold ${earned ? 'text-ink' : ''}`}>
          {badge.name}
          {!earned && <span className="sr-only"> (not earned yet)</span>}
        </span>
        <span className="block text-base">{badge.description}</span>
      </span>
    </li>
  );
}
