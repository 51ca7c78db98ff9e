// Receives the two forms (DESIGN.md, Forms). The app sends JSON to /api/suggestions and
// /api/contact and shows the answer itself; without JavaScript, the page's own form posts to its
// address (/library, /contact) and gets that page back, rendered with what happened and with
// everything typed still in place. Both check with the same zod schemas as the browser.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkSuggestion } from '../src/forms/suggestion-check';
import { checkContactMessage } from '../src/forms/contact-check';
import { ageGroupValues, emptySuggestion, suggestionAddresses, type SuggestionDraft } from '../src/forms/suggestion';
import { contactAddresses, emptyContactMessage, type ContactMessage } from '../src/forms/contact';
import type { FormEcho, FormOutcome } from '../src/forms/echo';
import type { Database } from './database';
import { saveContactMessage, saveSuggestion } from './store';
import type { PageRenderer } from './pages';

/** The largest form body accepted: the longest message the fields allow, several times over. */
export const FORM_BODY_LIMIT = 32 * 1024;

export interface FormsOptions {
  db: Database;
  renderPage: PageRenderer;
  formsPerMinute: number;
  now: () => Date;
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

type Outcome<Values> = { outcome: Exclude<FormOutcome, 'busy'>; errors: Partial<Record<keyof Values, string>> };

async function receiveSuggestion(options: FormsOptions, draft: SuggestionDraft): Promise<Outcome<SuggestionDraft>> {
  const checked = checkSuggestion(draft, options.now());
  if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
  await saveSuggestion(options.db, checked.ready);
  return { outcome: 'sent', errors: {} };
}

async function receiveContact(options: FormsOptions, draft: ContactMessage): Promise<Outcome<ContactMessage>> {
  const checked = checkContactMessage(draft);
  if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
  await saveContactMessage(options.db, checked.ready, options.now());
  return { outcome: 'sent', errors: {} };
}

const statusOf: Record<FormOutcome, number> = { sent: 200, invalid: 400, busy: 429, failed: 500 };

export async function registerForms(app: FastifyInstance, options: FormsOptions): Promise<void> {
  const rateLimit = { max: options.formsPerMinute, timeWindow: '1 minute' };
  const routeOptions = { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit } };

  // The app's JSON answers: 201 stored, 400 with a message per field, 429 (the rate limit's own), 500.
  app.post(suggestionAddresses.api, routeOptions, async (request, reply) => {
    const { outcome, errors } = await receiveSuggestion(options, suggestionDraft(request.body as Body));
    return reply.code(outcome === 'sent' ? 201 : 400).send({ ok: outcome === 'sent', errors });
  });
  app.post(contactAddresses.api, routeOptions, async (request, reply) => {
    const { outcome, errors } = await receiveContact(options, contactDraft(request.body as Body));
    return reply.code(outcome === 'sent' ? 201 : 400).send({ ok: outcome === 'sent', errors });
  });

  // The plain forms, in their own context so that their errors come back as the page too.
  await app.register(async (plain) => {
    interface PlainForm<Values> {
      path: string;
      form: FormEcho<Values>['form'];
      empty: Values;
      draft: (body: Body) => Values;
      receive: (draft: Values) => Promise<Outcome<Values>>;
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
        receive: (draft) => receiveSuggestion(options, draft as SuggestionDraft),
      },
      {
        path: contactAddresses.page,
        form: 'contact',
        empty: emptyContactMessage,
        draft: contactDraft,
        receive: (draft) => receiveContact(options, draft as ContactMessage),
      },
    ];
    const formAt = (request: FastifyRequest) => forms.find((form) => form.path === request.routeOptions.url);

    plain.setErrorHandler(async (error: FastifyError, request, reply) => {
      const form = formAt(request);
      const status = error.statusCode ?? 500;
      if (!form || (status !== 429 && status < 500)) return reply.send(error);
      if (status >= 500) request.log.error(error);
      // Too many sends, or the database failed: the page says so and keeps what was typed.
      return answer(form, reply, {
        form: form.form,
        outcome: status === 429 ? 'busy' : 'failed',
        values: form.draft(request.body as Body),
        errors: {},
      });
    });

    for (const form of forms) {
      plain.post(form.path, routeOptions, async (request, reply) => {
        const draft = form.draft(request.body as Body);
        const { outcome, errors } = await form.receive(draft);
        return answer(form, reply, { form: form.form, outcome, values: outcome === 'sent' ? form.empty : draft, errors });
      });
    }
  });
}
