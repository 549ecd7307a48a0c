import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** The dashboard banner per agent type (000 §3 Banner config); the image is `{directory}/banner.{type}`. */
export const bannerConfigs = pgTable('banner_configs', {
  agentType: text({ enum: ['DA', 'NN', 'NCD'] }).primaryKey(),
  link: text().notNull(),
  directory: text().notNull(),
  type: text({ enum: ['svg', 'png', 'jpg', 'webp'] }).notNull(),
  /** What the banner image says, for screen readers. */
  altText: text().notNull().default(''),
  showBannerScreen: boolean().notNull().default(false),
});
