// Keep it or move it: Save a copy downloads the record as a small file; Load a copy reads one back
// through the schema and, after asking, keeps the best of both or replaces this one; Start over
// clears it after asking. A wrong or damaged file is refused with its reason and changes nothing.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mergeRecords, type PassportRecord } from '../../passport/record';
import { dayOf } from '../../passport/device';
import { copyFileName, copyText, readCopy } from '../../passport/record-file';
import { refusedWords } from './passport-words';


interface PassportCopyProps {
  record: PassportRecord;
  /** Puts a record in place of this one; false when this device cannot keep it. */
  onReplace: (record: PassportRecord) => boolean;
  onStartOver: () => boolean;
}

type Asking = { kind: 'load'; copy: PassportRecord } | { kind: 'start-over' } | null;

export function PassportCopy({ record, onReplace, onStartOver }: PassportCopyProps) {
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const save = () => {
    const today = dayOf(new Date());
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([copyText(record, today)], { type: 'application/json' }));
    link.download = copyFileName(today);
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setMessage({ text: `A copy of your passport was saved as ${link.download}. Keep it somewhere safe, or load it on another device.`, problem: false });
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage({ text: refusedWords.unreadable, problem: true });
      return;
    }
    const read = readCopy(text);
    if (!read.ok) {
      setMessage({ text: refusedWords[read.reason], problem: true });
      return;
    }
    setMessage(null);
    setAsking({ kind: 'load', copy: read.record });
  };

  const answered = (text: string, kept: boolean) =>
    setMessage(kept ? { text, problem: false } : { text: `${text} This device cannot keep it, so it is shown here only until you leave the page.`, problem: true });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={save}>
          <span aria-hidden="true">💾 </span>Save a copy
        </button>
        <button type="button" className="btn-secondary" onClick={() => fileInput.current?.click()}>
          <span aria-hidden="true">📂 </span>Load a copy
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a saved passport file"
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button type="button" className="btn-secondary" onClick={() => setAsking({ kind: 'start-over' })}>
          <span aria-hidden="true">🧹 </span>Start over
        </button>
      </div>
      <p role="status" className={`min-h-7 text-lg font-bold ${message?.problem ? 'text-coral-700' : 'text-leaf-800'}`}>
        {message?.text}
      </p>
      {asking?.kind === 'load' && (
        <Confirm
          title="Load this passport?"
          onCancel={() => setAsking(null)}
          choices={[
            {
              label: 'Keep the best of both',
              primary: true,
              act: () => answered('The copy was loaded: your passport now keeps the best of both.', onReplace(mergeRecords(record, asking.copy))),
            },
            { label: 'Replace mine with the copy', act: () => answered('Your passport was replaced by the copy.', onReplace(asking.copy)) },
          ]}
        >
          <p>
            <strong>Keep the best of both</strong> keeps every badge, stamp and article from both, and the higher of each best score.
          </p>
          <p>
            <strong>Replace mine</strong> puts the copy in place of the passport on this device.
          </p>
        </Confirm>
      )}
      {asking?.kind === 'start-over' && (
        <Confirm
          title="Start your passport over?"
          onCancel={() => setAsking(null)}
          choices={[
            {
              label: 'Yes, start over',
              primary: true,
              act: () => answered('Your passport was cleared. It starts again from here.', onStartOver()),
            },
          ]}
        >
          <p>Every stamp, badge, best score and article read in this passport will be cleared from this device. This cannot be undone, unless you saved a copy first.</p>
        </Confirm>
      )}
    </div>
  );
}

interface ConfirmProps {
  title: string;
  children: ReactNode;
  choices: readonly { label: string; primary?: boolean; act: () => void }[];
  onCancel: () => void;
}

/** A question in a modal dialog: each choice acts and closes it; Cancel and Escape close it with nothing changed. */
function Confirm({ title, children, choices, onCancel }: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const choose = (act: () => void) => {
    chosen.current = act;
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="passport-confirm-title"
      onClose={() => {
        const act = chosen.current;
        chosen.current = null;
        onCancel();
        act?.();
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id="passport-confirm-title" className="text-2xl text-leaf-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-lg">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        {choices.map((choice) => (
          <button key={choice.label} type="button" className={choice.primary ? 'btn-primary' : 'btn-secondary'} onClick={() => choose(choice.act)}>
            {choice.label}
          </button>
        ))}
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
