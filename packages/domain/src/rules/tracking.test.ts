import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/fieldErrors';
import { businessRecordSchema, trackingCommitSchema, trackingConfigurationSchema } from '../api/tracking';
import {
  CAMPAIGN_HISTORY_MAX_AGE_DAYS,
  CAMPAIGN_HISTORY_MAX_ENTRIES,
  CAMPAIGN_PARAMETERS,
  campaignParams,
  isAllowedTrackingUrl,
  isOmnitureVariable,
  isTrackingFunction,
  updateCampaignHistory,
  type CampaignEntry,
} from './tracking';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const entry = (days: number, source = `s${days}`): CampaignEntry => ({ date: daysAgo(days), params: { utm_source: source } });

describe('campaign parameters', () => {
  it('are the standard utm_* ones plus partner_portal_id, p0, p1, p2, utm_cgroup, utm_keyword, utm_product', () => {
    expect(CAMPAIGN_PARAMETERS).toEqual(
      expect.arrayContaining(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'partner_portal_id', 'p0', 'p1', 'p2', 'utm_cgroup', 'utm_keyword', 'utm_product']),
    );
    expect(CAMPAIGN_PARAMETERS).toHaveLength(12);
  });

  it.each([
    ['?utm_source=newsletter&utm_medium=email&x=1', { utm_source: 'newsletter', utm_medium: 'email' }],
    ['partner_portal_id=42&p0=a&p1=b&p2=c', { partner_portal_id: '42', p0: 'a', p1: 'b', p2: 'c' }],
    ['?utm_cgroup=g&utm_keyword=oc%20ac&utm_product=CP', { utm_cgroup: 'g', utm_keyword: 'oc ac', utm_product: 'CP' }],
    ['?utm_source=&p3=x&init=uks', {}],
    ['', {}],
  ])('%j gives %j', (query, params) => {
    expect(campaignParams(query)).toEqual(params);
  });

  it('cuts a value to 200 characters', () => {
    expect(campaignParams(`?utm_term=${'a'.repeat(300)}`).utm_term).toHaveLength(200);
  });
});

describe('campaign history', () => {
  it('adds a campaign visit first, with the date of the visit', () => {
    expect(updateCampaignHistory([entry(3)], '?utm_source=google&utm_campaign=oc', NOW)).toEqual([
      { date: NOW.toISOString(), params: { utm_source: 'google', utm_campaign: 'oc' } },
      entry(3),
    ]);
  });

  it('keeps the history as it is for a visit without campaign parameters', () => {
    expect(updateCampaignHistory([entry(1), entry(2)], '?init=uks', NOW)).toEqual([entry(1), entry(2)]);
  });

  it('does not repeat the newest entry (a reload of the landing page)', () => {
    expect(updateCampaignHistory([entry(1, 'google')], '?utm_source=google', NOW)).toEqual([entry(1, 'google')]);
    expect(updateCampaignHistory([entry(1, 'bing'), entry(2, 'google')], '?utm_source=google', NOW)).toHaveLength(3);
  });

  it('keeps at most 5 entries, dropping the oldest', () => {
    const history = [1, 2, 3, 4, 5].map((days) => entry(days));
    const updated = updateCampaignHistory(history, '?utm_source=new', NOW);
    expect(updated).toHaveLength(CAMPAIGN_HISTORY_MAX_ENTRIES);
    expect(updated[0]!.params).toEqual({ utm_source: 'new' });
    expect(updated.at(-1)).toEqual(entry(4));
  });

  it('keeps entries for 356 days', () => {
    expect(CAMPAIGN_HISTORY_MAX_AGE_DAYS).toBe(356);
    expect(updateCampaignHistory([entry(356), entry(357)], '', NOW)).toEqual([entry(356)]);
  });

  it('drops entries dated in the future or unreadable', () => {
    expect(updateCampaignHistory([{ date: 'wczoraj', params: {} }, entry(-1)], '', NOW)).toEqual([]);
  });

  it('always holds at most 5 entries of the last 356 days, newest first, the visit first when it had a campaign', () => {
    const param = fc.constantFrom(...CAMPAIGN_PARAMETERS);
    const history = fc.array(
      fc.record({
        date: fc.integer({ min: -30, max: 800 }).map(daysAgo),
        params: fc.dictionary(param, fc.string({ minLength: 1, maxLength: 5 })),
      }),
      { maxLength: 12 },
    );
    const query = fc.dictionary(fc.oneof(param, fc.constantFrom('init', 'q')), fc.string({ maxLength: 5 }));
    fc.assert(
      fc.property(history, query, (before, queryParams) => {
        const search = new URLSearchParams(queryParams).toString();
        const after = updateCampaignHistory(before, search, NOW);
        expect(after.length).toBeLessThanOrEqual(CAMPAIGN_HISTORY_MAX_ENTRIES);
        for (const item of after) {
          const age = NOW.getTime() - Date.parse(item.date);
          expect(age).toBeGreaterThanOrEqual(0);
          expect(age).toBeLessThanOrEqual(CAMPAIGN_HISTORY_MAX_AGE_DAYS * 86_400_000);
        }
        const params = campaignParams(search);
        if (Object.keys(params).length > 0) expect(after[0]!.params).toEqual(params);
        else expect(after.every((item) => before.includes(item))).toBe(true);
        expect(updateCampaignHistory(after, search, NOW)).toEqual(after);
      }),
    );
  });
});

