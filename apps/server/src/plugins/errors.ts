import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGE_CODE_HEADER, messages, type ApiError } from '@panel/domain';
import { HttpError } from '../lib/errors';

/** Longer addresses are refused (414) before routing; Node's own limit (16 KiB of request line and headers) is above. */
export const MAX_URL_LENGTH = 8 * 1024;

const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.BODY_TOO_LARGE },
  FST_ERR_BAD_URL: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.URL_TOO_LONG },
};

function fieldPath(instancePath: string, missingProperty: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return typeof missingProperty === 'string' ? [base, missingProperty].filter(Boolean).join('.') : base;
}

/** Router errors (bad URL encoding, overlong segment): a Polish answer that does not echo the URL. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = clientErrors[error.code] ?? { status: 400, message: messages.MALFORMED_REQUEST };
  void reply.status(known.status).send({ message: known.message });
}

/** The overflow happened in the request line: the chunk parsed starts with it and it had not ended. */
function requestLineOverflowed(error: ConnectionError): boolean {
  // Node passes the chunk it was parsing as a Buffer (Fastify's type says otherwise).
  const chunk: unknown = error.rawPacket;
  if (!Buffer.isBuffer(chunk) || !/^[A-Z]+ /.test(chunk.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = chunk.indexOf('\r\n');
  return lineEnd === -1 || lineEnd >= error.bytesParsed;
}

const rawAnswerSecurityHeaders = [
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options: nosniff',
  'Cache-Control: no-store',
  'Referrer-Policy: no-referrer',
];

/**
 * What Node's HTTP parser refuses before Fastify sees a request (over 16 KiB of request line and headers, bytes that
 * are not HTTP, a timeout): the answer is written on the socket, short and Polish, and the connection closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? requestLineOverflowed(error)
        ? [414, messages.URL_TOO_LONG]
        : [431, messages.HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.REQUEST_TIMEOUT]
        : [400, messages.MALFORMED_REQUEST];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        // No hook runs for these answers: they carry the security headers of every other answer here.
        ...rawAnswerSecurityHeaders,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}

/** The one error handler: expected errors keep their Polish message, anything else becomes a logged 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.length > MAX_URL_LENGTH ? new HttpError(414, messages.URL_TOO_LONG) : undefined);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath, issue.params?.missingProperty) || '_';
        fieldErrors[key] ??= issue.message ?? messages.MALFORMED_REQUEST;
      }
      const body: ApiError = { message: Object.values(fieldErrors)[0] ?? messages.MALFORMED_REQUEST, fieldErrors };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) };
      return reply.status(error.statusCode).send(body);
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: messages.MALFORMED_REQUEST });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .header(ERROR_MESSAGE_CODE_HEADER, 'SERVER_ERROR')
      .send({ message: messages.SERVER_ERROR });
  });
}
