// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appArrived, enteredBeforeApp, takeEarlyPress, typedBeforeApp } from '../../../src/lib/before-app';
import { loaderScript } from '../../../scripts/app-loader/plugin';

afterEach(() => {
  document.body.replaceChildren();
  delete window.healthsproutEarly;
});

/** An element with attributes (and, for an option, selected) and children, added nowhere yet. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function form(...fields: HTMLElement[]): HTMLFormElement {
  const built = el('form', {}, ...fields);
  document.body.append(built);
  return built;
}

describe('what was entered before the app arrived', () => {
  it('reads the text, choices and ticks that differ from the state', () => {
    const filled = form(
      el('input', { name: 'name', value: 'Sam' }),
      el('select', { name: 'ageGroup' }, el('option', { value: '' }), el('option', { value: '11-14', selected: '' })),
      el('textarea', { name: 'topicSuggestion' }),
      el('input', { type: 'checkbox', name: 'agreeToShare', checked: '' }),
    );
    expect(enteredBeforeApp(filled, { name: '', ageGroup: '', topicSuggestion: '', agreeToShare: false })).toEqual({
      name: 'Sam',
      ageGroup: '11-14',
      agreeToShare: true,
    });
  });

  it('leaves out fields that match the state (a form the server answered) and names with no field', () => {
    const echoed = form(el('input', { name: 'name', value: 'Ava' }), el('textarea', { name: 'message' }, 'Hi'));
    expect(enteredBeforeApp(echoed, { name: 'Ava', message: 'Hi', email: '' })).toEqual({});
    expect(enteredBeforeApp(null, { name: '' })).toEqual({});
  });

  it('reads one field', () => {
    document.body.append(el('input', { value: 'heart' }));
    expect(typedBeforeApp(document.querySelector('input'), '')).toBe('heart');
    expect(typedBeforeApp(document.querySelector('input'), 'heart')).toBeUndefined();
    expect(typedBeforeApp(null, '')).toBeUndefined();
  });
});

describe('a press kept by the page loader', () => {
  const runLoader = () => new Function(loaderScript('/assets/index.js', [], []))();

  it('is kept, shown busy and handed over once; after the app arrives presses are its own', () => {
    document.body.append(el('button', { 'data-early-press': 'play-trigger-dash' }, 'Play Game'), el('button', {}, 'Other'));
    runLoader();
    const play = document.querySelector('button') as HTMLButtonElement;
    play.click();
    play.click();
    (document.querySelectorAll('button')[1] as HTMLButtonElement).click();
    expect(window.healthsproutEarly?.pressed).toEqual(['play-trigger-dash']);
    expect(play).toHaveAttribute('aria-busy', 'true');

    expect(takeEarlyPress('play-trigger-dash')).toBe(true);
    expect(play).not.toHaveAttribute('aria-busy');
    expect(takeEarlyPress('play-trigger-dash')).toBe(false);

    appArrived();
    play.click();
    expect(window.healthsproutEarly?.pressed).toEqual([]);
  });

  it('is nothing when no loader ran (the dev server)', () => {
    expect(takeEarlyPress('play-trigger-dash')).toBe(false);
    expect(() => appArrived()).not.toThrow();
  });
});
