import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bannerConfigs, sessions, smartInfoViews } from '../../db/schema/index';

export async function bannerConfigFor(db: DbOrTx, agentType: 'DA' | 'NN' | 'NCD') {
  const [row] = await db
    .select({
      link: bannerConfigs.link,
      directory: bannerConfigs.directory,
      type: bannerConfigs.type,
      altText: bannerConfigs.altText,
      showBannerScreen: bannerConfigs.showBannerScreen,
    })
    .from(bannerConfigs)
    .where(eq(bannerConfigs.agentType, agentType));
  return row;
}

export async function sessionVisited(db: DbOrTx, sessionId: string) {
  const [row] = await db.select({ visited: sessions.welcomeVisited }).from(sessions).where(eq(sessions.tokenHash, sessionId));
  return row?.visited ?? false;
}

export async function markSessionVisited(db: DbOrTx, sessionId: string) {
  await db.update(sessions).set({ welcomeVisited: true }).where(eq(sessions.tokenHash, sessionId));
}

export async function smartInfoShown(db: DbOrTx, userId: number) {
  const [row] = await db.select({ userId: smartInfoViews.userId }).from(smartInfoViews).where(eq(smartInfoViews.userId, userId));
  return row !== undefined;
}

/** Keeps the first time the smart-info was shown. */
export async function recordSmartInfoShown(db: DbOrTx, userId: number, now: Date) {
  await db.insert(smartInfoViews).values({ userId, shownAt: now }).onConflictDoNothing();
}
