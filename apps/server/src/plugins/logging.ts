import type { FastifyInstance, FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file served as it is (scripts, styles, images, documents): no line in the request log. */
    staticFile?: boolean;
  }
}

/** Where the log goes, how much of it and in which form: the rest of the logger configuration is fixed by this module. */
export interface LogOptions {
  level: string;
  stream?: { write(line: string): void };
  /** JSON lines for a log collector (the default), or one short readable line per entry for a terminal (decision 132). */
  format?: 'json' | 'pretty';
}

const REDACTED = '[REDACTED]';

/** Field names that hold identifiers or contact data of people and firms: never written to the log (decision 115). */
const personalFields = [
  'pesel',
  'nip',
  'regon',
  'accountNumber',
  'bankAccount',
  'iban',
  'nrb',
  'name',
  'firstName',
  'lastName',
  'surname',
  'companyName',
  'customerName',
  'owner',
  'email',
  'phone',
  'phoneNumber',
];

/** Query strings carry searches and filters (PESEL, NIP, names): the log keeps the path only. */
export function withoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?${REDACTED}`;
}

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  routine?: unknown;
}

/** A driver error (pg or PGlite): an SQLSTATE code and a severity. */
function isDriverError(error: Error): error is Error & DatabaseErrorFields {
  const { code, severity } = error as DatabaseErrorFields;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Drizzle's wrapper: the statement with placeholders and, alas, the values in `params` and in the message. */
function isQueryError(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/** The stack without its first line, which repeats the message. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as logged. Database errors keep what locates the fault (statement with placeholders, SQLSTATE, constraint,
 * table, column) and lose what may hold the data: parameter values, the server's message, detail and hint.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = error.cause === undefined ? {} : { cause: serializeError(error.cause) };
  if (isDriverError(error)) {
    const { code, severity, constraint, table, column, dataType, routine } = error;
    const located = { code, severity, constraint, table, column, dataType, routine };
    return { type: 'DatabaseError', message: `SQLSTATE ${String(code)}`, stack: frames(error.stack), ...located };
  }
  if (isQueryError(error)) {
    return { type: error.name, message: `Failed query: ${error.query}`, stack: frames(error.stack), ...cause };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return { type: error.name, message: error.message, stack: error.stack ?? '', code, statusCode, ...cause };
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: withoutQuery(request.url), host: request.host, remoteAddress: request.ip };
}

/** The server's pino options: personal data redacted wherever it might appear. */
export function loggerOptions({ level, stream, format = 'json' }: LogOptions) {
  const destination =
    format === 'pretty'
      ? pretty({
          destination: stream ?? process.stdout,
          colorize: !stream && process.stdout.isTTY,
          sync: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
        })
      : stream;
  return {
    level,
    ...(destination && { stream: destination }),
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: ['url', ...personalFields.flatMap((field) => [field, `*.${field}`])],
      censor: (value: unknown, path: string[]) =>
        path.at(-1) === 'url' && typeof value === 'string' ? withoutQuery(value) : REDACTED,
    },
  };
}

/**
 * One line per request, when it is answered: its method, path, status and duration (Fastify's own request logging,
 * a line on arrival and another on the answer, is off). Static files write none: a screen loads dozens.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.routeOptions.config.staticFile) {
      request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    }
    done();
  });
}
