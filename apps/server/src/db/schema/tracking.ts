import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { recordedBy } from './recorded-by';
import type { CampaignEntry } from '@panel/domain';
import { agents, users } from './agents';

/**
 * What the tracking configuration service answers (001 §3) for a page and action (decision 100). `page` is '*' (every
 * page) or a panel path that also covers the paths below it ('/cpmta' covers '/cpmta/1100000044'). Names and urls are
 * checked against the allow-lists again when answered, so a bad row can never reach a browser.
 */
export const trackingRules = pgTable(
  'tracking_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    page: text().notNull(),
    action: text().notNull(),
    googleAnalyticsParam: text().notNull().default(''),
    jsFunctions: text().array().notNull().default([]),
    omnitureProperties: jsonb().$type<Record<string, string>>(),
    omnitureActionType: text({ enum: ['PAGE_VIEW', 'LINK'] }),
    omnitureClearVars: boolean().notNull().default(false),
    urls: text().array().notNull().default([]),
    conversionPixels: text().array().notNull().default([]),
  },
  (t) => [uniqueIndex('tracking_rules_page_action_idx').on(t.action, t.page)],
);

/** Every commit of a page: which user of which agent, the page, the action, the rule answered and the campaigns. */
export const trackingCommits = pgTable(
  'tracking_commits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    at: recordedAt(),
    page: text().notNull(),
    action: text().notNull(),
    ruleId: integer().references(() => trackingRules.id, { onDelete: 'set null' }),
    campaignHistory: jsonb().$type<CampaignEntry[]>().notNull(),
  },
  // `at` alone for the hourly retention purge.
  (t) => [index('tracking_commits_agent_at_idx').on(t.agentId, t.at), index('tracking_commits_at_idx').on(t.at)],
);

/** The business processes whose runs are recorded (POST /ms-lds/business/{id}). */
export const trackingBusinessProcesses = pgTable('tracking_business_processes', {
  id: text().primaryKey(),
  label: text().notNull(),
});

/** One run of a business process by an agent's user: start, duration in ms, outcome (001 §3). */
export const trackingBusinessRecords = pgTable(
  'tracking_business_records',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    processId: text()
      .notNull()
      .references(() => trackingBusinessProcesses.id, { onDelete: 'restrict' }),
    ...recordedBy(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    success: boolean().notNull(),
    createdAt: recordedAt(),
  },
  (t) => [index('tracking_business_records_agent_idx').on(t.agentId, t.processId, t.startDate)],
);
