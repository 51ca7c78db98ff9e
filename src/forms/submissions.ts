// Sends the site's two forms to its own server (server/forms.ts), which stores them. On a plain
// static host there is no server: the answer says so, and the forms offer the e-mail link instead.

import { contactAddresses, type ContactMessage } from './contact';
import { suggestionAddresses, type TopicSuggestion } from './suggestion';

/** A form's checked values as sent: with the id the form gave this send, which the server stores once. */
export type Sendable<T> = T & { id?: string };

/**
 * What became of a send: stored; refused with a message per field; too many sends from this
 * address; no server to send to (a static host); no connection; or the server failed.
 */
export type SendResult =
  | { status: 'sent' }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'busy' }
  | { status: 'unavailable' }
  | { status: 'offline' }
  | { status: 'failed' };

async function send(path: string, body: unknown): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 'offline' };
  }
  // Only the server's own JSON counts. A static host answers a POST with 404, 405 or 501; a
  // network that wants a login first (school or café Wi-Fi) answers with its own page, often after a
  // redirect: that is no connection yet, and the send waits for one.
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  if (!isJson) {
    // 511 is the status such a network is meant to answer with.
    if (response.redirected || response.ok || response.status === 511) return { status: 'offline' };
    if ([404, 405, 501].includes(response.status)) return { status: 'unavailable' };
    return { status: response.status >= 500 ? 'failed' : 'offline' };
  }
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; errors?: Record<string, string> } | null;
  if (response.ok && answer?.ok) return { status: 'sent' };
  if (response.status === 400 && answer?.errors) return { status: 'invalid', errors: answer.errors };
  if (response.status === 429) return { status: 'busy' };
  return { status: 'failed' };
}

/** Sends a contact message. */
export function submitContactMessage(message: Sendable<ContactMessage>): Promise<SendResult> {
  return send(contactAddresses.api, message);
}

/** Sends a topic suggestion from the E-Library form. */
export function submitTopicSuggestion(suggestion: Sendable<TopicSuggestion>): Promise<SendResult> {
  return send(suggestionAddresses.api, suggestion);
}
