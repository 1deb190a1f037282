/** Small helpers every guard layer uses: bounded scanning, rounding, safe timing, safe error text. */

/** At most `max` characters: the head and the tail, where injected text usually sits. */
export function capped(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor(max / 2);
  return text.slice(0, half) + '\n' + text.slice(-half);
}

/** Three decimals, for scores in findings. */
export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The clock's reading, or NaN when the clock itself fails (a layer never throws). */
export function safeNow(now: () => number): number {
  try {
    return now();
  } catch {
    return Number.NaN;
  }
}

/** Milliseconds since `start`, 0 when the clock misbehaves. */
export function elapsed(now: () => number, start: number): number {
  const d = safeNow(now) - start;
  return Number.isFinite(d) && d >= 0 ? d : 0;
}

/** The first line of an error's message, capped: never a stack trace. */
export function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 200);
}
