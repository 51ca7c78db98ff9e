import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Component as ArticlePage, loader } from '../../../src/pages/article/article-page';
import { findCategory } from '../../../src/content/categories';
import { LocaleContext } from '../../../src/i18n/words';
import type { Locale } from '../../../src/site-map';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link's name: its words, then the hidden "(opens in a new tab)" (jsdom drops the space between). */
const newTabName = (title: string, note = '(opens in a new tab)') => new RegExp(`^${escaped(title)}\\s*${escaped(note)}$`);

const show = async (path: string, title: string, locale: Locale = 'en') => {
  const router = createMemoryRouter([{ path: '/library/:category/:slug', loader, Component: ArticlePage }], { initialEntries: [path] });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  return screen.getByRole('article');
};

describe('ArticlePage', () => {
  const allergies = findCategory('diseases')?.articles.find((a) => a.slug === 'understanding-allergies');

  it('puts the Get-help box under the header, before the text, and explains the marked words', async () => {
    const article = await show('/library/diseases/understanding-allergies', 'Understanding Allergies');
    const box = within(article).getByRole('region', { name: allergies?.getHelp?.heading });
    const header = article.querySelector('header');
    const firstParagraph = article.querySelector(':scope > div > p');
    expect(header?.compareDocumentPosition(box)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(box.compareDocumentPosition(firstParagraph as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const terms = within(article).getAllByRole('button').filter((button) => button.hasAttribute('popovertarget'));
    expect(terms.length).toBeGreaterThan(2);
    for (const term of terms) {
      const card = document.getElementById(term.getAttribute('popovertarget') ?? '');
      expect(card).toHaveAttribute('popover', 'auto');
      expect(card?.querySelector('a')?.getAttribute('href')).toMatch(/^\/glossary#[a-z0-9-]+$/);
    }
    expect(article).not.toHaveTextContent('[[');
  });

  it('ends with Go deeper, the sources opening in a new tab, the date they were checked and the attribution', async () => {
    const article = await show('/library/diseases/understanding-allergies', 'Understanding Allergies');
    expect(within(article).getByRole('heading', { level: 2, name: 'Go deeper' })).toBeInTheDocument();
    within(article).getByRole('heading', { level: 2, name: 'Sources' });
    for (const source of allergies?.sources ?? []) {
      const link = within(article).getByRole('link', { name: newTabName(source.title) });
      expect(link).toHaveAttribute('href', source.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.parentElement).toHaveTextContent(source.publisher);
    }
    expect(article).toHaveTextContent(`Last checked: ${allergies?.lastChecked}`);
    expect(article).toHaveTextContent(`Source: ${allergies?.attribution}`);
  });

  it('shows no Get-help box on an article without warning signs', async () => {
    const careers = findCategory('careers')?.articles[0];
    if (!careers) throw new Error('no careers article');
    expect(careers.getHelp).toBeUndefined();
    const article = await show(`/library/careers/${careers.slug}`, careers.title);
    expect(within(article).queryByRole('region')).toBeNull();
  });

  it('draws its own words in Spanish on a Spanish page, and none of the English ones', async () => {
    // The Spanish content is wired in by the site map's Spanish routes; here the English article
    // stands in, so only the page's own words are Spanish.
    const article = await show('/library/diseases/understanding-allergies', 'Understanding Allergies', 'es');
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inicio', 'Biblioteca', findCategory('diseases')?.title]);
    expect(article).toHaveTextContent(/\d+ min de lectura/);
    expect(article).toHaveTextContent(`Actualizado: ${allergies?.updatedAt}`);
    within(article).getByRole('heading', { level: 3, name: 'Señales de alerta' });
    within(article).getByRole('heading', { level: 2, name: 'Para saber más' });
    within(article).getByRole('heading', { level: 2, name: 'Fuentes' });
    const [source] = allergies?.sources ?? [];
    expect(within(article).getByRole('link', { name: newTabName(source?.title ?? '-', '(se abre en una pestaña nueva)') })).toBeInTheDocument();
    expect(article).toHaveTextContent(`Última comprobación: ${allergies?.lastChecked}`);
    expect(article).toHaveTextContent(`Fuentes: ${allergies?.attribution}. Escrito con nuestras propias palabras para lectores jóvenes.`);
    within(article).getByRole('link', { name: 'Cómo comprobamos nuestros datos' });
    const more = screen.getByRole('navigation', { name: 'Más artículos' });
    expect(more).toHaveTextContent(/Anterior|Siguiente/);
    expect(more).not.toHaveTextContent(/Previous|Next/);
    for (const english of ['min read', 'Updated', 'Signs to watch for', 'Go deeper', 'Last checked', 'opens in a new tab', 'How we check', 'Written in our own words']) {
      expect(document.body, english).not.toHaveTextContent(english);
    }
    expect(document.title).toBe(`${allergies?.title} | HealthSprout`);
  });
});
