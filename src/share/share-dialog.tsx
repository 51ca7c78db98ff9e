// The Share with your class dialog: the page's QR code and short address, large enough to read from
// the back of a classroom, with Copy link and a plain link to Google Classroom's share page. Loaded
// on the first press of the button (share-button.tsx), with the QR library (qr-code.ts).
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useWords } from '../i18n/words';
import { siteUrl } from '../lib/site-url';
import { qrModules, qrPath } from './qr-code';
import { shareTarget } from './share-link';
import { SHARE_WORDS, type ShareWords } from './share-words';

export interface ShareDialogProps {
  /** The page's path (its public address is made from the site's, src/lib/site-url.ts). */
  path: string;
  /** The page's title, for Google Classroom. */
  title: string;
  onClose: () => void;
}

type Copy = 'idle' | 'copied' | 'blocked';

/** Copies `text`: the Clipboard API where the page may use it (https, or this computer), else the older copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export default function ShareDialog({ path, title, onClose }: ShareDialogProps) {
  const words = useWords<ShareWords>(SHARE_WORDS);
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copy, setCopy] = useState<Copy>('idle');
  const target = useMemo(() => shareTarget(siteUrl, window.location.origin, path, title), [path, title]);
  const code = useMemo(() => qrPath(qrModules(target.address)), [target.address]);

  useEffect(() => {
    dialog.current?.showModal();
    // The teacher's likely next press, rather than the address field (the browser's first choice).
    copyButton.current?.focus();
  }, []);

  const copyLink = async () => {
    const copied = await copyText(target.address, field.current);
    setCopy(copied ? 'copied' : 'blocked');
    if (!copied) field.current?.select();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="share-title"
      aria-describedby="share-scan"
      onClose={onClose}
      className="share-dialog m-auto max-h-[calc(100dvh-1rem)] w-fit max-w-[calc(100vw-1rem)] overflow-auto rounded-3xl bg-white p-5 text-ink shadow-xl backdrop:bg-ink/60 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-center gap-x-10 gap-y-5">
        <svg
          role="img"
          aria-label={words.qrLabel({ address: target.short })}
          data-share-qr
          viewBox={`0 0 ${code.size} ${code.size}`}
          shapeRendering="crispEdges"
          className="share-qr shrink-0 rounded-xl border-2 border-ink/10"
        >
          <rect width={code.size} height={code.size} fill="#fff" />
          <path d={code.d} fill="#000" />
        </svg>
        <div className="grid max-w-[30em] min-w-[12em] flex-1 basis-[16em] gap-[0.8em]">
          <h2 id="share-title" className="share-title text-3xl text-leaf-900">
            {words.title()}
          </h2>
          <p className="share-page-title text-xl font-bold">{title}</p>
          <p id="share-scan" className="share-text text-lg text-ink-soft">
            {words.scan()}
          </p>
          <p className="share-address font-extrabold wrap-break-word text-leaf-900">
            {/* Long addresses wrap after a slash, not inside a word. */}
            {target.short.split('/').map((part, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <>
                    /<wbr />
                  </>
                )}
                {part}
              </Fragment>
            ))}
          </p>
          <label className="grid gap-1 font-semibold">
            {words.addressLabel()}
            <input
              ref={field}
              readOnly
              value={target.address}
              className="min-h-11 rounded-xl border-2 border-ink/30 px-3 font-normal"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <button ref={copyButton} type="button" className="btn-primary" onClick={() => void copyLink()}>
              <span aria-hidden="true">📋 </span>
              {words.copy()}
            </button>
            <a className="btn-secondary" href={target.classroom} target="_blank" rel="noopener noreferrer">
              {words.classroom()}
              <span className="sr-only"> ({words.classroomNote()})</span>
              <span aria-hidden="true"> ↗</span>
            </a>
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              {words.close()}
            </button>
          </div>
          <p role="status" className={copy === 'blocked' ? 'font-semibold text-coral-700' : 'font-semibold text-leaf-800'}>
            {copy === 'copied' ? words.copied() : copy === 'blocked' ? words.copyBlocked() : ''}
          </p>
        </div>
      </div>
    </dialog>
  );
}
