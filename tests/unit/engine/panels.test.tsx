import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GameFrame } from '../../../src/engine/game-frame';
import { HowToPlayPanel, ResultsPanel, RoundCompletePanel, type Badge } from '../../../src/engine/panels';
import { createGameSession } from '../../../src/engine/session';

const badges: Badge[] = [
  { name: 'Organ Explorer', emoji: '🧭', description: 'Finish round 3', earned: true },
  { name: 'Precision Pro', emoji: '🎯', description: '3 or fewer mistakes', earned: false },
  { name: 'Speed Star', emoji: '⭐', description: '30 or more seconds left in all', earned: true },
];

describe('HowToPlayPanel', () => {
  it('is a region named by its heading, with the instructions as a list', () => {
    render(<HowToPlayPanel lines={['Drag each organ to its place.', 'A hint costs 2 points.']} onStart={() => {}} />);
    const panel = screen.getByRole('region', { name: 'How to play' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'How to play' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Drag each organ to its place.', 'A hint costs 2 points.']);
  });

  it('puts focus on Start Game when it appears, and starts on a press', async () => {
    const onStart = vi.fn();
    render(<HowToPlayPanel title="Label the Organs" onStart={onStart}><p>Place every organ before time runs out.</p></HowToPlayPanel>);
    const start = screen.getByRole('button', { name: 'Start Game' });
    expect(start).toHaveFocus();
    expect(screen.getByText('Place every organ before time runs out.')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('takes its own start label and further buttons, leaving one main button', async () => {
    const onHelp = vi.fn();
    render(<HowToPlayPanel startLabel="Let's go" onStart={() => {}} actions={[{ label: 'Show me the food groups', onClick: onHelp }]} />);
    expect(screen.getByRole('button', { name: "Let's go" })).toHaveFocus();
    const help = screen.getByRole('button', { name: 'Show me the food groups' });
    expect(help).not.toHaveFocus();
    await userEvent.click(help);
    expect(onHelp).toHaveBeenCalledTimes(1);
  });
});

describe('RoundCompletePanel', () => {
  it('shows the round score, time bonus and total, with focus on Next Round', async () => {
    const onNext = vi.fn();
    render(<RoundCompletePanel round={1} totalRounds={3} roundScore={14} timeBonus={6} total={20} onNext={onNext} />);
    const panel = screen.getByRole('region', { name: 'Round 1 of 3 complete!' });
    const terms = within(panel).getAllByRole('term').map((term) => term.textContent);
    const values = within(panel).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Round score', 'Time bonus', 'Total score']);
    expect(values).toEqual(['14', '+6', '20']);
    expect(screen.getByRole('button', { name: 'Next Round' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says See Results after the last round when told to', () => {
    render(<RoundCompletePanel round={2} roundScore={9} timeBonus={0} total={31} nextLabel="See Results" onNext={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Round 2 complete!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See Results' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next Round' })).not.toBeInTheDocument();
  });
});

describe('ResultsPanel', () => {
  it('shows the totals and the message, with focus on Play Again', () => {
    render(<ResultsPanel message="Great job! You built a balanced lunchbox!" totals={[{ label: 'Final score', value: 17 }]} onPlayAgain={() => {}} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Saved in your passport' })).toHaveAttribute('href', '/passport');
    const panel = screen.getByRole('region', { name: 'Your results' });
    expect(within(panel).getByText('Great job! You built a balanced lunchbox!')).toBeInTheDocument();
    expect(within(panel).getByRole('term')).toHaveTextContent('Final score');
    expect(within(panel).getByRole('definition')).toHaveTextContent('17');
    expect(screen.getByRole('button', { name: 'Play Again' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Badges/ })).not.toBeInTheDocument();
  });

  it('lists every badge, telling screen readers which are not earned yet', () => {
    render(<ResultsPanel totals={[{ label: 'Final score', value: 40 }]} badges={badges} onPlayAgain={() => {}} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 4, name: 'Badges: 2 of 3 earned' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '🧭Organ ExplorerFinish round 3',
      '🎯Precision Pro (not earned yet)3 or fewer mistakes',
      '⭐Speed Star30 or more seconds left in all',
    ]);
    expect(screen.getAllByText('(not earned yet)')).toHaveLength(1);
  });

  it('offers further actions beside Play Again, which keeps the focus', async () => {
    const onPlayAgain = vi.fn();
    const onExplore = vi.fn();
    render(<ResultsPanel totals={[{ label: 'Final score', value: 12 }, { label: 'Best streak', value: 4 }, { label: 'Mistakes', value: 2 }]} onPlayAgain={onPlayAgain} actions={[{ label: 'Explore Careers', onClick: onExplore }]} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Final score', 'Best streak', 'Mistakes']);
    expect(screen.getByRole('button', { name: 'Play Again' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Explore Careers' }));
    expect(onExplore).toHaveBeenCalledTimes(1);
    expect(onPlayAgain).not.toHaveBeenCalled();
  });
});

describe('panels inside the game frame', () => {
  const testGame = {
    title: 'Test Game',
    relaxable: false,
    sound: { gameId: 'test-game', onByDefault: true, soundFor: () => null },
    create: () => 0,
    board: { turn: { kind: 'game' }, scored: false, clock: { kind: 'none' }, turnScore: () => null, startTurn: () => null, isFresh: () => true, next: () => null },
    directions: () => ['Tap the button.'],
    passport: { game: 'test-game', play: () => null },
  } as const;
  const frameWith = (panel: boolean) => {
    const session = createGameSession({ apply: (state: number) => ({ state, events: [] }), announce: () => null }, 0);
    render(
      <GameFrame game={testGame} session={session} pausable={false} running={false} onClose={() => {}} seed={1}>
        {() => (panel ? <HowToPlayPanel lines={['Play well.']} onStart={() => {}} /> : <p>Arena</p>)}
      </GameFrame>,
    );
  };

  it('keep the focus on their main button when the game opens on them', () => {
    frameWith(true);
    expect(screen.getByRole('button', { name: 'Start Game' })).toHaveFocus();
  });

  it('leave the frame to take the focus itself when it opens without a panel', () => {
    frameWith(false);
    expect(screen.getByRole('region', { name: 'Test Game' })).toHaveFocus();
  });
});
