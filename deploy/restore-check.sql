-- The restore drill's check (docs/operations.md, Backup and restore): run it on the restored copy and on the live
-- database. The copy passes when its newest migration equals the live one, its counts are those of the backup's time
-- (never above the live ones) and its newest rows are from just before the backup.
select
  (select max(created_at) from drizzle.__drizzle_migrations) as newest_migration,
  (select count(*) from agents) as agents,
  (select count(*) from users) as users,
  (select count(*) from policies) as policies,
  (select count(*) from documents) as documents,
  (select max(created_at) from servicing_actions) as newest_servicing,
  (select max(finished_at) from housekeeping_runs) as newest_housekeeping;