describe('tracking allow-lists', () => {
  it.each([
    ['panelTagPageView', true],
    ['panelTagConversion', true],
    ['eval', false],
    ['alert', false],
    ['constructor', false],
  ])('function %s is allowed: %s', (name, allowed) => {
    expect(isTrackingFunction(name)).toBe(allowed);
  });

  it.each([
    ['pageName', true],
    ['prop1', true],
    ['prop75', true],
    ['eVar250', true],
    ['prop76', false],
    ['eVar0', false],
    ['t', false],
    ['tl', false],
    ['__proto__', false],
  ])('omniture variable %s is allowed: %s', (name, allowed) => {
    expect(isOmnitureVariable(name)).toBe(allowed);
  });

  const hosts = ['https://sledzenie.example.pl'];
  it.each([
    ['/ms-lds/frame?p=pulpit', true],
    ['/', true],
    ['https://sledzenie.example.pl/piksel?a=1', true],
    ['https://sledzenie.example.pl:443/p', true],
    ['http://sledzenie.example.pl/p', false],
    ['https://sledzenie.example.pl.zly.pl/p', false],
    ['https://user:pass@sledzenie.example.pl/p', false],
    ['https://obcy.example.com/p', false],
    ['//obcy.example.com/p', false],
    ['/\\obcy.example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['/a b', false],
    ['', false],
  ])('url %s is allowed: %s', (url, allowed) => {
    expect(isAllowedTrackingUrl(url, hosts)).toBe(allowed);
  });
});

describe('tracking payloads', () => {
  it('a commit needs a panel path and a known action; the campaign history is optional', () => {
    expect(trackingCommitSchema.parse({ page: '/cpmta/1100000044', action: 'PAGE_VIEW' })).toEqual({
      page: '/cpmta/1100000044',
      action: 'PAGE_VIEW',
      campaignHistory: [],
    });
    expect(fieldErrors(trackingCommitSchema, { page: 'https://x.pl', action: 'pp_agent_server_error' })).toEqual({
      page: 'Błędny format',
      action: 'Nieprawidłowy format żądania.',
    });
  });

  it('refuses more than 5 campaign entries and unknown campaign parameters', () => {
    const item = { date: NOW.toISOString(), params: { utm_source: 'a' } };
    expect(fieldErrors(trackingCommitSchema, { page: '/', action: 'PAGE_VIEW', campaignHistory: Array(6).fill(item) })).toEqual({
      campaignHistory: 'Nieprawidłowy format żądania.',
    });
    expect(
      Object.keys(fieldErrors(trackingCommitSchema, { page: '/', action: 'PAGE_VIEW', campaignHistory: [{ ...item, params: { evil: 'x' } }] })),
    ).toEqual(['campaignHistory.0.params']);
  });

  it('a configuration names only allow-listed functions and omniture variables', () => {
    const valid = { googleAnalyticsParam: '', jsFunctions: ['panelTagPageView'], omnitureConfiguration: null, urlList: [], conversionPixels: [] };
    expect(trackingConfigurationSchema.safeParse(valid).success).toBe(true);
    expect(trackingConfigurationSchema.safeParse({ ...valid, jsFunctions: ['eval'] }).success).toBe(false);
    const omniture = { properties: { t: 'x' }, actionType: 'PAGE_VIEW', clearVars: true };
    expect(trackingConfigurationSchema.safeParse({ ...valid, omnitureConfiguration: omniture }).success).toBe(false);
  });

  it('a business record has a start date-time, a duration in ms and the outcome', () => {
    expect(fieldErrors(businessRecordSchema, { startDate: NOW.toISOString(), duration: 1500, success: true })).toEqual({});
    expect(fieldErrors(businessRecordSchema, { startDate: '2026-11-22', duration: -1 })).toEqual({
      startDate: 'Błędny format',
      duration: 'Błędny format',
      success: 'Pole jest wymagane',
    });
  });
});
