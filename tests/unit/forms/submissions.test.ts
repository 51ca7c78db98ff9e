import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitContactMessage } from '../../../src/forms/submissions';

const message = { name: 'Ava', email: 'ava@example.com', message: 'Hello', id: 'c0ffee00-0000-4000-8000-000000000009' };

/** Answers every fetch with `response` (or throws, for no connection). */
function answer(response: Response | Error, redirected = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      if (redirected) Object.defineProperty(response, 'redirected', { value: true });
      return response;
    }),
  );
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (status: number) => new Response('<html><body>Please log in to the school Wi-Fi</body></html>', { status, headers: { 'Content-Type': 'text/html' } });

describe('what became of a send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent when the server stores it, and carries the send’s id', async () => {
    answer(json(201, { ok: true, errors: {} }));
    expect(await submitContactMessage(message)).toEqual({ status: 'sent' });
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body))).toMatchObject({ id: message.id });
  });

  it('is refused with the server’s messages, or busy, or failed', async () => {
    answer(json(400, { ok: false, errors: { email: 'Please fill in your email.' } }));
    expect(await submitContactMessage(message)).toEqual({ status: 'invalid', errors: { email: 'Please fill in your email.' } });
    answer(json(429, { ok: false }));
    expect(await submitContactMessage(message)).toEqual({ status: 'busy' });
    answer(json(503, { ok: false }));
    expect(await submitContactMessage(message)).toEqual({ status: 'failed' });
  });

  it('waits for a connection when there is none, or when a Wi-Fi login page answers instead of the server', async () => {
    answer(new TypeError('Failed to fetch'));
    expect(await submitContactMessage(message)).toEqual({ status: 'offline' });
    answer(page(200));
    expect(await submitContactMessage(message)).toEqual({ status: 'offline' });
    answer(page(200), true);
    expect(await submitContactMessage(message)).toEqual({ status: 'offline' });
    answer(page(511));
    expect(await submitContactMessage(message)).toEqual({ status: 'offline' });
    answer(page(502));
    expect(await submitContactMessage(message)).toEqual({ status: 'failed' });
  });

  it('says a static copy of the site cannot send, when the host answers the post with 404, 405 or 501', async () => {
    for (const status of [404, 405, 501]) {
      answer(page(status));
      expect(await submitContactMessage(message), String(status)).toEqual({ status: 'unavailable' });
    }
  });
});
