/**
 * Well-formed Unicode in untrusted JSON. `"\ud83d"` parses to a JavaScript string with a lone
 * surrogate, which no UTF-8 can hold: SQLite stores the code unit's bytes and reads them back as
 * three U+FFFD, so what is served would not be what was written. The firewall refuses such text
 * instead of repairing it.
 */

/** A lone high surrogate, or a low surrogate with no high one before it (linear: fixed look-around). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a lone surrogate sits in a JSON value: its path, the code unit and its index in the string. */
export interface LoneSurrogate {
  path: string;
  unit: string;
  index: number;
}

/** The first lone surrogate in `value` (strings and object keys, any depth), or undefined. */
export function findLoneSurrogate(value: unknown, root = ''): LoneSurrogate | undefined {
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const m = LONE_SURROGATE.exec(v);
      if (m) return { path, unit: `\\u${m[0].charCodeAt(0).toString(16)}`, index: m.index };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v).reverse()) {
        const at = path ? `${path}.${k}` : k;
        const m = LONE_SURROGATE.exec(k);
        // The key itself is not echoed: it is the malformed text.
        if (m) return { path: path ? `${path} (one of its keys)` : '(a key)', unit: `\\u${m[0].charCodeAt(0).toString(16)}`, index: m.index };
        stack.push([x, at]);
      }
    }
  }
  return undefined;
}

/** The sentence refusing a lone surrogate at `s` (`what` names the message part, e.g. "params"). */
export function loneSurrogateMessage(s: LoneSurrogate, what: string): string {
  return `${what}: \`${s.path || 'the value'}\` holds a lone surrogate (${s.unit} at character ${s.index}), which is not valid Unicode and cannot be stored as written; send the whole character (both halves of the surrogate pair) or leave it out`;
}
