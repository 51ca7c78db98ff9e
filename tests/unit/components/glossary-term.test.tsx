import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { GlossaryEntry } from '../../../src/content/schemas';
import { GLOSSARY_PATH, GlossaryTerm } from '../../../src/components/glossary-term';
import { addressIn } from '../../../src/i18n/address';
import { LocaleContext, wordsIn } from '../../../src/i18n/words';
import type english from '../../../src/pages/article/words.en.json';
import { ArticleParagraph, articleTermId } from '../../../src/pages/article/article-text';
import { renderAt } from '../render';

// The card's fixed words come from the article page's words file, which the page hands in.
const words = wordsIn<typeof english>('pages/article', 'en');

const diaphragm: GlossaryEntry = {
  id: 'diaphragm',
  term: 'diaphragm',
  forms: ['diaphragms'],
  pronunciation: 'DY-uh-fram',
  definition: 'A dome-shaped muscle under your lungs that tightens to pull air in.',
};
const alveoli: GlossaryEntry = {
  id: 'alveoli',
  term: 'alveoli',
  forms: ['air sacs'],
  pronunciation: 'al-VEE-uh-lie',
  definition: 'Tiny balloon-like sacs in the lungs where oxygen passes into the blood.',
};

describe('GlossaryTerm', () => {
  it('is a button in the sentence that opens, with the browser’s own popover, a card explaining the word', () => {
    renderAt(<p>Your <GlossaryTerm text="diaphragms" entry={diaphragm} popoverId="term-m0-1" words={words} /> move.</p>);
    const button = screen.getByRole('button', { name: 'diaphragms' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('popovertarget', 'term-m0-1');

    const card = document.getElementById('term-m0-1');
    expect(card).toHaveAttribute('popover', 'auto');
    expect(card).toHaveAttribute('role', 'dialog');
    // Named by the word at its top (closed, the card is hidden, so it is checked by reference).
    expect(document.getElementById(card?.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(/^diaphragm$/);
    expect(card).toHaveTextContent('DY-uh-fram');
    expect(card).toHaveTextContent(diaphragm.definition);
    // jsdom has no popover API: the closed card counts as hidden, as in a browser, so queries ask for hidden nodes.
    const inCard = within(card as HTMLElement);
    expect(inCard.getByRole('link', { name: 'See all words explained', hidden: true })).toHaveAttribute('href', '/glossary#diaphragm');
    const close = inCard.getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'term-m0-1');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('keeps the card beside the button, never inside it (no nested controls)', () => {
    renderAt(<p><GlossaryTerm text="diaphragm" entry={diaphragm} popoverId="t" words={words} /></p>);
    const button = screen.getByRole('button', { name: 'diaphragm' });
    expect(button.querySelector('a, button, [popover]')).toBeNull();
    expect(button.nextElementSibling).toHaveAttribute('id', 't');
  });

  it('says its own words in Spanish on a Spanish page, and links the glossary of that edition', () => {
    const diafragma: GlossaryEntry = { ...diaphragm, term: 'diafragma', pronunciation: 'dia-FRAG-ma', definition: 'Un músculo en forma de cúpula debajo de los pulmones.' };
    renderAt(
      <LocaleContext value="es">
        <p>
          El <GlossaryTerm text="diafragma" entry={diafragma} popoverId="t" words={wordsIn<typeof english>('pages/article', 'es')} /> se mueve.
        </p>
      </LocaleContext>,
    );
    const card = within(document.getElementById('t') as HTMLElement);
    expect(card.getByText('dia-FRAG-ma').parentElement).toHaveTextContent(/^Dilo así: dia-FRAG-ma$/);
    expect(card.getByRole('link', { name: 'Ver todas las palabras explicadas', hidden: true })).toHaveAttribute('href', `${addressIn('es', GLOSSARY_PATH)}#diaphragm`);
    expect(card.getByRole('button', { name: 'Cerrar', hidden: true })).toBeInTheDocument();
    expect(document.getElementById('t')).not.toHaveTextContent(/Say it|See all words|Close/);
  });
});

describe('ArticleParagraph', () => {
  const text = 'The [[diaphragm]] pulls air into the [[air sacs|alveoli]], then the [[spleen]] waits.';

  it('shows marks as glossary terms, and a mark no entry answers as plain words', () => {
    renderAt(<ArticleParagraph text={text} part="m" index={2} terms={[diaphragm, alveoli]} />);
    const paragraph = screen.getByText(/pulls air into the/).closest('p') as HTMLElement;
    expect(paragraph).toHaveTextContent(/^The diaphragm.*pulls air into the air sacs.*then the spleen waits\.$/);
    expect(within(paragraph).getAllByRole('button', { name: /diaphragm|air sacs/ })).toHaveLength(2);
    expect(within(paragraph).queryByRole('button', { name: 'spleen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'air sacs' })).toHaveAttribute('popovertarget', articleTermId('m', 2, 3));
  });

  it('gives every term on the page its own id, from where it stands', () => {
    renderAt(
      <>
        <ArticleParagraph text={text} part="m" index={0} terms={[diaphragm, alveoli]} />
        <ArticleParagraph text={text} part="m" index={1} terms={[diaphragm, alveoli]} />
        <ArticleParagraph text={text} part="d" index={0} terms={[diaphragm, alveoli]} />
      </>,
    );
    const ids = [...document.querySelectorAll('[popover]')].map((card) => card.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    for (const button of screen.getAllByRole('button', { name: /diaphragm|air sacs/ })) {
      expect(document.getElementById(button.getAttribute('popovertarget') ?? '')).not.toBeNull();
    }
  });

  it('hydrates the server’s markup without a mismatch', async () => {
    const ui = <ArticleParagraph text={text} part="m" index={0} terms={[diaphragm, alveoli]} />;
    const router = () => createMemoryRouter([{ path: '*', element: ui }]);
    const html = renderToString(<RouterProvider router={router()} />);
    expect(html).toContain('popoverTarget="term-m0-1"');
    const container = document.createElement('div');
    container.append(document.createRange().createContextualFragment(html));
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router()} />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toHaveAttribute('popovertarget', 'term-m0-1');
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
