// Reading options' button (issue 35), beside Read to me and Listen. The panel, and the options'
// schema inside it, load on the first press; if they cannot load, the button says so beside itself
// and the next press tries again.
import { useState, type ComponentType } from 'react';
import { useLocale, useWords } from '../i18n/words';
import type { ReadingOptionsPanelProps } from './reading-options-panel';
import { READING_WORDS, type ReadingWords } from './reading-words';

type Opened = { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'open'; Panel: ComponentType<ReadingOptionsPanelProps> };

/** The button; the panel lists the voices of `lang` (the page's language unless told otherwise). */
export function ReadingOptionsButton({ canSpeak, lang }: { canSpeak: boolean; lang?: string }) {
  const words = useWords<ReadingWords>(READING_WORDS);
  const locale = useLocale();
  const [opened, setOpened] = useState<Opened>({ status: 'closed' });
  const open = () => {
    setOpened({ status: 'loading' });
    import('./reading-options-panel').then(
      ({ default: Panel }) => setOpened({ status: 'open', Panel }),
      () => setOpened({ status: 'failed' }),
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn-secondary min-h-11 px-4 py-1.5 text-base"
        aria-haspopup="dialog"
        aria-busy={opened.status === 'loading' || undefined}
        onClick={open}
      >
        <span aria-hidden="true" className="font-extrabold">
          Aa
        </span>{' '}
        {words.optionsButton()}
      </button>
      {opened.status === 'failed' && (
        <span role="status" className="font-semibold text-coral-700">
          {words.optionsFailed()}
        </span>
      )}
      {opened.status === 'open' && <opened.Panel canSpeak={canSpeak} lang={lang ?? locale} onClose={() => setOpened({ status: 'closed' })} />}
    </>
  );
}
