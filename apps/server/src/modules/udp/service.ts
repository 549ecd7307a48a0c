import { UDP_SOURCE_SYSTEM, type ContactData, type UdpConfig, type UdpInit } from '@panel/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

/** The panel_settings row that turns the contact data popup off ('false'); on otherwise (decision 122). */
export const UDP_ENABLED_SETTING = 'UDP_ENABLED';

export async function config(db: Db): Promise<UdpConfig> {
  return {
    udpSourceUrl: '/partner/rest/udp/init',
    udpFormUrl: '/user/info',
    enabled: (await repo.findSetting(db, UDP_ENABLED_SETTING)) !== 'false',
  };
}

export async function status(db: Db, user: SessionUser): Promise<UdpInit> {
  const confirmation = await repo.findConfirmation(db, user.userId);
  return {
    sourceSystem: confirmation?.sourceSystem ?? UDP_SOURCE_SYSTEM,
    confirmed: confirmation !== undefined,
    confirmedAt: confirmation?.confirmedAt.toISOString() ?? null,
  };
}

/** The agent's answer: the e-mail and phone as confirmed or corrected become the account's. Repeating it is harmless. */
export async function confirm(db: Db, user: SessionUser, input: ContactData, now = new Date()): Promise<UdpInit> {
  await db.transaction((tx) => repo.saveConfirmation(tx, { userId: user.userId, ...input, confirmedAt: now }));
  return status(db, user);
}
