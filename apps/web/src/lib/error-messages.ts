import { messages, type MessageKey } from '@panel/domain';

function isMessageKey(code: string): code is MessageKey {
  return Object.hasOwn(messages, code);
}

export function messageForCode(code: string | null): string {
  return code !== null && isMessageKey(code) ? messages[code] : messages.COMMUNICATION_ERROR;
}

export function statusMessage(status: number, errorCode: string | null, fallback: string = messages.UNKNOWN_ERROR): string {
  if (status === 0) return messages.STATUS_0_ERROR;
  if (status === 401) return messages.UNAUTHORIZED_ERROR;
  if (status === 403) return messages.FORBIDDEN_ERROR;
  if (status >= 500) return messageForCode(errorCode);
  return fallback;
}
