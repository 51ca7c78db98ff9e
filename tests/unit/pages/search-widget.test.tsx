import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchWidget } from '../../../src/pages/library/search-widget';
import { renderAt } from '../render';

const articleRoute = { path: '/library/:category/:slug', element: <p>Article page</p> };

function setup() {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <SearchWidget />
      <p>Somewhere else</p>
    </>,
    '/library',
    [articleRoute],
  );
  const box = screen.getByRole('combobox', { name: 'Search the E-Library' });
  return { user, box, ...view };
}

describe('SearchWidget', () => {
  it('opens a listbox of results with the matches highlighted as you type', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'heart');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const first = within(listbox).getAllByRole('option')[0];
    expect(first).toHaveAccessibleName(/Your Amazing Heart/);
    expect(first).toHaveTextContent('The Human Body');
    const marks = first?.querySelectorAll('mark') ?? [];
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.textContent?.toLowerCase()).toBe('heart');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/);
  });

  it('shows at most five options', async () => {
    const { user, box } = setup();
    await user.type(box, 'e');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 results');
  });

  it('filters by the chosen category chip, even while the results are open', async () => {
    const { user, box } = setup();
    const all = screen.getByRole('radio', { name: 'All Topics' });
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    await user.type(box, 'germs');
    const before = screen.getAllByRole('option').map((option) => option.textContent);
    expect(before.some((text) => text?.includes('Diseases & Conditions'))).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Preventive Care' }));
    expect(screen.getByRole('radio', { name: 'Preventive Care' })).toHaveAttribute('aria-checked', 'true');
    expect(all).toHaveAttribute('aria-checked', 'false');
    const after = screen.getAllByRole('option');
    expect(after.length).toBeGreaterThan(0);
    for (const option of after) expect(option).toHaveTextContent('Preventive Care');
  });

  it('moves between chips with the arrow keys, one tab stop for the group', async () => {
    const { user } = setup();
    const all = screen.getByRole('radio', { name: 'All Topics' });
    expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toEqual([all]);
    all.focus();
    await user.keyboard('{ArrowRight}');
    const diseases = screen.getByRole('radio', { name: 'Diseases & Conditions' });
    expect(diseases).toHaveFocus();
    expect(diseases).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Healthcare Careers' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says there are no results and offers to suggest a topic', async () => {
    const { user, box } = setup();
    await user.type(box, '  zzzq  ');
    expect(screen.getByText('No results found for "zzzq"')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Suggest a topic! 💡' })).toHaveAttribute('href', '/library#suggest-topic');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it('clears the box, closes the dropdown and keeps focus in the box', async () => {
    const { user, box } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'flu');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Type a word like/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('goes to the active result with ArrowDown and Enter', async () => {
    const { user, box, router } = setup();
    await user.type(box, 'heart');
    await user.keyboard('{ArrowDown}');
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/library/body/your-amazing-heart');
    expect(screen.getByText('Article page')).toBeInTheDocument();
  });

  it('wraps the active option around with ArrowUp and ArrowDown', async () => {
    const { user, box } = setup();
    await user.type(box, 'e');
    await user.keyboard('{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[4]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
  });

  it('goes to a result when it is clicked', async () => {
    const { user, box, router } = setup();
    await user.type(box, 'sleep');
    await user.click(screen.getByRole('option', { name: /Why Sleep Matters/ }));
    expect(router.state.location.pathname).toBe('/library/mental-health/why-sleep-matters');
  });

  it('closes with Escape, and a second Escape clears the box', async () => {
    const { user, box } = setup();
    await user.type(box, 'flu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('flu');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('opens on focus with a hint, and closes when Tab leaves the box', async () => {
    const { user, box } = setup();
    expect(screen.queryByText('Type a word like flu, heart or sleep')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All Topics' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    expect(screen.getByText('Type a word like flu, heart or sleep')).toBeVisible();
    await user.type(box, 'flu');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps the no-results message open while Tab reaches the suggest link', async () => {
    const { user, box } = setup();
    await user.type(box, 'zzzq');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Suggest a topic! 💡' })).toHaveFocus();
  });

  it('closes when something outside is clicked', async () => {
    const { user, box } = setup();
    await user.type(box, 'flu');
    await user.click(screen.getByText('Somewhere else'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('flu');
  });
});
