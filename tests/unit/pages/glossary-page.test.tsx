import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '../../../src/content/schemas';
import { glossary } from '../../../src/content/glossary';
import { byLetter, Component as GlossaryPage, letterOf, loader } from '../../../src/pages/glossary/glossary-page';
import { usageOf } from '../../../src/pages/glossary/glossary-usage';
import { glossary as spanishGlossary } from '../../../src/content/es/glossary';
import { LocaleContext } from '../../../src/i18n/words';

const entry = (id: string, term: string, forms?: string[]): GlossaryEntry => ({
  id,
  term,
  forms,
  pronunciation: 'SAY-it',
  definition: `A plain sentence that explains what ${id} means.`,
});

describe('glossary helpers', () => {
  it('files a term under its first letter, without accents, and anything else under #', () => {
    expect(letterOf('allergen')).toBe('A');
    expect(letterOf('Épée')).toBe('E');
    expect(letterOf('5-a-day')).toBe('#');
  });

  it('groups entries by letter, keeping their order', () => {
    const groups = byLetter([entry('a1', 'alpha'), entry('a2', 'Avocado'), entry('b1', 'beta')]);
    expect(groups.map(([letter, entries]) => [letter, entries.map((e) => e.id)])).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
    ]);
  });

  it('finds the articles whose marks use each word, by term, form or id', () => {
    const entries = [entry('lung', 'lung', ['lungs']), entry('alveoli', 'alveoli'), entry('heart', 'heart')];
    const usage = usageOf(
      [
        { title: 'How You Breathe', link: '/library/body/how-you-breathe', body: 'Your [[lungs]] and [[air sacs|alveoli]].' },
        { title: 'Your Heart', link: '/library/body/your-heart', body: 'The [[lung]] sits by the [[heart]]. [[unknown]]' },
        { title: 'No Body Yet', link: '/library/body/none', body: null },
      ],
      entries,
    );
    expect(usage).toEqual({
      lung: [
        { title: 'How You Breathe', link: '/library/body/how-you-breathe' },
        { title: 'Your Heart', link: '/library/body/your-heart' },
      ],
      alveoli: [{ title: 'How You Breathe', link: '/library/body/how-you-breathe' }],
      heart: [{ title: 'Your Heart', link: '/library/body/your-heart' }],
    });
  });
});

describe('GlossaryPage', () => {
  const show = async () => {
    const router = createMemoryRouter([{ path: '/glossary', loader, Component: GlossaryPage }], { initialEntries: ['/glossary'] });
    render(<RouterProvider router={router} />);
    // The loader reads every article's text first (each its own module).
    await screen.findByRole('heading', { level: 1, name: 'Words Explained' }, { timeout: 10_000 });
  };

  it('shows every entry A-Z, each at its id with how to say it, what it means and where it is used', async () => {
    await show();
    expect(document.title).toBe('Words Explained | HealthSprout');
    const shown = [...document.querySelectorAll('dl > div[id]')].map((item) => item.id);
    expect(shown).toEqual(glossary.map((e) => e.id));
    for (const e of glossary.slice(0, 10)) {
      const item = document.getElementById(e.id) as HTMLElement;
      expect(item.querySelector('dfn')).toHaveTextContent(e.term);
      expect(item).toHaveTextContent(e.pronunciation);
      expect(item).toHaveTextContent(e.definition);
      for (const link of within(item).queryAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/library\/[^/]+\/[^/]+$/);
    }
  });

  it('has a jump link for each letter that has words, leading to that letter’s heading', async () => {
    await show();
    const letters = screen.queryByRole('navigation', { name: 'Jump to a letter' });
    if (glossary.length === 0) {
      expect(letters).toBeNull();
      expect(screen.getByText(/Words are on their way/)).toBeInTheDocument();
      return;
    }
    const links = within(letters as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(byLetter(glossary).map(([letter]) => letter));
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });
});

describe('the Spanish glossary page', () => {
  it('files ñ words under Ñ, after N, and everything else by its letter without accents', () => {
    expect(letterOf('ñandú', 'es')).toBe('Ñ');
    expect(letterOf('ñandú')).toBe('N');
    expect(letterOf('órgano', 'es')).toBe('O');
    const groups = byLetter([entry('n1', 'nervio'), entry('n2', 'ñu'), entry('o1', 'oído')], 'es');
    expect(groups.map(([letter]) => letter)).toEqual(['N', 'Ñ', 'O']);
  });

  it('shows the Spanish entries in Spanish, with the Spanish articles that use them', async () => {
    const router = createMemoryRouter([{ path: '/es/glosario', loader, Component: GlossaryPage }], { initialEntries: ['/es/glosario'] });
    render(
      <LocaleContext value="es">
        <RouterProvider router={router} />
      </LocaleContext>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Palabras explicadas' }, { timeout: 10_000 });
    const shown = [...document.querySelectorAll('dl > div[id]')].map((item) => item.id);
    expect(shown).toEqual(spanishGlossary.map((e) => e.id));
    const heart = document.getElementById('atrium') as HTMLElement;
    expect(heart).toHaveTextContent('Dilo así:');
    expect(within(heart).getByRole('link', { name: 'Tu increíble corazón' })).toHaveAttribute('href', '/es/biblioteca/cuerpo/tu-increible-corazon');
    expect(screen.getByRole('navigation', { name: 'Ir a una letra' })).toBeInTheDocument();
    expect(screen.queryByText(/Say it|Used in|Words Explained/)).toBeNull();
  });
});

