import type { FastifyBaseLogger } from 'fastify';
import {
  DAY_MS,
  CAMPAIGN_HISTORY_MAX_AGE_DAYS,
  isAllowedTrackingUrl,
  isOmnitureVariable,
  isTrackingFunction,
  type BusinessRecord,
  type TrackingCommitRequest,
  type TrackingConfiguration,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

/** '*' and every path prefix of the page, least specific first: '/cpmta/11' gives '*', '/cpmta', '/cpmta/11'. */
function rulePages(page: string): string[] {
  const segments = page.split('/').filter(Boolean);
  const prefixes = segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
  return ['*', ...(prefixes.length ? prefixes : ['/'])];
}

/**
 * The answer of a rule, with everything outside the allow-lists left out (GUIDE §8): only allow-listed function names,
 * omniture variables (never a method of `s`), and urls of the panel or of the configured hosts. A row that breaks
 * them is a configuration error: logged, never sent.
 */
function toConfiguration(rule: repo.TrackingRule | undefined, hosts: readonly string[], log: FastifyBaseLogger): TrackingConfiguration {
  if (!rule) return { googleAnalyticsParam: '', jsFunctions: [], omnitureConfiguration: null, urlList: [], conversionPixels: [] };
  const allowedUrl = (url: string) => isAllowedTrackingUrl(url, hosts);
  const properties = Object.entries(rule.omnitureProperties ?? {}).filter(
    ([name, value]) => isOmnitureVariable(name) && typeof value === 'string',
  );
  const refused = [
    ...rule.jsFunctions.filter((name) => !isTrackingFunction(name)),
    ...[...rule.urls, ...rule.conversionPixels].filter((url) => !allowedUrl(url)),
    ...Object.keys(rule.omnitureProperties ?? {}).filter((name) => !isOmnitureVariable(name)),
  ];
  if (refused.length) log.warn({ ruleId: rule.id, refused }, 'tracking rule entries outside the allow-lists left out');
  return {
    googleAnalyticsParam: rule.googleAnalyticsParam,
    jsFunctions: rule.jsFunctions.filter(isTrackingFunction),
    omnitureConfiguration: rule.omnitureActionType
      ? { properties: Object.fromEntries(properties), actionType: rule.omnitureActionType, clearVars: rule.omnitureClearVars }
      : null,
    urlList: rule.urls.filter(allowedUrl),
    conversionPixels: rule.conversionPixels.filter(allowedUrl).slice(0, 2),
  };
}

/** Records the commit and answers the configuration of the most specific rule for its page and action. */
export async function commit(
  db: Db,
  user: SessionUser,
  input: TrackingCommitRequest,
  hosts: readonly string[],
  log: FastifyBaseLogger,
): Promise<TrackingConfiguration> {
  const pages = rulePages(input.page);
  const rules = await repo.findRules(db, input.action, pages);
  const rule = rules.sort((a, b) => pages.indexOf(b.page) - pages.indexOf(a.page))[0];
  await repo.insertCommit(db, {
    userId: user.userId,
    agentId: user.agentId,
    page: input.page,
    action: input.action,
    ruleId: rule?.id ?? null,
    campaignHistory: input.campaignHistory,
  });
  return toConfiguration(rule, hosts, log);
}

/** Stores one run of a known business process for the user's agent; an unknown process is 404. */
export async function recordBusiness(db: Db, user: SessionUser, processId: string, record: BusinessRecord): Promise<void> {
  if (!(await repo.processExists(db, processId))) throw notFound();
  await repo.insertBusinessRecord(db, { ...record, processId, agentId: user.agentId, userId: user.userId });
}

/** Commits are kept as long as the campaign history they carry (001 §9: 356 days), then the hourly housekeeping drops them. */
export const TRACKING_COMMIT_RETENTION_MS = CAMPAIGN_HISTORY_MAX_AGE_DAYS * DAY_MS;

export function purgeOldTrackingCommits(db: Db, now = new Date()): Promise<number> {
  return repo.deleteCommitsBefore(db, new Date(now.getTime() - TRACKING_COMMIT_RETENTION_MS));
}
