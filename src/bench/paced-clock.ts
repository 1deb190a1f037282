/**
 * The engine clock of the bench's timed writes: wall time plus an offset the bench moves forward
 * between writes. Timed back to back, 500 writes from one principal arrive within seconds, which
 * the rate layer rightly flags as a flood; on this clock they arrive at the pace of an agent
 * session, while the latency of each write is still measured on the real clock.
 */
import type { Clock } from '../core/clock.js';

/** Wall time shifted by an offset that only grows. */
export class PacedClock implements Clock {
  private offset = 0;

  /** Epoch ms: the wall clock plus every `advance` so far. */
  now(): number {
    return Date.now() + this.offset;
  }

  /** Moves engine time forward by `ms` (called outside the timed region). */
  advance(ms: number): void {
    this.offset += Math.max(0, ms);
  }
}
