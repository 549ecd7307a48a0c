import { chartMonths, countsByMonth, isoDateInPoland, type CpChartResponse, type HpChartResponse } from '@panel/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

function chartWindow(now: Date) {
  const today = isoDateInPoland(now);
  const months = chartMonths(today);
  return { months, from: `${months[0]}-01`, to: today };
}

export async function motorChart(db: Db, user: SessionUser, now = new Date()): Promise<CpChartResponse> {
  const { months, from, to } = chartWindow(now);
  const rows = await repo.motorCountsByMonth(db, user.agentId, from, to);
  return {
    months,
    ocCounts: countsByMonth(months, rows.map((row) => ({ month: row.month, count: row.oc }))),
    acCounts: countsByMonth(months, rows.map((row) => ({ month: row.month, count: row.ac }))),
  };
}

export async function homeChart(db: Db, user: SessionUser, now = new Date()): Promise<HpChartResponse> {
  const { months, from, to } = chartWindow(now);
  const rows = await repo.homeCountsByMonth(db, user.agentId, from, to);
  return { months, hpCounts: countsByMonth(months, rows.map((row) => ({ month: row.month, count: row.hp }))) };
}
