// The Save for offline use dialog: asks the service worker how much is left to save, says so, and
// saves it with progress when asked (the states and words: src/lib/offline-save.ts).
import { useEffect, useReducer, useRef } from 'react';
import { nextSaveState, SAVE_START, saveWords, type SaveAnswer, type SaveRequest } from '../lib/offline-save';

/** How long to wait for a service worker before saying this browser cannot save the site. */
const WORKER_WAIT_MS = 4000;

/** Sends `request` to the active service worker; every answer goes to `onAnswer`. Resolves false when there is none. */
async function askWorker(request: SaveRequest, onAnswer: (answer: SaveAnswer) => void): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]).catch(() => null);
  const worker = registration?.active;
  if (!worker) return false;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<SaveAnswer>) => onAnswer(event.data);
  worker.postMessage(request, [channel.port2]);
  return true;
}

export default function SaveOfflineDialog({ onClose }: { onClose: () => void }) {
  const [state, dispatch] = useReducer(nextSaveState, SAVE_START);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
    void askWorker({ type: 'OFFLINE_SIZE' }, dispatch).then((asked) => {
      if (!asked) dispatch({ type: 'unsupported' });
    });
  }, []);

  const save = () => {
    dispatch({ type: 'confirm' });
    void askWorker({ type: 'SAVE_ALL' }, dispatch).then((asked) => {
      if (!asked) dispatch({ type: 'failed' });
    });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="save-offline-title"
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id="save-offline-title" className="text-2xl text-leaf-900">
        {saveWords.title}
      </h2>
      <div role="status" className="mt-3 grid gap-3 text-lg">
        {state.kind === 'measuring' && <p>{saveWords.measuring}</p>}
        {state.kind === 'asking' && <p>{saveWords.ask(state.bytes)}</p>}
        {state.kind === 'saving' && <p>{saveWords.saving(state.done, state.total)}</p>}
        {state.kind === 'ready' && (
          <>
            <p className="text-2xl font-extrabold text-leaf-900">
              <span aria-hidden="true">✅ </span>
              {saveWords.ready}
            </p>
            <p>{saveWords.readyMore}</p>
          </>
        )}
        {state.kind === 'failed' && <p className="font-semibold text-coral-700">{saveWords.failed}</p>}
        {state.kind === 'unsupported' && <p className="font-semibold text-coral-700">{saveWords.unsupported}</p>}
      </div>
      {state.kind === 'saving' && (
        <progress className="mt-4 h-4 w-full accent-leaf-700" max={Math.max(state.total, 1)} value={state.done} aria-label={saveWords.saving(state.done, state.total)} />
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {(state.kind === 'asking' || state.kind === 'failed') && (
          <button type="button" className="btn-primary" onClick={save}>
            {state.kind === 'asking' ? saveWords.save : saveWords.tryAgain}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {saveWords.close}
        </button>
      </div>
    </dialog>
  );
}
