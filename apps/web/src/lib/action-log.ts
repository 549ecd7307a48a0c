import type { ActionLog, ActionName } from '@panel/domain';
import { useEffect } from 'react';
import { subscribeHttpFailures } from './error-events';
import { request } from './http';
import { trackAction } from './tracking';

const ACTION_LOG_URL = '/partner/rest/action-log';
const DETAILS_MAX_LENGTH = 500;

export async function logAction(action: ActionName, details?: string): Promise<void> {
  if (action !== 'pp_agent_server_error') trackAction(action);
  const body: ActionLog = { action, details: details?.slice(0, DETAILS_MAX_LENGTH) };
  await request(ACTION_LOG_URL, { method: 'POST', body }).catch(() => undefined);
}

export function useLogAction(action: ActionName): void {
  useEffect(() => {
    void logAction(action);
  }, [action]);
}

export function logServerErrors(): () => void {
  return subscribeHttpFailures(({ status, url, requestId }) => {
    void logAction('pp_agent_server_error', [status, url, requestId].filter(Boolean).join(' '));
  });
}
