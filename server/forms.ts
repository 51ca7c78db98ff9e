// Receives the two forms (docs/decisions.md, Forms). The app sends JSON to /api/suggestions and
// /api/contact and shows the answer itself; without JavaScript, the page's own form posts to its
// address (/library, /contact) and gets that page back, rendered with what happened and with
// everything typed still in place. Both check with the same zod schemas as the browser.
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkSuggestion } from '../src/forms/suggestion-check';
import { checkContactMessage } from '../src/forms/contact-check';
import { ageGroupValues, emptySuggestion, suggestionAddresses, type SuggestionDraft } from '../src/forms/suggestion';
import { contactAddresses, emptyContactMessage, type ContactMessage } from '../src/forms/contact';
import type { FormEcho, FormOutcome } from '../src/forms/echo';
import { errorCode, withinTime, type Database } from './database';
import { saveContactMessage, saveSuggestion } from './store';
import type { PageRenderer } from './pages';
import type { Storage } from './storage';
import type { StoreHealth } from './store-health';
import { fromThisSite } from './same-origin';

/**
 * The largest form body accepted: the longest message the fields allow, several times over (a
 * 5,000-character message in a script whose letters take 3 bytes, sent url-encoded, is about 45 KB).
 */
export const FORM_BODY_LIMIT = 64 * 1024;

const SEND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The send's id from the body (src/forms/send-id.ts), or a new one for a send without one (a page from before ids). */
const sendIdOf = (body: Body): string => {
  const id = text(body?.id);
  return SEND_ID.test(id) ? id.toLowerCase() : randomUUID();
};

export interface FormsOptions {
  storage: Storage;
  renderPage: PageRenderer;
  formsPerMinute: number;
  now: () => Date;
  /** The page a plain form sent over the limit gets (made once: it costs no render). */
  busyPage: string;
  /** The page a plain form posted by another site's page gets (made once). */
  otherSitePage: string;
  /** How long a send waits for the database before it is answered "try again soon" (a frozen database). */
  storeTimeoutMs?: number;
  /** Told whether each send was stored, for /readyz (server/store-health.ts). */
  health?: StoreHealth;
}

/**
 * A send's wait for the database, whatever the database's own timeouts: past it the visitor hears
 * "try again soon", and the app's outbox sends again with the same id, so a send the database
 * stored after all is not stored twice.
 */
export const STORE_TIMEOUT_MS = 12_000;

/** How long a visitor is asked to wait when the database is not there (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 30;

/** The database is not connected or did not answer: the send is answered 503, "try again soon". */
class StorageUnavailable extends Error {
  readonly statusCode = 503;
  constructor(readonly code: string) {
    super('storage unavailable');
  }
}

/** Stores through the database if it is there; any failure of it becomes StorageUnavailable (its code kept for the log). */
async function store(options: FormsOptions, save: (db: Database) => Promise<unknown>): Promise<void> {
  const db = options.storage.db;
  if (!db) throw new StorageUnavailable('NOT_CONNECTED');
  try {
    await withinTime(save(db), options.storeTimeoutMs ?? STORE_TIMEOUT_MS, 'STORE_TIMEOUT');
  } catch (error) {
    options.health?.failed(errorCode(error), options.now().getTime());
    throw new StorageUnavailable(errorCode(error));
  }
  options.health?.stored();
}

type Body = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A checkbox sends "on" in a plain form and true in JSON. */
const ticked = (value: unknown) => value === true || value === 'on' || value === 'true';

function suggestionDraft(body: Body): SuggestionDraft {
  const ageGroup = text(body?.ageGroup);
  return {
    name: text(body?.name),
    // Anything but the four groups counts as not chosen, and the check says so.
    ageGroup: ageGroupValues.find((group) => group === ageGroup) ?? '',
    topicSuggestion: text(body?.topicSuggestion),
    agreeToShare: ticked(body?.agreeToShare),
  };
}

function contactDraft(body: Body): ContactMessage {
  return { name: text(body?.name), email: text(body?.email), message: text(body?.message) };
}

type Outcome<Values> = { outcome: Exclude<FormOutcome, 'busy' | 'tooLarge'>; errors: Partial<Record<keyof Values, string>> };

async function receiveSuggestion(options: FormsOptions, draft: SuggestionDraft, sendId: string): Promise<Outcome<SuggestionDraft>> {
  const checked = checkSuggestion(draft, options.now());
  if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
  await store(options, (db) => saveSuggestion(db, checked.ready, sendId));
  return { outcome: 'sent', errors: {} };
}

async function receiveContact(options: FormsOptions, draft: ContactMessage, sendId: string): Promise<Outcome<ContactMessage>> {
  const checked = checkContactMessage(draft);
  if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
  await store(options, (db) => saveContactMessage(db, checked.ready, options.now(), sendId));
  return { outcome: 'sent', errors: {} };
}

const statusOf: Record<FormOutcome, number> = { sent: 200, invalid: 400, busy: 429, tooLarge: 413, failed: 503 };

/** An error's status, as the error handlers answer it: a failure of ours is a 503, "try again soon". */
const statusOfError = (error: FastifyError) => (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503);

