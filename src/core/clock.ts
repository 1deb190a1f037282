/** Time source port: the engine never reads the wall clock directly, so eval can drive it. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock the caller moves by hand (eval replay, tests). */
export class ManualClock implements Clock {
  /** Starts at `start` epoch ms. */
  constructor(private current = 0) {}
  /** Current virtual time. */
  now(): number {
    return this.current;
  }
  /** Sets the virtual time (never backwards). */
  set(ms: number): void {
    this.current = Math.max(this.current, ms);
  }
  /** Advances the virtual time. */
  advance(ms: number): void {
    this.current += ms;
  }
}
