/** The digests `migrate` compares a copy with: order-independent per table, exact per record. */
import { describe, expect, it } from 'vitest';
import { RecordsDigest, TableDigest } from '../../src/store/migrate/row-digest.js';
import type { MemoryRecord } from '../../src/core/types.js';

const digest = (rows: unknown[][]) => {
  const d = new TableDigest();
  for (const r of rows) d.add(r);
  return d;
};

describe('TableDigest', () => {
  const rows = [
    [1, 'a', Buffer.from([1, 2, 3]), null],
    [2, 'b', Buffer.from([4]), 0.6],
    [3, 'c', Buffer.from([]), 1],
  ];

  it('is the same whatever order the rows come in (collations differ between the two databases)', () => {
    expect(digest([rows[2]!, rows[0]!, rows[1]!]).hex()).toBe(digest(rows).hex());
    expect(digest(rows).rows).toBe(3);
  });

  it('changes with any changed, missing or repeated row', () => {
    const base = digest(rows).hex();
    expect(digest([rows[0]!, rows[1]!, [3, 'c', Buffer.from([0]), 1]]).hex()).not.toBe(base);
    expect(digest([rows[0]!, rows[1]!, [3, 'c', Buffer.from([]), null]]).hex()).not.toBe(base);
    expect(digest([rows[0]!, rows[1]!]).hex()).not.toBe(base);
    expect(digest([...rows, rows[0]!]).hex()).not.toBe(base);
  });

  it('reads bytes as bytes: a buffer and a float vector over the same bytes hash alike', () => {
    const v = new Float32Array([0.25, -1]);
    expect(digest([[Buffer.from(v.buffer)]]).hex()).toBe(digest([[v]]).hex());
  });
});

describe('RecordsDigest', () => {
  const rec = (id: string, extra: Partial<MemoryRecord> = {}) => ({ id, seq: 1, content: 'x', embedding: new Float32Array([1, 2]), ...extra }) as unknown as MemoryRecord;
  const of = (records: MemoryRecord[]) => {
    const d = new RecordsDigest();
    for (const r of records) d.add(r);
    return d.hex();
  };

  it('depends on every field and on the order, not on the order of the keys or absent fields', () => {
    const a = rec('a');
    const b = rec('b');
    expect(of([a, b])).not.toBe(of([b, a]));
    expect(of([rec('a', { embedding: new Float32Array([1, 3]) })])).not.toBe(of([a]));
    expect(of([{ embedding: a.embedding, content: 'x', seq: 1, id: 'a' } as unknown as MemoryRecord])).toBe(of([a]));
    expect(of([rec('a', { subject: undefined })])).toBe(of([a]));
  });
});