export async function registerForms(app: FastifyInstance, options: FormsOptions): Promise<void> {
  // One budget for all four form routes (the two APIs and the two plain forms): a visitor's sends
  // are counted together, in Redis when several instances share it (server/app.ts).
  const limit = app.createRateLimit({ max: options.formsPerMinute, timeWindow: 60_000 });
  const withinBudget = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await limit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', String(verdict.ttlInSeconds));
    throw Object.assign(new Error('too many sends'), { statusCode: 429, code: 'FORMS_LIMIT' });
  };
  // Counted before the body is read: a send over the limit costs neither parsing nor a render.
  const routeOptions = { bodyLimit: FORM_BODY_LIMIT, onRequest: withinBudget };
  /** A post made by another site's page is refused before anything else, and counts against no one's budget (S5). */
  const refuseOtherSites = (refuse: (reply: FastifyReply) => FastifyReply) => async (request: FastifyRequest, reply: FastifyReply) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    if (!fromThisSite({ fetchSite: header('sec-fetch-site'), origin: header('origin'), host: request.host })) {
      request.log.info({ fetchSite: header('sec-fetch-site') ?? null }, 'form posted by another site refused');
      return refuse(reply.code(403));
    }
  };

  // The app's JSON answers: 201 stored, 400 with a message per field, 429 over the limit, 503 while
  // the database is not there (with Retry-After; the app's outbox keeps the send and tries again).
  // The JSON APIs, in their own context: a browser's post from another site is refused, and an
  // error is answered with a status and nothing of the server's insides.
  await app.register(async (api) => {
    api.addHook('onRequest', refuseOtherSites((reply) => reply.send({ ok: false, errors: {} })));
    api.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = statusOfError(error);
      if (status >= 500) {
        request.log.error({ code: errorCode(error) }, 'form not stored');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      return reply.code(status).send({ ok: false, errors: {} });
    });
    api.post(suggestionAddresses.api, routeOptions, async (request, reply) => {
      const body = request.body as Body;
      const { outcome, errors } = await receiveSuggestion(options, suggestionDraft(body), sendIdOf(body));
      return reply.code(outcome === 'sent' ? 201 : 400).send({ ok: outcome === 'sent', errors });
    });
    api.post(contactAddresses.api, routeOptions, async (request, reply) => {
      const body = request.body as Body;
      const { outcome, errors } = await receiveContact(options, contactDraft(body), sendIdOf(body));
      return reply.code(outcome === 'sent' ? 201 : 400).send({ ok: outcome === 'sent', errors });
    });
  });

  // The plain forms, in their own context so that their errors come back as the page too.
  await app.register(async (plain) => {
    plain.addHook(
      'onRequest',
      refuseOtherSites((reply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(options.otherSitePage)),
    );
    interface PlainForm<Values> {
      path: string;
      form: FormEcho<Values>['form'];
      empty: Values;
      draft: (body: Body) => Values;
      receive: (draft: Values, sendId: string) => Promise<Outcome<Values>>;
    }
    const answer = async <Values>(form: PlainForm<Values>, reply: FastifyReply, echo: FormEcho<Values>) => {
      const html = await options.renderPage(form.path, echo);
      return reply.code(statusOf[echo.outcome]).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    };
    const forms: PlainForm<SuggestionDraft | ContactMessage>[] = [
      {
        path: suggestionAddresses.page,
        form: 'suggestion',
        empty: emptySuggestion,
        draft: suggestionDraft,
        receive: (draft, sendId) => receiveSuggestion(options, draft as SuggestionDraft, sendId),
      },
      {
        path: contactAddresses.page,
        form: 'contact',
        empty: emptyContactMessage,
        draft: contactDraft,
        receive: (draft, sendId) => receiveContact(options, draft as ContactMessage, sendId),
      },
    ];
    const formAt = (request: FastifyRequest) => forms.find((form) => form.path === request.routeOptions.url);

    plain.setErrorHandler(async (error: FastifyError, request, reply) => {
      const form = formAt(request);
      const status = statusOfError(error);
      if (!form || (status !== 429 && status !== 413 && status < 500)) return reply.send(error);
      // Over the limit: the small page made once, which costs no render.
      if (status === 429) return reply.code(429).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(options.busyPage);
      if (status >= 500) {
        request.log.error({ code: errorCode(error) }, 'form not stored');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      // Too much to read, or the database not there: the page says so and keeps what was typed
      // (all of it but a body too large to read, which the visitor's Back button keeps).
      const body = request.body as Body;
      return answer(form, reply, {
        form: form.form,
        outcome: status === 413 ? 'tooLarge' : 'failed',
        values: form.draft(body),
        errors: {},
        id: sendIdOf(body),
      });
    });

    for (const form of forms) {
      plain.post(form.path, routeOptions, async (request, reply) => {
        const body = request.body as Body;
        const draft = form.draft(body);
        const sendId = sendIdOf(body);
        const { outcome, errors } = await form.receive(draft, sendId);
        // After a send the form starts a new one; after a refusal the same send is tried again.
        const id = outcome === 'sent' ? randomUUID() : sendId;
        return answer(form, reply, { form: form.form, outcome, values: outcome === 'sent' ? form.empty : draft, errors, id });
      });
    }
  });
}
