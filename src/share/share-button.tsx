// Share with your class: the button that sits on every article, category page and teacher guide.
// The dialog, and the QR code library inside it, load on the first press (a press before the app
// arrived is kept by the page's loader and acted on when it does); if they cannot load, the
// button says so beside itself and the next press tries again.
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useWords } from '../i18n/words';
import { takeEarlyPress } from '../lib/before-app';
import { SHARE_WORDS, type ShareWords } from './share-words';
import type { ShareDialogProps } from './share-dialog';

/** The name the page's loader keeps a press under until the app arrives. */
const EARLY_PRESS = 'share-page';

type Opened = { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'open'; Dialog: ComponentType<ShareDialogProps> };

/** Loads the dialog, saying each step to `set`. */
function openDialog(set: (opened: Opened) => void) {
  set({ status: 'loading' });
  import('./share-dialog').then(
    ({ default: Dialog }) => set({ status: 'open', Dialog }),
    () => set({ status: 'failed' }),
  );
}

/** The button, for the page it is on; `title` is what Google Classroom shows the class. */
export function ShareButton({ title, className = 'btn-secondary' }: { title: string; className?: string }) {
  const words = useWords<ShareWords>(SHARE_WORDS);
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<Opened>({ status: 'closed' });

  useEffect(() => {
    if (takeEarlyPress(EARLY_PRESS)) openDialog(setOpened);
  }, []);

  return (
    <>
      <button
        type="button"
        className={className}
        data-early-press={EARLY_PRESS}
        aria-haspopup="dialog"
        aria-busy={opened.status === 'loading' || undefined}
        onClick={() => openDialog(setOpened)}
      >
        <span aria-hidden="true">📲 </span>
        {words.button()}
      </button>
      <span role="status" className="font-semibold text-coral-700 empty:hidden">
        {opened.status === 'failed' ? words.loadFailed() : ''}
      </span>
      {opened.status === 'open' && <opened.Dialog path={pathname} title={title} onClose={() => setOpened({ status: 'closed' })} />}
    </>
  );
}
