import type { FastifyBaseLogger } from 'fastify';
import { isBannerDirectory, isBannerLink, type BannerConfig, type SmartInfoShown, type WelcomeVisited } from '@panel/domain';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

export const SMART_INFO_ROLE = 'ROLE_SHOW_PHOTOSMART_INFO';

/** The banner of the user's agent type; a configuration with an unsafe link or directory is not shown. */
export async function bannerConfig(db: Db, user: SessionUser, log: FastifyBaseLogger): Promise<BannerConfig | null> {
  const config = await repo.bannerConfigFor(db, user.agentType);
  if (!config) return null;
  if (!isBannerLink(config.link) || !isBannerDirectory(config.directory)) {
    log.warn({ agentType: user.agentType }, 'banner configuration refused: unsafe link or directory');
    return null;
  }
  return config;
}

export async function visited(db: Db, user: SessionUser): Promise<WelcomeVisited> {
  return { visited: await repo.sessionVisited(db, user.sessionId) };
}

/** Records the visit of /welcome for this session and, when the smart-info fragment was shown, for the user. */
export async function recordVisit(db: Db, user: SessionUser, smartInfo: boolean, now = new Date()) {
  if (smartInfo && !user.roles.has(SMART_INFO_ROLE)) throw forbidden();
  await db.transaction(async (tx) => {
    await repo.markSessionVisited(tx, user.sessionId);
    if (smartInfo) await repo.recordSmartInfoShown(tx, user.userId, now);
  });
}

export async function smartInfoShown(db: Db, user: SessionUser): Promise<SmartInfoShown> {
  return { shown: await repo.smartInfoShown(db, user.userId) };
}
