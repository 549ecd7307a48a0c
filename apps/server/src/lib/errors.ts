import { messages } from '@panel/domain';

/** An expected failure with its HTTP status and the Polish message the user sees. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal of one field's value: the message at the field and as the answer's message. */
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: message });

export const notFound = () => new HttpError(404, messages.NOT_FOUND);
export const unauthorized = () => new HttpError(401, messages.UNAUTHORIZED_ERROR);
export const forbidden = () => new HttpError(403, messages.FORBIDDEN_ERROR);
