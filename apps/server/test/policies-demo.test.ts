import { describe, expect, it } from 'vitest';
import type { PolicyDetails, QuickSearchHit } from '@panel/domain';
import { loginAs, useTestApp } from './helper';

// The docs/try-these.md rows name these policies of agent.da: the demo data must keep them (decision 002).
const ctx = useTestApp({ policiesScale: 1 });

async function details(policyNo: string): Promise<PolicyDetails> {
  const client = await loginAs(ctx.app, 'agent.da');
  const response = await client.get(`/partner/rest/policies/details/${policyNo}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function quickSearch(q: string): Promise<QuickSearchHit[]> {
  const client = await loginAs(ctx.app, 'agent.da');
  return (await client.get(`/partner/rest/policies/quick-search?q=${encodeURIComponent(q)}`)).json().hits;
}

describe('policies named in docs/try-these.md', () => {
  it.each([
    ['1100000044', 'CP', 'CONCLUDED', { paymentFrequency: '2', regNo: 'GD19562', bankAccount: expect.any(String) }],
    ['2100000001', 'HP', 'CONCLUDED', { paymentFrequency: '1', bankAccount: expect.any(String) }],
    ['2100000007', 'HP', 'CONCLUDED', { paymentType: 'CASH', bankAccount: null }],
    ['3100000020', 'SM', 'CONCLUDED', { insuringNip: '2139137409', insurer: expect.objectContaining({ partyType: 'COMPANY' }) }],
    ['4100000003', 'MF', 'CONCLUDED', { paymentFrequency: '2', regNo: 'TK69988' }],
    ['1100000014', 'CP', 'QUOTATION', { quotationNo: '1100000014', offerValidTill: expect.any(String) }],
  ] as const)('%s is a %s policy on the %s list', async (policyNo, line, kind, facts) => {
    expect(await details(policyNo)).toMatchObject({ productLineId: line, tableType: kind, ...facts });
  });

  it.each([
    ['gd 19562', '1100000044', 'regNo'],
    ['2139137409', '3100000020', 'nip'],
    ['W0LP4AXD1GPXJZLHU', '4100000002', 'vin'],
  ])('the header search for %s finds %s', async (q, policyNo, matchedBy) => {
    expect(await quickSearch(q)).toContainEqual(expect.objectContaining({ policyNo, matchedBy }));
  });
});
