// Imports only the calendar: the browser runs this on every page, so it must not pull zod into the first load.
import { DAY_MS } from '../calendar';

/** Standard campaign query parameters and the panel's own (001 §9). */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'partner_portal_id',
  'p0',
  'p1',
  'p2',
  'utm_cgroup',
  'utm_keyword',
  'utm_product',
] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

/** Business processes whose runs are recorded with POST /ms-lds/business/{id} (001 §7, decision 100). */
export const businessProcesses = ['cpmta', 'resignation', 'uks', 'renewal', 'case', 'complaint'] as const;
export type BusinessProcess = (typeof businessProcesses)[number];

export const CAMPAIGN_HISTORY_MAX_ENTRIES = 5;
export const CAMPAIGN_HISTORY_MAX_AGE_DAYS = 356;
export const CAMPAIGN_VALUE_MAX_LENGTH = 200;

/** One visit that came from a campaign: when (ISO date-time) and its campaign parameters. */
export interface CampaignEntry {
  date: string;
  params: Partial<Record<CampaignParameter, string>>;
}

/** The campaign parameters of a query string (`?a=b…`), cut to their maximum length; others are ignored. */
export function campaignParams(query: string): CampaignEntry['params'] {
  const search = new URLSearchParams(query);
  const params: CampaignEntry['params'] = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value.slice(0, CAMPAIGN_VALUE_MAX_LENGTH);
  }
  return params;
}

function sameParams(a: CampaignEntry['params'], b: CampaignEntry['params']) {
  return CAMPAIGN_PARAMETERS.every((name) => a[name] === b[name]);
}

/**
 * The campaign history after a visit with `query`, newest first: entries older than 356 days are dropped, a visit
 * with campaign parameters is added unless it repeats the newest entry (a reload of the landing page), and at most
 * 5 entries are kept.
 */
export function updateCampaignHistory(history: readonly CampaignEntry[], query: string, now: Date): CampaignEntry[] {
  const oldest = now.getTime() - CAMPAIGN_HISTORY_MAX_AGE_DAYS * DAY_MS;
  const kept = history.filter((entry) => {
    const time = Date.parse(entry.date);
    return time >= oldest && time <= now.getTime();
  });
  const params = campaignParams(query);
  const isNew = Object.keys(params).length > 0 && !(kept[0] && sameParams(kept[0].params, params));
  return (isNew ? [{ date: now.toISOString(), params }, ...kept] : kept).slice(0, CAMPAIGN_HISTORY_MAX_ENTRIES);
}

/**
 * The only global functions a tracking configuration may name (GUIDE §8): the tag functions the insurer's tag manager
 * defines. The server answers no other name and the browser calls no other name.
 */
export const TRACKING_FUNCTIONS = ['panelTagPageView', 'panelTagConversion', 'panelTagRemarketing', 'panelTagSurvey'] as const;
export type TrackingFunction = (typeof TRACKING_FUNCTIONS)[number];

export function isTrackingFunction(name: string): name is TrackingFunction {
  return (TRACKING_FUNCTIONS as readonly string[]).includes(name);
}

/**
 * Omniture (Adobe Analytics) variables a configuration may set on the page's `s` object: page name, channel, props,
 * eVars, events and campaign; never a method such as `t` or `tl`.
 */
export function isOmnitureVariable(name: string): boolean {
  return /^(?:pageName|channel|server|events|campaign|products|prop(?:[1-9]|[1-6]\d|7[0-5])|eVar(?:[1-9]|[1-9]\d|1\d\d|2[0-4]\d|250))$/.test(name);
}

/**
 * A tracking url may be a path of the panel itself, or an https address of one of the configured hosts (origins such
 * as `https://sledzenie.example.pl`). Anything else (other hosts, `javascript:`, protocol-relative `//host`) is refused.
 */
export function isAllowedTrackingUrl(url: string, hosts: readonly string[]): boolean {
  if (/^\/(?![/\\])/.test(url)) return !/[\s\\]/.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && hosts.includes(parsed.origin);
}
