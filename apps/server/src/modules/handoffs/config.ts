import { randomBytes } from 'node:crypto';
import type { HandoffSystem } from '@panel/domain';
import { loadEnv } from '../../env';

export interface HandoffConfig {
  secret: string;
  /** False when no HANDOFF_TOKEN_SECRET is set: tokens then verify only through this server, until it restarts. */
  sharedSecret: boolean;
  systems: Record<HandoffSystem, string>;
  stp: string;
  sass: string;
  hate: string;
  apa: string;
  travel: string;
  /** The external order form for printed documents (000 §2, init=order-documents). */
  orderDocuments: string;
}

/** The hand-off secret and the external systems' addresses, from the environment (README configuration). */
export function handoffConfigFromEnv(source: NodeJS.ProcessEnv = process.env): HandoffConfig {
  const env = loadEnv(source);
  return {
    secret: env.HANDOFF_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    sharedSecret: env.HANDOFF_TOKEN_SECRET !== undefined,
    systems: { UP: env.HANDOFF_UP_URL, POS: env.HANDOFF_POS_URL, CAS: env.HANDOFF_CAS_URL },
    stp: env.HANDOFF_STP_URL,
    sass: env.HANDOFF_SASS_URL,
    hate: env.HANDOFF_HATE_URL,
    apa: env.HANDOFF_APA_URL,
    travel: env.HANDOFF_TRAVEL_URL,
    orderDocuments: env.ORDER_DOCUMENTS_URL,
  };
}

/** Origins the browser posts hand-off forms to: the CSP's form-action must allow them. */
export function handoffFormOrigins(source: NodeJS.ProcessEnv = process.env): string[] {
  return [...new Set(Object.values(handoffConfigFromEnv(source).systems).map((url) => new URL(url).origin))];
}
