/** Every store port's contract suite, run against the embedded SQLite ledger. */
import { describe } from 'vitest';

import { auditContract } from './contract/audit.contract.js';
import { indexFeedContract } from './contract/index-feed.contract.js';
import { sqliteKind } from './contract/ledger-kinds.js';
import { outboxContract } from './contract/outbox.contract.js';
import { recordsContract } from './contract/records.contract.js';
import { revisionGateContract } from './contract/revision-gate.contract.js';

describe('sqlite', () => {
  describe('records', () => recordsContract(sqliteKind));
  describe('audit', () => auditContract(sqliteKind));
  describe('outbox and sessions', () => outboxContract(sqliteKind));
  describe('index feed', () => indexFeedContract(sqliteKind));
  describe('revision gate', () => revisionGateContract(sqliteKind));
});
