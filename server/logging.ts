// What the server writes to its log: the method, the route, the status, the time taken and an
// error's code. Never a body, a query string, a database error's text or parameters, an e-mail
// address or an IP address: the forms carry children's words, and the log is read by whoever runs
// the server (docs/architecture.md, "The server").
import type { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { errorCode } from './database';

interface LoggedError {
  statusCode?: number;
}

export const logSerializers = {
  /** The route's pattern (/api/contact, /library/:category), never the address typed with its query. */
  req: (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions?.url ?? 'no route' }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: (error: unknown) => ({
    code: errorCode(error),
    ...(typeof (error as LoggedError | null)?.statusCode === 'number' ? { statusCode: (error as LoggedError).statusCode } : {}),
  }),
};

/**
 * A log line about an error says only its code: an error's message can quote what failed (a
 * database error names the value it refused), so it is dropped wherever it would be the line's text.
 */
function withoutErrorText(args: unknown[]): unknown[] {
  const [first] = args;
  if (first instanceof Error) return [{ err: first }, `error ${errorCode(first)}`];
  if (first && typeof first === 'object' && 'err' in first) {
    return [first, `error ${errorCode((first as { err: unknown }).err)}`];
  }
  return args;
}

/** The logger the server runs with: `stream` is stdout unless a test reads the log itself. */
export function loggerOptions(stream?: Writable): LoggerOptions & { stream?: Writable } {
  return {
    level: 'info',
    serializers: logSerializers,
    // pino's own fields: no host name or process id beside each line.
    base: undefined,
    hooks: {
      logMethod(args, method) {
        method.apply(this, withoutErrorText(args) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
