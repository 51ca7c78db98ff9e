// Forms sent without a connection (issue 15): a suggestion or a message that could not reach the
// server because the device is offline is kept in this browser's storage (so a reload does not
// lose it) and sent once the connection is back, while any page of the site is open; the visitor
// is told both times. The forms keep what they send here (contact-form.tsx, suggestion-form.tsx);
// src/main.tsx resumes sending on every visit.
import { useSyncExternalStore } from 'react';
import { createSafeStorage } from '../lib/safe-storage';
import { sendProblemMessages } from './echo';
import { OUTBOX_KEY } from './outbox-key';
import type { ContactMessage } from './contact';
import type { TopicSuggestion } from './suggestion';
import { submitContactMessage, submitTopicSuggestion, type SendResult } from './submissions';
import { notify } from '../lib/toast';

export type OutboxForm = 'contact' | 'suggestion';

type Kept =
  | { id: string; form: 'contact'; body: ContactMessage; keptAt: string }
  | { id: string; form: 'suggestion'; body: TopicSuggestion; keptAt: string };

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

/** How many of `form`'s sends wait on this device. */
export function useWaiting(form: OutboxForm): number {
  return useSyncExternalStore(
    subscribe,
    () => read().filter((item) => item.form === form).length,
    () => 0,
  );
}

/** Keeps a send that found no connection; says whether it will survive a reload. */
export function keepToSend(...[form, body]: [form: 'contact', body: ContactMessage] | [form: 'suggestion', body: TopicSuggestion]): { persistent: boolean } {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write([...read(), { id, form, body, keptAt: new Date().toISOString() } as Kept]);
  resumeSending();
  return { persistent: storage.persistent };
}

const send = (item: Kept): Promise<SendResult> =>
  item.form === 'contact' ? submitContactMessage(item.body) : submitTopicSuggestion(item.body);

let sending = false;

/** Tries to send everything kept, oldest first; stops at the first send that finds no connection. */
export async function sendKept(): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (const item of read()) {
      const result = await send(item);
      if (result.status === 'offline') return;
      // Too busy or a server error: it stays for the next try.
      if (result.status === 'busy' || result.status === 'failed') continue;
      write(read().filter((kept) => kept.id !== item.id));
      if (result.status === 'sent') {
        void notify({ kind: 'success', title: outboxMessages[item.form].sent });
      } else {
        // Refused, or a copy of the site that cannot send forms: say so rather than retry for ever.
        const why = result.status === 'unavailable' ? sendProblemMessages.unavailable : 'Please fill in the form again.';
        void notify({ kind: 'error', title: outboxMessages.notSent, description: why });
      }
    }
  } finally {
    sending = false;
  }
}

let listening = false;
let timer = 0;

/** Sends what waits now, and again whenever the connection comes back, while anything waits. */
export function resumeSending(): void {
  if (read().length === 0) return;
  void sendKept();
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendKept());
  }
  if (timer) return;
  timer = window.setInterval(() => {
    if (read().length === 0) {
      window.clearInterval(timer);
      timer = 0;
    } else if (navigator.onLine) {
      void sendKept();
    }
  }, RETRY_MS);
}
