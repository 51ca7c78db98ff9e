// Reading options' button (issue 35), beside Read to me and Listen. The panel, and the options'
// schema inside it, load on the first press; if they cannot load, the button says so beside itself
// and the next press tries again.
import { useState, type ComponentType } from 'react';
import type { ReadingOptionsPanelProps } from './reading-options-panel';

type Opened = { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'open'; Panel: ComponentType<ReadingOptionsPanelProps> };

export const READING_OPTIONS_FAILED = 'Reading options could not load. Check the connection and press again.';

export function ReadingOptionsButton({ canSpeak, lang = 'en' }: { canSpeak: boolean; lang?: string }) {
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
        Reading options
      </button>
      {opened.status === 'failed' && (
        <span role="status" className="font-semibold text-coral-700">
          {READING_OPTIONS_FAILED}
        </span>
      )}
      {opened.status === 'open' && <opened.Panel canSpeak={canSpeak} lang={lang} onClose={() => setOpened({ status: 'closed' })} />}
    </>
  );
}
