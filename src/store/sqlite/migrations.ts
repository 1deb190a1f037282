/**
 * Schema migrations of the embedded SQLite ledger, applied in order inside one transaction each.
 * Append only: a released migration is never edited.
 */

/** The application id stamped into every store file (`PRAGMA application_id`), "HGRD". */
export const APPLICATION_ID = 0x48475244;

/** Ordered migrations; index + 1 is the schema version. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE records (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tenant TEXT NOT NULL,
    namespace TEXT,
    subject TEXT,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    embedding BLOB NOT NULL,
    embedding_model TEXT NOT NULL,
    event_time INTEGER,
    created_at INTEGER NOT NULL,
    revised_at INTEGER,
    status TEXT NOT NULL,
    version INTEGER NOT NULL,
    channel TEXT NOT NULL,
    principal TEXT NOT NULL,
    tool TEXT,
    session TEXT,
    trust REAL NOT NULL,
    confidence REAL NOT NULL,
    supersedes TEXT NOT NULL,
    superseded_by TEXT,
    links TEXT NOT NULL,
    lineage TEXT NOT NULL,
    expires_at INTEGER,
    refs INTEGER NOT NULL DEFAULT 0,
    verification TEXT NOT NULL,
    upstream_ref TEXT,
    trace_id TEXT
  );
  CREATE INDEX records_key ON records (tenant, key, status, created_at);
  CREATE INDEX records_subject ON records (tenant, subject, status, created_at);
  CREATE INDEX records_status ON records (tenant, status, created_at);
  CREATE INDEX records_session ON records (tenant, session, created_at);
  CREATE INDEX records_expiry ON records (tenant, status, expires_at) WHERE expires_at IS NOT NULL;

  CREATE VIRTUAL TABLE records_fts USING fts5 (terms, content = '', tokenize = 'unicode61 remove_diacritics 0');
  CREATE VIRTUAL TABLE records_vocab USING fts5vocab (records_fts, 'row');

  CREATE TABLE record_versions (
    id TEXT NOT NULL,
    version INTEGER NOT NULL,
    status TEXT NOT NULL,
    at INTEGER NOT NULL,
    reason TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    PRIMARY KEY (id, version)
  );

  CREATE TABLE traces (id TEXT PRIMARY KEY, record_id TEXT, at INTEGER NOT NULL, body TEXT NOT NULL);
  CREATE INDEX traces_record ON traces (record_id);

  CREATE TABLE reads (record_id TEXT NOT NULL, principal TEXT NOT NULL, session TEXT, at INTEGER NOT NULL);
  -- Reference counts live apart from the wide record rows: bumping one is a small-row upsert.
  CREATE TABLE record_refs (record_id TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
  CREATE VIEW records_v AS
    SELECT r.*, r.refs + coalesce(c.n, 0) AS refs_total FROM records r LEFT JOIN record_refs c ON c.record_id = r.id;
  CREATE INDEX reads_record ON reads (record_id, at);

  CREATE TABLE sessions (
    tenant TEXT NOT NULL, session TEXT NOT NULL, principal TEXT NOT NULL, task TEXT,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (tenant, session)
  );

  CREATE TABLE judged_pairs (a TEXT NOT NULL, b TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (a, b));
  `,
  // v2: proxy mode finds the records of an upstream's items by reference.
  `
  CREATE INDEX records_upstream ON records (tenant, upstream_ref) WHERE upstream_ref IS NOT NULL;
  `,
  // v3: proxy mode's outbox — writes that passed the firewall while the upstream was unreachable.
  `
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    upstream TEXT NOT NULL, tool TEXT NOT NULL, args TEXT NOT NULL,
    created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT
  );
  `,
  // v4: proxy mode's parked writes — held ones, sent upstream if a reviewer (or verification) releases them.
  `
  CREATE TABLE parked (
    record_id TEXT PRIMARY KEY, upstream TEXT NOT NULL, tool TEXT NOT NULL, args TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX parked_upstream ON parked (upstream);
  `,
  // v5: the hash-chained audit log (src/audit/). Append-only: the triggers refuse changing or
  // removing an entry, and the head anchor (meta 'audit_head': count and last hash, written in the
  // same transaction as each append) may only move forward, so a removed tail shows. Someone with
  // the file can drop the triggers; the chain and the anchor are what make that visible.
  `
  CREATE TABLE audit (
    seq INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    tenant TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    record_id TEXT,
    session TEXT,
    outcome TEXT,
    why TEXT NOT NULL,
    content_hash TEXT,
    policy_hash TEXT,
    trace_id TEXT,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE INDEX audit_at ON audit (at);
  CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_head_kept BEFORE DELETE ON meta WHEN old.key = 'audit_head'
    BEGIN SELECT RAISE(ABORT, 'the audit head anchor cannot be removed'); END;
  CREATE TRIGGER audit_head_forward BEFORE UPDATE ON meta WHEN old.key = 'audit_head'
    AND (new.key IS NOT old.key OR json_extract(new.value, '$.count') <= json_extract(old.value, '$.count'))
    BEGIN SELECT RAISE(ABORT, 'the audit head anchor only moves forward'); END;
  `,
  // v6: the revision core reads a speaker's own recent memories on every first-person write.
  `
  CREATE INDEX records_principal ON records (tenant, principal, created_at);
  `,
  // v7: per-principal bounds. What each principal holds — records of every status, and open review
  // items — kept current by triggers in the transaction of every change, so checking a bound is
  // one row read however large the store; and the bursts of held copies of one claim, each counted
  // on one review item instead of stored again.
  `
  CREATE TABLE principal_usage (
    tenant TEXT NOT NULL, principal TEXT NOT NULL, records INTEGER NOT NULL, held INTEGER NOT NULL,
    PRIMARY KEY (tenant, principal)
  ) WITHOUT ROWID;
  INSERT INTO principal_usage (tenant, principal, records, held)
    SELECT tenant, principal, count(*), sum(status = 'quarantined') FROM records GROUP BY tenant, principal;
  CREATE TRIGGER usage_insert AFTER INSERT ON records BEGIN
    INSERT INTO principal_usage (tenant, principal, records, held) VALUES (new.tenant, new.principal, 1, new.status = 'quarantined')
      ON CONFLICT (tenant, principal) DO UPDATE SET records = records + 1, held = held + (new.status = 'quarantined');
  END;
  CREATE TRIGGER usage_status AFTER UPDATE OF status ON records WHEN (old.status = 'quarantined') <> (new.status = 'quarantined') BEGIN
    UPDATE principal_usage SET held = held + (new.status = 'quarantined') - (old.status = 'quarantined')
      WHERE tenant = new.tenant AND principal = new.principal;
  END;
  CREATE TRIGGER usage_delete AFTER DELETE ON records BEGIN
    UPDATE principal_usage SET records = records - 1, held = held - (old.status = 'quarantined')
      WHERE tenant = old.tenant AND principal = old.principal;
  END;

  CREATE TABLE held_bursts (
    tenant TEXT NOT NULL, principal TEXT NOT NULL, claim TEXT NOT NULL,
    record_id TEXT NOT NULL, copies INTEGER NOT NULL, first_at INTEGER NOT NULL, last_at INTEGER NOT NULL,
    PRIMARY KEY (tenant, principal, claim)
  ) WITHOUT ROWID;
  CREATE INDEX held_bursts_record ON held_bursts (record_id);
  `,
  // v8: each session's recent context (the relevance layer's): its newest on-task records, kept in
  // the ledger so any process serving the session reads the same.
  `
  CREATE TABLE session_context (
    tenant TEXT NOT NULL, session TEXT NOT NULL, at INTEGER NOT NULL, record_id TEXT NOT NULL,
    PRIMARY KEY (tenant, session, at, record_id)
  ) WITHOUT ROWID;
  `,
  // v9: a tenant's records by channel, newest first — what the revision core reads of the user's
  // own statements for a less trusted write (revision/candidates.ts), without walking the tool
  // writes between them.
  `
  CREATE INDEX records_channel ON records (tenant, channel, status, created_at);
  `,
];
