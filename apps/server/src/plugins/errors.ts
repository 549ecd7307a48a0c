import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGE_CODE_HEADER, messages, type ApiError } from '@panel/domain';
import { HttpError } from '../lib/errors';

const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.MALFORMED_REQUEST },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.BODY_TOO_LARGE },
  FST_ERR_RATE_LIMIT_EXCEEDED: { status: 429, message: messages.TOO_MANY_REQUESTS },
};

function fieldPath(instancePath: string, missingProperty: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return typeof missingProperty === 'string' ? [base, missingProperty].filter(Boolean).join('.') : base;
}

/** The one error handler: expected errors keep their Polish message, anything else becomes a logged 500. */
export function registerErrorHandling(app: FastifyInstance) {
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
