/** Every store port's contract suite, run against the PostgreSQL ledger (127.0.0.1:5432, a fresh schema per store). */
import { describe } from 'vitest';
import { HAVE_POSTGRES } from '../helpers/postgres.js';
import { auditContract } from './contract/audit.contract.js';
import { indexFeedContract } from './contract/index-feed.contract.js';
import { postgresKind } from './contract/ledger-kinds.js';
import { outboxContract } from './contract/outbox.contract.js';
import { recordsContract } from './contract/records.contract.js';
import { revisionGateContract } from './contract/revision-gate.contract.js';

describe.skipIf(!HAVE_POSTGRES)('postgres', () => {
  describe('records', () => recordsContract(postgresKind));
  describe('audit', () => auditContract(postgresKind));
  describe('outbox and sessions', () => outboxContract(postgresKind));
  describe('index feed', () => indexFeedContract(postgresKind));
  describe('revision gate', () => revisionGateContract(postgresKind));
});
