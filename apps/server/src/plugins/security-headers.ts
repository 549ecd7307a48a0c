import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { handoffFormOrigins } from '../modules/handoffs/config';

export interface SecurityHeadersOptions {
  secureCookies: boolean;
  trackingHosts: readonly string[];
}

/**
 * The headers every answer carries: helmet's, with a strict CSP, and `no-store` unless a route names its own cache
 * rule (decision 115). Computed once: they depend on the configuration only, and router errors, answered before any
 * hook runs, must get the very same set.
 */
export function securityHeaders({ secureCookies, trackingHosts }: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  const collector = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes and injects CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tracking frames and conversion images: the panel and the configured tracking hosts only (decision 100).
        imgSrc: ["'self'", 'data:', ...trackingHosts],
        frameSrc: ["'self'", ...trackingHosts],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The panel has no <base> element: none may be injected.
        baseUri: ["'none'"],
        // The hand-off forms post to the external systems (decision 004).
        formAction: ["'self'", ...handoffFormOrigins()],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: secureCookies,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}
