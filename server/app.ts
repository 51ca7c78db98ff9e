// The site's server: builds the fastify app that serves the built site and receives its two forms.
// server/main.ts starts it; the tests drive it with inject().
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './database';
import { FORM_BODY_LIMIT, registerForms } from './forms';
import { listPages, pageRenderer, registerPages, type PageRenderer, type SiteFiles } from './pages';
import { helmetOptions, inlineScriptHashes, PERMISSIONS_POLICY } from './security-headers';

export interface ServerOptions extends SiteFiles {
  /** Where the forms are stored; null serves the site alone (the build asks it for its headers). */
  db: Database | null;
  formsPerMinute: number;
  logger?: boolean;
  now?: () => Date;
  /** How a page is rendered again for a form sent without JavaScript (tests give their own). */
  renderPage?: PageRenderer;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ? { level: 'warn' } : false, bodyLimit: FORM_BODY_LIMIT });
  const pages = new Set(listPages(options.distDir));
  if (!pages.has('404.html')) throw new Error(`${options.distDir} holds no built site: run npm run build first.`);
  // Every page carries the same inline loader (scripts/app-loader.ts); the policy allows it by hash.
  const hashes = [...pages].flatMap((page) => inlineScriptHashes(readFileSync(join(options.distDir, page), 'utf8')));

  await app.register(helmet, helmetOptions(hashes));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // Counted after the body is read, so that a page refused for too many sends keeps what was typed.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await registerPages(app, options, pages);
  if (options.db) {
    await registerForms(app, {
      db: options.db,
      renderPage: options.renderPage ?? pageRenderer(options),
      formsPerMinute: options.formsPerMinute,
      now: options.now ?? (() => new Date()),
    });
  }
  return app;
}
