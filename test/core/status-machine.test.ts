import { describe, expect, test } from 'vitest';
import { HindsightError } from '../../src/core/errors.js';
import { INITIAL_STATUSES, assertTransition, canTransition } from '../../src/core/status-machine.js';
import { StatusSchema, type Status } from '../../src/core/types.js';

const ALL: readonly Status[] = StatusSchema.options;

describe('allowed transitions', () => {
  test.each<[Status, Status]>([
    ['active', 'superseded'],
    ['superseded', 'active'],
    ['uncertain', 'active'],
    ['uncertain', 'rejected'],
    ['quarantined', 'active'],
    ['quarantined', 'uncertain'],
    ['quarantined', 'superseded'],
    ['quarantined', 'rejected'],
    ['quarantined', 'expired-quarantine'],
    ['active', 'expired'],
    ['active', 'forgotten'],
    ['active', 'rolled-back'],
    ['superseded', 'rolled-back'],
    ['quarantined', 'rolled-back'],
    ['rolled-back', 'forgotten'],
  ])('%s may become %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to, 'm1')).not.toThrow();
  });
});

describe('forbidden transitions', () => {
  test.each<[Status, Status]>([
    ['active', 'uncertain'],
    ['active', 'quarantined'],
    ['active', 'rejected'],
    ['superseded', 'uncertain'],
    ['rejected', 'active'],
    ['expired', 'active'],
    ['expired-quarantine', 'active'],
    ['quarantined', 'forgotten'],
    ['uncertain', 'superseded'],
    ['rolled-back', 'active'],
    ['rejected', 'rolled-back'],
    ['expired', 'rolled-back'],
  ])('%s may not become %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  test('a forgotten record never resurfaces in any status', () => {
    for (const to of ALL) expect(canTransition('forgotten', to)).toBe(false);
  });

  test('a rejected record is terminal', () => {
    for (const to of ALL) expect(canTransition('rejected', to)).toBe(false);
  });

  test('no status transitions to itself', () => {
    for (const s of ALL) expect(canTransition(s, s)).toBe(false);
  });

  test('assertTransition throws an invalid_transition HindsightError naming the record', () => {
    let caught: unknown;
    try {
      assertTransition('rejected', 'active', 'rec-42');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(HindsightError);
    expect((caught as HindsightError).code).toBe('invalid_transition');
    expect((caught as HindsightError).message).toContain('rec-42');
  });
});

describe('initial statuses', () => {
  test('a new write may start active, uncertain, quarantined, rejected by the guard (kept for audit) or as history', () => {
    expect([...INITIAL_STATUSES].sort()).toEqual(['active', 'quarantined', 'rejected', 'superseded', 'uncertain']);
  });

  test('a new write never starts expired or forgotten', () => {
    for (const s of ['expired', 'forgotten', 'expired-quarantine', 'rolled-back'] as Status[]) {
      expect(INITIAL_STATUSES).not.toContain(s);
    }
  });
});
