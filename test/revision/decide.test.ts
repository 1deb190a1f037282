/**
 * Applying judgements, as a pure function: trust, event time, confidence,
 * cooldown and the supersession cap decide what a judged write does.
 */
import { describe, expect, test } from 'vitest';
import { makeSettings } from '../../src/config/settings.js';
import type { MemoryRecord, Relation } from '../../src/core/types.js';
import { decide, type JudgedCandidate } from '../../src/revision/decide.js';

const S = makeSettings().revision;
const NOW = Date.UTC(2025, 0, 1);
let n = 0;

function record(over: Partial<MemoryRecord> = {}): MemoryRecord {
  n++;
  return {
    id: `r${n}`,
    seq: n,
    tenant: 't',
    key: 'user|age',
    value: '30',
    kind: 'fact',
    content: "The user's age is 30.",
    contentHash: `h${n}`,
    embedding: new Float32Array(4),
    embeddingModel: { id: 'test', dim: 4 },
    createdAt: NOW - 3_600_000,
    status: 'active',
    version: 1,
    source: { channel: 'user', principal: 'alice' },
    trust: 0.9,
    confidence: 0.9,
    supersedes: [],
    links: [],
    lineage: [],
    references: 0,
    verification: 'none',
    ...over,
  };
}

function judged(relation: Relation, over: Partial<MemoryRecord> = {}, confidence = 0.9, keep?: 'new' | 'old'): JudgedCandidate {
  return { record: record(over), similarity: 0.9, judgement: { relation, confidence, reason: 'test', keep } };
}

describe('decide', () => {
  test('no candidates: the write is active and touches nothing', () => {
    const d = decide({ trust: 0.9 }, [], S, NOW);
    expect(d.status).toBe('active');
    expect(d.relation).toBe('NONE');
    expect(d.supersede).toEqual([]);
  });

  test('a confident CONFLICT from an equally trusted source supersedes the old record', () => {
    const c = judged('CONFLICT');
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('active');
    expect(d.supersede).toEqual([c.record]);
  });

  test('a lower-trust contradiction is held as uncertain and the old record is pending, not superseded', () => {
    const c = judged('CONFLICT', { trust: 0.9 });
    const d = decide({ trust: 0.4 }, [c], S, NOW);
    expect(d.status).toBe('uncertain');
    expect(d.supersede).toEqual([]);
    expect(d.pending).toEqual([c.record]);
  });

  test('a CONFLICT below the confidence threshold is held, never acted on silently', () => {
    const c = judged('CONFLICT', {}, S.theta - 0.1);
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('uncertain');
    expect(d.supersede).toEqual([]);
    expect(d.pending).toEqual([c.record]);
  });

  test('an older event time arriving late does not supersede: it becomes history of the newer record', () => {
    const c = judged('CONFLICT', { eventTime: Date.UTC(2020, 0, 1) });
    const d = decide({ trust: 0.9, eventTime: Date.UTC(2010, 0, 1) }, [c], S, NOW);
    expect(d.status).toBe('superseded');
    expect(d.historyOf).toBe(c.record);
    expect(d.supersede).toEqual([]);
  });

  test('a newer event time supersedes an older one', () => {
    const c = judged('CONFLICT', { eventTime: Date.UTC(2010, 0, 1) });
    const d = decide({ trust: 0.9, eventTime: Date.UTC(2020, 0, 1) }, [c], S, NOW);
    expect(d.status).toBe('active');
    expect(d.supersede).toEqual([c.record]);
  });

  test('a record revised within the cooldown is not revised again: the write is held', () => {
    const c = judged('CONFLICT', { revisedAt: NOW - S.cooldownMs / 2 });
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('uncertain');
    expect(d.supersede).toEqual([]);
  });

  test('a record revised before the cooldown window can be revised', () => {
    const c = judged('CONFLICT', { revisedAt: NOW - S.cooldownMs - 1 });
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('active');
    expect(d.supersede).toEqual([c.record]);
  });

  test('one write supersedes at most maxSupersedePerWrite records', () => {
    const cands = Array.from({ length: 5 }, () => judged('CONFLICT'));
    const d = decide({ trust: 0.9 }, cands, { ...S, maxSupersedePerWrite: 2 }, NOW);
    expect(d.supersede).toHaveLength(2);
  });

  test('a REFINE that keeps the new memory supersedes the old one with the lower trust of the two', () => {
    const c = judged('REFINE', { trust: 0.4 }, 0.75, 'new');
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('active');
    expect(d.supersede).toEqual([c.record]);
    expect(d.trust).toBe(0.4);
  });

  test('a REFINE from a less trusted source is a trust-inverted revision: held, the old record not superseded', () => {
    const c = judged('REFINE', { trust: 0.9 }, 0.75, 'new');
    const d = decide({ trust: 0.4 }, [c], S, NOW);
    expect(d.status).toBe('uncertain');
    expect(d.supersede).toEqual([]);
  });

  test('a REFINE that keeps the existing memory merges the write into it', () => {
    const c = judged('REFINE', {}, 0.97, 'old');
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('superseded');
    expect(d.historyOf).toBe(c.record);
  });

  test('a COEXIST links the records and supersedes nothing', () => {
    const c = judged('COEXIST', {}, 0.65);
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('active');
    expect(d.link).toEqual([c.record]);
    expect(d.supersede).toEqual([]);
  });

  test('an UNRELATED judgement does nothing', () => {
    const c = judged('UNRELATED', {}, 0.6);
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.status).toBe('active');
    expect(d.link).toEqual([]);
    expect(d.supersede).toEqual([]);
  });

  test('a contradiction of a held (uncertain) record neither supersedes nor links it', () => {
    const c = judged('CONFLICT', { status: 'uncertain', trust: 0.4 });
    const d = decide({ trust: 0.9 }, [c], S, NOW);
    expect(d.supersede).toEqual([]);
    expect(d.status).toBe('active');
  });

  test('restating a held memory does not get it through: repetition is not corroboration', () => {
    const c = judged('REFINE', { status: 'uncertain', trust: 0.4 }, 0.97, 'old');
    const d = decide({ trust: 0.4 }, [c], S, NOW);
    expect(d.status).toBe('uncertain');
  });

  test('when one contradiction is held, nothing else is superseded by the same write', () => {
    const ok = judged('CONFLICT', { trust: 0.4 });
    const blocked = judged('CONFLICT', { trust: 0.95 });
    const d = decide({ trust: 0.9 }, [ok, blocked], S, NOW);
    expect(d.status).toBe('uncertain');
    expect(d.supersede).toEqual([]);
    expect(d.pending).toContain(blocked.record);
  });
});
