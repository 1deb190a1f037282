/**
 * A Map that forgets its least recently used keys past `max` (a Map keeps insertion order, so a
 * hit is moved to the end). The caches of readings use it: a candidate met on every write stays,
 * one met once goes first.
 */
export class LruMap<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  set(key: string, v: V): void {
    this.map.delete(key);
    this.map.set(key, v);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  get size(): number {
    return this.map.size;
  }
}
