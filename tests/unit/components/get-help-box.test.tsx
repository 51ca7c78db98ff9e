import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GetHelp } from '../../../src/content/schemas';
import { GetHelpBox } from '../../../src/components/get-help-box';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from '../../../src/content/help-lines';
import * as spanishLines from '../../../src/content/es/help-lines';

const lines = { childHelplines, emergencyNumbers, poisonLines, reportingRoutes };
import { LocaleContext, wordsIn } from '../../../src/i18n/words';
import type english from '../../../src/pages/article/words.en.json';

// The box's fixed words come from the article page's words file, which the page hands in.
const words = wordsIn<typeof english>('pages/article', 'en');

const emergency: GetHelp = {
  kind: 'emergency',
  heading: 'Get help now if someone has these signs',
  signs: ['Trouble breathing', 'Swelling of the lips, tongue or throat'],
  steps: ['Use their epinephrine auto-injector if they have one.', 'Call the emergency number, even if no adult is there.'],
};

const talk: GetHelp = {
  kind: 'talk',
  heading: 'Talk to someone if you feel this way',
  signs: ['You feel sad most days', 'You think about hurting yourself'],
  steps: ['Tell a trusted adult today.'],
};

const poison: GetHelp = {
  kind: 'poison',
  heading: 'Get help now if someone swallowed something harmful',
  signs: ['Swallowed medicine, vitamins or sanitizer', 'Very sleepy or being sick'],
  steps: ['Tell an adult right away.', 'Do not try to make them sick.'],
};

const box = (heading: string) => screen.getByRole('region', { name: new RegExp(heading) });

describe('GetHelpBox', () => {
  it('is a region named by its heading, with the signs in a list and the steps in order', () => {
    render(<GetHelpBox help={emergency} words={words} lines={lines} />);
    const region = box(emergency.heading);
    expect(region.tagName).toBe('SECTION');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(emergency.heading);
    const [signs, steps] = within(region).getAllByRole('list');
    expect(signs?.tagName).toBe('UL');
    expect(within(signs as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(emergency.signs);
    expect(steps?.tagName).toBe('OL');
    expect(within(steps as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(emergency.steps);
  });

  it('lists every emergency number with its place in an emergency box, and no helplines', () => {
    render(<GetHelpBox help={emergency} words={words} lines={lines} />);
    const region = box(emergency.heading);
    expect(within(region).getByRole('heading', { name: 'Emergency numbers' })).toBeInTheDocument();
    for (const line of emergencyNumbers) expect(region).toHaveTextContent(`${line.number} ${line.place}`);
    for (const line of childHelplines) expect(region).not.toHaveTextContent(line.name);
  });

  it('lists a trusted adult, every children’s helpline and the emergency numbers in a talk box', () => {
    render(<GetHelpBox help={talk} words={words} lines={lines} />);
    const region = box(talk.heading);
    expect(region).toHaveTextContent(/Tell a trusted adult/);
    for (const line of childHelplines) expect(region).toHaveTextContent(`${line.name} (${line.place}): ${line.contact}`);
    for (const line of emergencyNumbers) expect(region).toHaveTextContent(line.number);
  });

  it('lists every poison line with its place in a poison box, then the emergency numbers for someone who cannot stay awake or breathe', () => {
    render(<GetHelpBox help={poison} words={words} lines={lines} />);
    const region = box(poison.heading);
    expect(within(region).getByRole('heading', { name: 'Poison help lines' })).toBeInTheDocument();
    for (const line of poisonLines) expect(region).toHaveTextContent(`${line.name} (${line.place}): ${line.contact}`);
    expect(region).toHaveTextContent(/Call 1-800-222-1222/);
    expect(region).toHaveTextContent(/NHS 111 \(United Kingdom\): Call 111/);
    expect(region).toHaveTextContent(/cannot stay awake, is having a seizure or is struggling to breathe, call an emergency number: 911/);
    for (const line of emergencyNumbers) expect(region).toHaveTextContent(line.number);
    for (const line of childHelplines) expect(region).not.toHaveTextContent(line.name);
  });

  it('lists no reporting routes unless the box asks for them', () => {
    for (const help of [emergency, talk, poison]) {
      const { unmount } = render(<GetHelpBox help={help} words={words} lines={lines} />);
      const region = box(help.heading);
      expect(within(region).queryByRole('heading', { name: 'Report a sexual picture or a threat' })).toBeNull();
      for (const route of reportingRoutes) expect(region).not.toHaveTextContent(route.name);
      unmount();
    }
  });

  it('lists each reporting route above the helplines when a talk box asks, its name a plain link to its own page', () => {
    render(<GetHelpBox help={{ ...talk, reportingRoutes: true }} words={words} lines={lines} />);
    const region = box(talk.heading);
    const routesHeading = within(region).getByRole('heading', { name: 'Report a sexual picture or a threat' });
    const helplinesHeading = within(region).getByRole('heading', { name: 'Helplines for young people' });
    expect(routesHeading.compareDocumentPosition(helplinesHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const route of reportingRoutes) {
      const link = within(region).getByRole('link', { name: (name) => name.startsWith(route.name) && name.endsWith('(opens in a new tab)') });
      expect(link).toHaveAttribute('href', route.url);
      expect(link).toHaveClass('link');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.closest('li')).toHaveTextContent(`(${route.place}): ${route.purpose} ${route.contact}`);
    }
    for (const line of childHelplines) expect(region).toHaveTextContent(`${line.name} (${line.place}): ${line.contact}`);
    for (const line of emergencyNumbers) expect(region).toHaveTextContent(line.number);
  });

  it('keeps its icon away from screen readers', () => {
    render(<GetHelpBox help={emergency} words={words} lines={lines} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName(emergency.heading);
  });

  it('says its own words in Spanish on a Spanish page, and none of the English ones', () => {
    const hablar: GetHelp = {
      kind: 'talk',
      heading: 'Habla con alguien si te sientes así',
      signs: ['Estás triste casi todos los días'],
      steps: ['Cuéntaselo hoy a un adulto de confianza.'],
      reportingRoutes: true,
    };
    render(
      <LocaleContext value="es">
        <GetHelpBox help={hablar} words={wordsIn<typeof english>('pages/article', 'es')} lines={spanishLines} />
      </LocaleContext>,
    );
    const region = box(hablar.heading);
    for (const name of ['Señales de alerta', 'Qué hacer', 'Reporta una foto sexual o una amenaza', 'Líneas de ayuda para jóvenes']) {
      expect(within(region).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    // The lines that answer in Spanish, and none of the English-only ones.
    const [firstRoute] = spanishLines.reportingRoutes;
    expect(within(region).getByRole('link', { name: (name) => name.startsWith(firstRoute?.name ?? '-') && name.endsWith('(se abre en una pestaña nueva)') })).toBeInTheDocument();
    expect(region).toHaveTextContent(/Cuéntaselo a un adulto de confianza, como tu mamá o tu papá/);
    expect(region).toHaveTextContent(`llama a un número de emergencias: ${spanishLines.emergencyNumbers.map((line) => `${line.number} (${line.place})`).join(', ')}.`);
    expect(region).toHaveTextContent('Llama al 988 y marca 2 para español');
    for (const line of ['Childline', 'Kids Help Phone', 'CEOP']) expect(region).not.toHaveTextContent(line);
    for (const english of ['Signs to watch for', 'What to do', 'Report a sexual picture', 'Helplines for young people', 'opens in a new tab', 'Tell a trusted adult', 'call an emergency number']) {
      expect(region).not.toHaveTextContent(english);
    }
  });
});
