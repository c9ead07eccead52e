import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env';

/** What a query error carries after "params:" (customer names, phones, emails): never logged. */
const PARAMS = /\bparams: [\s\S]*?(?=\n\s+at |$)/g;
const REDACTED = '[redacted]';

function scrub(text: string | undefined): string | undefined {
  return text?.replace(PARAMS, `params: ${REDACTED}`);
}

interface LoggableError {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  cause?: unknown;
}

/**
 * An error as the logs may show it: type, code, message and stack, with SQL parameters removed and
 * the database's `detail` (which quotes the offending values) left out. Causes are followed.
 */
export function redactError(err: unknown, depth = 0): RedactedError {
  if (!err || typeof err !== 'object') return { type: 'Error', message: String(err), stack: '' };
  const e = err as LoggableError;
  const out: RedactedError = {
    type: e.name ?? 'Error',
    message: scrub(e.message) ?? '',
    stack: scrub(e.stack) ?? '',
  };
  if (typeof e.code === 'string') out.code = e.code;
  if (e.cause && depth < 3) out.cause = redactError(e.cause, depth + 1);
  return out;
}

export interface RedactedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface LoggableRequest {
  method: string;
  url: string;
  id?: string;
}

/** A request as the logs show it: the path and the query's names, never its values (searches). */
export function redactRequest(req: LoggableRequest): Record<string, unknown> {
  const [pathPart, query] = req.url.split('?');
  const keys = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    id: req.id,
    method: req.method,
    url: keys.length ? `${pathPart}?${keys.map((k) => `${k}=${REDACTED}`).join('&')}` : pathPart,
  };
}

/**
 * Logger settings: JSON lines, personal data redacted, tokens never printed. One line per request
 * is written by the request-log plugin. In development `stream` is
 * `prettyLogStream()`.
 */
export function loggerOptions(
  env: Env,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    level: env.LOG_LEVEL,
    serializers: { err: (e) => redactError(e), error: (e) => redactError(e), req: redactRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        // Cookies are never logged (the refresh cookie is a credential).
        'req.headers.cookie',
        'headers.cookie',
        'password',
        'refreshToken',
        '*.password',
        '*.refreshToken',
      ],
      censor: REDACTED,
    },
  };
}

/** How development logs read: one line each, local time, without pid, host and request id. */
export const PRETTY_OPTIONS = {
  singleLine: true,
  ignore: 'pid,hostname,reqId',
  translateTime: 'HH:MM:ss',
  sync: true,
} as const;

/**
 * Development's log stream: pino-pretty in this process, written synchronously. Not pino's
 * `transport` (a worker thread): starting one costs ~330 ms of CPU while the server starts, on a
 * two-core machine the other core PGlite's WebAssembly compiler wants (decision 0041).
 */
export async function prettyLogStream(destination?: NodeJS.WritableStream) {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ ...PRETTY_OPTIONS, ...(destination ? { destination } : {}) });
}
