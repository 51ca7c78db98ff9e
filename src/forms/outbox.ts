// Forms sent without a connection: a suggestion or a message that could not reach the server
// because the device is offline is kept in this browser's storage (so a reload does not lose it)
// and sent once the connection is back, while any page of the site is open; the visitor is told
// both times. The forms keep what they send here (use-site-form.ts); src/main.tsx resumes sending
// on every visit.
//
// - One tab sends at a time (Web Locks), and every send carries the id its form gave it, which the
//   server stores once: a send is never stored twice, even when two tabs or a lost answer retry it.
// - A send the server refuses as invalid stays here, marked, until its form is next opened, which
//   takes it back with the messages so the visitor can fix it (takeRefused).
// - Nothing waits longer than KEEP_DAYS: older sends are forgotten, and the visitor is told.
import { useSyncExternalStore } from 'react';
import { createSafeStorage } from '../lib/safe-storage';
import { sendProblemMessages } from './echo';
import { OUTBOX_KEY } from './outbox-key';
import type { ContactMessage } from './contact';
import type { TopicSuggestion } from './suggestion';
import { submitContactMessage, submitTopicSuggestion, type Sendable, type SendResult } from './submissions';
import { notify } from '../lib/toast';

export type OutboxForm = 'contact' | 'suggestion';

/** What each form sends: its checked values and the id that makes a repeat harmless. */
interface Bodies {
  contact: Sendable<ContactMessage>;
  suggestion: Sendable<TopicSuggestion>;
}

type Kept = (
  | { id: string; form: 'contact'; body: Bodies['contact']; keptAt: string }
  | { id: string; form: 'suggestion'; body: Bodies['suggestion']; keptAt: string }
) & {
  /** The server's messages, when it refused the send as invalid: it waits for its form, not for the connection. */
  refused?: Record<string, string>;
};

/** How long a send may wait on the device before it is forgotten. */
export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The name of the lock that lets one tab at a time send what waits. */
const LOCK_NAME = 'healthsprout-outbox';

/** While something waits, how often to try again when no 'online' event comes (Wi-Fi that is up but not through). */
export const RETRY_MS = 30_000;

export const outboxMessages = {
  contact: {
    kept: 'You are offline, so your message is saved on this device. We will send it as soon as you are back online.',
    waiting: (count: number) => `${count === 1 ? '1 message is' : `${count} messages are`} saved on this device, waiting to be sent.`,
    sent: 'Your saved message has been sent. Thank you!',
  },
  suggestion: {
    kept: 'You are offline, so your idea is saved on this device. We will send it as soon as you are back online.',
    waiting: (count: number) => `${count === 1 ? '1 idea is' : `${count} ideas are`} saved on this device, waiting to be sent.`,
    sent: 'Your saved idea has been sent. Thank you for helping us teach more kids about health!',
  },
  notSent: 'A form saved on this device could not be sent.',
  needsFix: {
    contact: 'A message saved on this device needs a fix before it can be sent. Open the Contact page to check it.',
    suggestion: 'An idea saved on this device needs a fix before it can be sent. Open the E-Library page to check it.',
  },
  /** Said in the form when it takes a refused send back. */
  takenBack: 'This was saved on your device while you were offline, but it needs a fix before we can send it.',
  forgotten: `A form saved on this device for more than ${KEEP_DAYS} days was not sent, and has been removed.`,
  /** When the browser's storage is off: kept for this visit only. */
  keepPageOpen: 'Keep this page open: your browser is not letting the site save it for later.',
} as const;

const storage = createSafeStorage();
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: Kept[] } = { raw: null, items: [] };

function read(): Kept[] {
  const raw = storage.get(OUTBOX_KEY);
  if (raw === cached.raw) return cached.items;
  let items: Kept[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter((item: Partial<Kept>) => item && (item.form === 'contact' || item.form === 'suggestion') && item.body) as Kept[];
  } catch {
    // Storage holding something else under the key: nothing to send.
  }
  cached = { raw, items };
  return items;
}

