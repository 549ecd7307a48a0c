import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const migration = new URL('../drizzle/0026_panel_spelling_in_motor_data.sql', import.meta.url);

describe("migration 0026: stored motor data in the panel's spelling", () => {
  const ctx = useTestApp();

  it("renames the seed's misspelt licence year in motor data and in both snapshots of a version, keeping its value", async () => {
    const { db } = ctx.database;
    // A motor data row and a version as the database held them before the migration.
    const { rows: stored } = await db.execute<{ policy_id: number }>(sql`
      update motor_policy_data
      set other_data = (other_data - 'leastExperiencedDriverLicenseYear') || '{"leastExpiriencedDriverLicenseYear": "2001"}'
      where policy_id = (select min(policy_id) from motor_policy_data)
      returning policy_id`);
    const policyId = stored[0]!.policy_id;
    await db.execute(sql`
      insert into policy_versions (policy_id, version, agent_id, user_id, before, after, changes, price_before, price, total_underpayment_amount, inspection_needed)
      select p.id, 99, p.agent_id, u.id, jsonb_build_object('otherData', d.other_data), jsonb_build_object('otherData', d.other_data), '[]', 1, 1, 0, false
      from policies p join motor_policy_data d on d.policy_id = p.id join users u on u.agent_id = p.agent_id
      where p.id = ${policyId} limit 1`);

    for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const { rows } = await db.execute<{ other_data: object; before: { otherData: object }; after: { otherData: object } }>(sql`
      select d.other_data, v.before, v.after from motor_policy_data d join policy_versions v on v.policy_id = d.policy_id
      where d.policy_id = ${policyId} and v.version = 99`);
    for (const otherData of [rows[0]!.other_data, rows[0]!.before.otherData, rows[0]!.after.otherData]) {
      expect(otherData).toMatchObject({ leastExperiencedDriverLicenseYear: '2001' });
      expect(otherData).not.toHaveProperty('leastExpiriencedDriverLicenseYear');
    }
  });
});
