/**
 * Schema migrations of the PostgreSQL ledger, applied in order, each in its own transaction under
 * a transaction-level advisory lock, so replicas starting together migrate once. The schema version
 * is kept in `hindsight_schema`, beside a marker that the schema is ours. Append only: a released
 * migration is never edited. The tables mirror the SQLite ledger's (src/store/sqlite/migrations.ts),
 * with the differences PostgreSQL asks for: `bigserial` sequences, `bytea` embeddings, plpgsql
 * triggers, a postings table for lexical search, and one-row tables for the commit epoch and the
 * audit head so both can be taken under a row lock.
 */

/** What `hindsight_schema.application` holds in a schema of ours. */
export const PG_APPLICATION = 'hindsight-guard';

/** Ordered migrations; index + 1 is the schema version. */
export const PG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);

  -- One row: the commit epoch (advanced by every commit that changes records) and the record count
  -- (lexical IDF). Every commit locks it first, so commits are applied one at a time and seqs and
  -- change marks are handed out in commit order: the index feed never skips a late committer.
  CREATE TABLE state (id int PRIMARY KEY CHECK (id = 1), epoch bigint NOT NULL, records bigint NOT NULL);
  INSERT INTO state (id, epoch, records) VALUES (1, 0, 0);

  CREATE TABLE records (
    seq bigserial PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    tenant text NOT NULL,
    namespace text,
    subject text,
    key text COLLATE "C" NOT NULL,
    value text NOT NULL,
    kind text NOT NULL,
    content text NOT NULL,
    content_hash text NOT NULL,
    embedding bytea NOT NULL,
    embedding_model text NOT NULL,
    event_time bigint,
    created_at bigint NOT NULL,
    revised_at bigint,
    status text NOT NULL,
    version integer NOT NULL,
    channel text NOT NULL,
    principal text NOT NULL,
    tool text,
    session text,
    trust double precision NOT NULL,
    confidence double precision NOT NULL,
    supersedes text NOT NULL,
    superseded_by text,
    links text NOT NULL,
    lineage text NOT NULL,
    expires_at bigint,
    refs integer NOT NULL DEFAULT 0,
    verification text NOT NULL,
    upstream_ref text,
    trace_id text
  );
  CREATE INDEX records_key ON records (tenant, key, status, created_at);
  CREATE INDEX records_subject ON records (tenant, subject, status, created_at);
  CREATE INDEX records_status ON records (tenant, status, created_at);
  CREATE INDEX records_session ON records (tenant, session, created_at);
  CREATE INDEX records_expiry ON records (tenant, status, expires_at) WHERE expires_at IS NOT NULL;
  CREATE INDEX records_upstream ON records (tenant, upstream_ref) WHERE upstream_ref IS NOT NULL;
  CREATE INDEX records_principal ON records (tenant, principal, created_at);

  -- Lexical postings: one row per term of a record in an indexed status, read newest first.
  CREATE TABLE record_terms (term text COLLATE "C" NOT NULL, seq bigint NOT NULL, PRIMARY KEY (term, seq));

  -- Every update keeps the previous version; \`change\` is the index feed's change mark.
  CREATE TABLE record_versions (
    change bigserial PRIMARY KEY,
    id text COLLATE "C" NOT NULL,
    version integer NOT NULL,
    status text NOT NULL,
    at bigint NOT NULL,
    reason text NOT NULL,
    snapshot text NOT NULL,
    UNIQUE (id, version)
  );

  CREATE TABLE traces (id text PRIMARY KEY, record_id text, at bigint NOT NULL, body text NOT NULL);
  CREATE INDEX traces_record ON traces (record_id);

  CREATE TABLE reads (record_id text NOT NULL, principal text NOT NULL, session text, at bigint NOT NULL);
  CREATE INDEX reads_record ON reads (record_id, at);
  -- Reference counts live apart from the wide record rows: bumping one is a small-row upsert.
  CREATE TABLE record_refs (record_id text PRIMARY KEY, n bigint NOT NULL);
  CREATE VIEW records_v AS
    SELECT r.*, r.refs + coalesce(c.n, 0) AS refs_total FROM records r LEFT JOIN record_refs c ON c.record_id = r.id;

  CREATE TABLE sessions (
    tenant text NOT NULL, session text NOT NULL, principal text NOT NULL, task text,
    created_at bigint NOT NULL, updated_at bigint NOT NULL,
    PRIMARY KEY (tenant, session)
  );

  CREATE TABLE judged_pairs (a text NOT NULL, b text NOT NULL, at bigint NOT NULL, PRIMARY KEY (a, b));

  CREATE TABLE outbox (
    seq bigserial PRIMARY KEY,
    upstream text NOT NULL, tool text NOT NULL, args text NOT NULL,
    created_at bigint NOT NULL, attempts integer NOT NULL DEFAULT 0, last_error text
  );
  CREATE INDEX outbox_upstream ON outbox (upstream, seq);

  CREATE TABLE parked (
    record_id text COLLATE "C" PRIMARY KEY, upstream text NOT NULL, tool text NOT NULL, args text NOT NULL, created_at bigint NOT NULL
  );
  CREATE INDEX parked_upstream ON parked (upstream);

  -- The hash-chained audit log (src/audit/). Append-only: the triggers refuse changing or removing
  -- an entry, and the head anchor (one row, locked by every append, so two replicas can never
  -- fork the chain) may only move forward, so a removed tail shows.
  CREATE TABLE audit (
    seq bigint PRIMARY KEY,
    at bigint NOT NULL,
    tenant text NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    record_id text,
    session text,
    outcome text,
    why text NOT NULL,
    content_hash text,
    policy_hash text,
    trace_id text,
    prev_hash text NOT NULL,
    hash text NOT NULL
  );
  CREATE INDEX audit_at ON audit (at);
  CREATE TABLE audit_head (id int PRIMARY KEY CHECK (id = 1), count bigint NOT NULL, hash text NOT NULL);
  INSERT INTO audit_head (id, count, hash) VALUES (1, 0, '');

  CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;
  CREATE TRIGGER audit_no_change BEFORE UPDATE OR DELETE ON audit FOR EACH ROW EXECUTE FUNCTION audit_append_only();
  CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
  CREATE FUNCTION audit_head_forward() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'UPDATE' THEN RAISE EXCEPTION 'the audit head anchor cannot be removed'; END IF;
      IF NEW.count <= OLD.count THEN RAISE EXCEPTION 'the audit head anchor only moves forward'; END IF;
      RETURN NEW;
    END $$;
  CREATE TRIGGER audit_head_kept BEFORE UPDATE OR DELETE ON audit_head FOR EACH ROW EXECUTE FUNCTION audit_head_forward();
  CREATE TRIGGER audit_head_no_truncate BEFORE TRUNCATE ON audit_head FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();

  -- Per-principal bounds: what each principal holds, kept current in the transaction of every change.
  CREATE TABLE principal_usage (
    tenant text NOT NULL, principal text NOT NULL, records bigint NOT NULL, held bigint NOT NULL,
    PRIMARY KEY (tenant, principal)
  );
  CREATE FUNCTION usage_insert() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO principal_usage AS u (tenant, principal, records, held)
        VALUES (NEW.tenant, NEW.principal, 1, (NEW.status = 'quarantined')::int)
        ON CONFLICT (tenant, principal) DO UPDATE SET records = u.records + 1, held = u.held + (NEW.status = 'quarantined')::int;
      RETURN NULL;
    END $$;
  CREATE TRIGGER usage_insert AFTER INSERT ON records FOR EACH ROW EXECUTE FUNCTION usage_insert();
  CREATE FUNCTION usage_status() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE principal_usage SET held = held + (NEW.status = 'quarantined')::int - (OLD.status = 'quarantined')::int
        WHERE tenant = NEW.tenant AND principal = NEW.principal;
      RETURN NULL;
    END $$;
  CREATE TRIGGER usage_status AFTER UPDATE OF status ON records FOR EACH ROW
    WHEN ((OLD.status = 'quarantined') <> (NEW.status = 'quarantined')) EXECUTE FUNCTION usage_status();
  CREATE FUNCTION usage_delete() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE principal_usage SET records = records - 1, held = held - (OLD.status = 'quarantined')::int
        WHERE tenant = OLD.tenant AND principal = OLD.principal;
      RETURN NULL;
    END $$;
  CREATE TRIGGER usage_delete AFTER DELETE ON records FOR EACH ROW EXECUTE FUNCTION usage_delete();

  CREATE TABLE held_bursts (
    tenant text NOT NULL, principal text NOT NULL, claim text NOT NULL,
    record_id text NOT NULL, copies integer NOT NULL, first_at bigint NOT NULL, last_at bigint NOT NULL,
    PRIMARY KEY (tenant, principal, claim)
  );
  CREATE INDEX held_bursts_record ON held_bursts (record_id);
  `,
  // v2: a snapshot of the replicas' HNSW index (pg-index-snapshots.ts), so a new replica starts
  // from it and reads only what the ledger gained since. One row names the current generation and
  // what it covers; the graph is in chunks of that generation, stored uncompressed (vectors do
  // not compress) and replaced whole in one transaction.
  `
  CREATE TABLE index_snapshot (
    id int PRIMARY KEY CHECK (id = 1), generation bigint NOT NULL, meta text NOT NULL,
    bytes bigint NOT NULL, chunks int NOT NULL, sha256 text NOT NULL, saved_at bigint NOT NULL
  );
  CREATE TABLE index_snapshot_chunks (generation bigint NOT NULL, n int NOT NULL, data bytea NOT NULL, PRIMARY KEY (generation, n));
  ALTER TABLE index_snapshot_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
  CREATE SEQUENCE index_snapshot_generation;
  `,
  // v3: each session's recent context (the relevance layer's): its newest on-task records, in the
  // ledger so every replica serving the session reads the same.
  `
  CREATE TABLE session_context (
    tenant text NOT NULL, session text NOT NULL, at bigint NOT NULL, record_id text COLLATE "C" NOT NULL,
    PRIMARY KEY (tenant, session, at, record_id)
  );
  `,
  // v4: a tenant's records by channel, newest first — what the revision core reads of the user's
  // own statements for a less trusted write (revision/candidates.ts), without walking the tool
  // writes between them.
  `
  CREATE INDEX records_channel ON records (tenant, channel, status, created_at);
  `,
];
