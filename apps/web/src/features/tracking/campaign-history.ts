import { campaignParams, updateCampaignHistory, type CampaignEntry } from '@panel/domain';

export const CAMPAIGN_HISTORY_KEY = 'lds.campaignHistory';

/** The stored history; anything that is not a campaign entry (an older format, a hand edit) is left out. */
function readHistory(): CampaignEntry[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(CAMPAIGN_HISTORY_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const { date, params } = (item ?? {}) as Record<string, unknown>;
    if (typeof date !== 'string' || typeof params !== 'object' || params === null) return [];
    const values = Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return [{ date, params: campaignParams(new URLSearchParams(values).toString()) }];
  });
}

/** The campaign history in local storage after a visit with `search`: at most 5 entries of the last 356 days. */
export function recordCampaignVisit(search: string, now = new Date()): CampaignEntry[] {
  const history = updateCampaignHistory(readHistory(), search, now);
  try {
    localStorage.setItem(CAMPAIGN_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history still goes with this commit.
  }
  return history;
}
