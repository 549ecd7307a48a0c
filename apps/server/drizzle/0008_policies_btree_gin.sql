-- The header search looks up part of a name within one agent: a GIN index on (agent_id, display_name) (decision 012).
create extension if not exists btree_gin;