function write(items: Kept[]) {
  storage.set(OUTBOX_KEY, JSON.stringify(items));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many of `form`'s sends wait on this device for the connection. */
export function useWaiting(form: OutboxForm): number {
  return useSyncExternalStore(
    subscribe,
    () => read().filter((item) => item.form === form && !item.refused).length,
    () => 0,
  );
}

/** The oldest send of `form` the server refused, taken out of the outbox for its form to show again. */
export function takeRefused<F extends OutboxForm>(form: F): { body: Bodies[F]; errors: Record<string, string> } | undefined {
  const item = read().find((kept) => kept.form === form && kept.refused);
  if (!item?.refused) return undefined;
  write(read().filter((kept) => kept.id !== item.id));
  return { body: item.body as Bodies[F], errors: item.refused };
}

/** Keeps a send that found no connection; says whether it will survive a reload. */
export function keepToSend(...[form, body]: [form: 'contact', body: Bodies['contact']] | [form: 'suggestion', body: Bodies['suggestion']]): { persistent: boolean } {
  const id = body.id ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write([...read().filter((kept) => kept.id !== id), { id, form, body, keptAt: new Date().toISOString() } as Kept]);
  resumeSending();
  return { persistent: storage.persistent };
}

const send = (item: Kept): Promise<SendResult> =>
  item.form === 'contact' ? submitContactMessage(item.body) : submitTopicSuggestion(item.body);

let sending = false;
let again = false;

/** Forgets what has waited longer than KEEP_DAYS, and says so. */
function forgetOld(now = Date.now()) {
  const items = read();
  const fresh = items.filter((item) => now - Date.parse(item.keptAt) < KEEP_DAYS * DAY_MS);
  if (fresh.length === items.length) return;
  write(fresh);
  void notify({ kind: 'error', title: outboxMessages.forgotten });
}

/** Tries each send that waits, oldest first; stops at the first that finds no connection. */
async function sendWaiting(): Promise<void> {
  forgetOld();
  for (const item of read().filter((kept) => !kept.refused)) {
    // Another tab may have sent it while this one waited for the lock.
    if (!read().some((kept) => kept.id === item.id)) continue;
    const result = await send(item);
    if (result.status === 'offline') return;
    // Too busy or a server error: it stays for the next try.
    if (result.status === 'busy' || result.status === 'failed') continue;
    if (result.status === 'invalid') {
      // Refused: it waits for its form, where the visitor can fix it, rather than being lost.
      write(read().map((kept) => (kept.id === item.id ? { ...kept, refused: result.errors } : kept)));
      void notify({ kind: 'error', title: outboxMessages.notSent, description: outboxMessages.needsFix[item.form] });
      continue;
    }
    write(read().filter((kept) => kept.id !== item.id));
    if (result.status === 'sent') void notify({ kind: 'success', title: outboxMessages[item.form].sent });
    // A copy of the site that cannot send forms: say so rather than retry for ever.
    else void notify({ kind: 'error', title: outboxMessages.notSent, description: sendProblemMessages.unavailable });
  }
}

/** Sends what waits, one tab at a time where the browser has Web Locks (another tab holding the lock is sending already). */
export async function sendKept(): Promise<void> {
  // Asked again while sending (the connection came back during a try): one more round after this one.
  if (sending) {
    again = true;
    return;
  }
  sending = true;
  try {
    do {
      again = false;
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? sendWaiting() : undefined));
      else await sendWaiting();
    } while (again);
  } finally {
    sending = false;
  }
}

let listening = false;
let timer = 0;

/** Sends what waits now, and again whenever the connection comes back, while anything waits. */
export function resumeSending(): void {
  if (!read().some((item) => !item.refused)) return;
  void sendKept();
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendKept());
  }
  if (timer) return;
  timer = window.setInterval(() => {
    if (!read().some((item) => !item.refused)) {
      window.clearInterval(timer);
      timer = 0;
    } else if (navigator.onLine) {
      void sendKept();
    }
  }, RETRY_MS);
}
