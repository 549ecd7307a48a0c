-- Trigram indexes of the header search (decision 012); PGlite loads the extension in db/client.ts.
create extension if not exists pg_trgm;
