import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatIsoDateForDisplay, formatNrb, instantInPoland, isoDateInPoland, paymentPlan } from '@panel/domain';
import { agents, customers, policies, vehicles } from '../src/db/schema/index';
import { resolveSession } from '../src/modules/auth/service';
import { renderDocument } from '../src/modules/documents/catalogue';
import { policyDetails } from '../src/modules/policies/service';
import { loginAs, useTestApp } from './helper';
import { pdfText } from './pdf-text';

/** As the PDF text reads: any run of whitespace, no-break spaces of amounts included, as one space. */
const printed = (text: string) => text.replace(/\s+/g, ' ');

// 0.2 holds 1100000044, the motor policy with two instalments the demo points to.
const ctx = useTestApp({ policiesScale: 0.2 });

/** Every policy of agent.da paid from an account (not a quotation), with what its documents print. */
async function accountPaidPolicies() {
  return ctx.database.db
    .select({ policy: policies, customer: customers, vehicle: vehicles, agent: { agentName: agents.agentName, rauNo: agents.rauNo, custCode: agents.custCode } })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(agents.custCode, 'DA100234'), ne(policies.kind, 'QUOTATION'), isNotNull(policies.bankAccount)))
    .orderBy(policies.policyNo);
}

describe('payment figures of the details and the documents (decision 151)', () => {
  it('agree for every account-paid demo policy of agent.da: premium, instalments, arrears, next instalment, account', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const user = (await resolveSession(ctx.database.db, ctx.app.sessions, client.cookies.get('sid')!, false))!;
    // One day for the details and the documents alike: nothing here depends on when the test runs.
    const today = isoDateInPoland(new Date());
    const generatedAt = instantInPoland(today, '12:00');
    const rows = await accountPaidPolicies();
    expect(rows.map((row) => row.policy.policyNo)).toContain('1100000044');
    expect(rows.some((row) => row.policy.paymentFrequency === '2')).toBe(true);
    expect(rows.some((row) => row.policy.totalDebitAmount > 0)).toBe(true);

    for (const { policy, ...parties } of rows) {
      const details = await policyDetails(ctx.database.db, user, policy.policyNo, today);
      const plan = paymentPlan(policy, today);
      const label = policy.policyNo;
      // 'Składka' and 'Składka łączna' are one figure: the sum of the instalments.
      expect(details.tariffPrice, label).toBe(details.price);
      expect(plan.total, label).toBe(details.price);
      expect(details.totalDebitAmount, label).toBe(plan.arrears);
      // The demo holds no debt beyond what is due: the stored debt is the arrears every screen shows.
      expect(plan.arrears, label).toBe(policy.totalDebitAmount);
      expect(details.nextInstAmt, label).toBe(plan.next?.amount ?? null);
      expect(details.nextInstDueDate, label).toBe(plan.next?.dueDate ?? null);
      if (details.nextInstDueDate) expect(details.nextInstDueDate > today, label).toBe(true);

      const source = { policy, ...parties, printArgs: '', generatedAt };
      const summary = (await pdfText(await renderDocument('PAYMENT_SUMMARY', source))).text;
      const schedule = (await pdfText(await renderDocument('POLICY_SCHEDULE', source))).text;
      const account = formatNrb(details.bankAccount!);
      for (const text of [summary, schedule]) {
        expect(text, label).toContain(printed(`Składka ${formatAmount(details.price)}`));
        expect(text, label).toContain(`Rachunek do wpłat ${account}`);
        for (const rate of plan.instalments) expect(text, label).toContain(printed(`${formatIsoDateForDisplay(rate.dueDate)} ${formatAmount(rate.amount)}`));
      }
      expect(summary, label).toContain(printed(`Zaległość ${formatAmount(details.totalDebitAmount!)}`));
      expect(summary, label).toContain(
        details.nextInstAmt === null
          ? 'Następna rata brak'
          : printed(`Następna rata ${formatAmount(details.nextInstAmt)}, termin ${formatIsoDateForDisplay(details.nextInstDueDate!)}`),
      );
      expect(summary, label).not.toContain(printed(formatAmount(policy.tariffPrice)));
    }
  });
});
