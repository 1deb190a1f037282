/**
 * The guard over what the proxy forwards outside a mapping's memory paths. On the way to the
 * upstream: the strings of a screened tool's arguments, a prompt's arguments, a completion's
 * argument. On the way to the agent: a screened tool's result, a prompt, a resource the mapping
 * does not name, completion values, and the upstream's sampling and elicitation requests — text a
 * client puts in front of its model or its user, where an instruction injected by the upstream
 * (or by whoever wrote to it) does its harm. Each is one text for the guard's `inspect` (every
 * layer but rate & repetition, which count memory writes); what it holds is not passed on. Every
 * screening is reported (`onScreened`: logged by the CLI, never with the text) and traced (the
 * guard's span sits under the request's).
 */
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { HindsightError } from '../core/errors.js';
import { preview } from '../core/text.js';
import type { Channel, Finding, Verdict } from '../core/types.js';
import type { RevisionEngine } from '../revision/engine.js';
import { tryJson } from './mapping.js';

/** Which way a screened text goes. */
export type Direction = 'to-upstream' | 'to-agent';

/** What is screened: the MCP method, its tool, prompt or resource, and which way it goes. */
export interface ScreenSubject {
  method: string;
  target?: string;
  direction: Direction;
}

/** One screening as it is reported: what decided, never the text. */
export interface ScreenEvent extends ScreenSubject {
  principal: string;
  session: string;
  /** The guard's verdict; `unscreened` when the text could not be assessed (too large, a guard failure). */
  verdict: Verdict | 'unscreened';
  reasonCode: string;
  /** Whether it was held (false in shadow mode, where the verdict is only recorded). */
  held: boolean;
  bytes: number;
}

/** Why a text was held: a stable code and what a client may be told about it (never the text). */
export interface ScreenHold {
  /** The guard's reason code, or `too_large`, `too_deep`, `guard_error` when it could not be screened. */
  reasonCode: string;
  verdict: Verdict | 'unscreened';
  /** The weightiest reasons, or the sizes and bounds. */
  detail: string;
}

/** A hold as a client is told it: "the guard held its arguments (screening.high: …)". */
export function heldText(hold: ScreenHold, what: string): string {
  if (hold.verdict !== 'unscreened') return `the guard held ${what} (${hold.reasonCode}${hold.detail ? `: ${hold.detail}` : ''})`;
  return `the guard could not screen ${what} (${hold.detail})`;
}

/** The screen of one proxy session. */
export interface Screen {
  /** Why `texts` may not pass, or undefined when they may. Never throws: a failure holds. */
  check(texts: readonly string[], about: ScreenSubject): Promise<ScreenHold | undefined>;
  /** `check` over the texts of what the upstream sends (see `payloadStrings`); what cannot be read is held. */
  payload(value: unknown, about: ScreenSubject): Promise<ScreenHold | undefined>;
}

/** Who the session is, as the screen needs it. */
export interface ScreenIdentity {
  principal: string;
  tenant: string;
  session: string;
  trustCeiling: number;
  /** The channel of what the agent sends; what the upstream sends is a tool's output (`tool`). */
  channel: Channel;
}

/** Most strings a call's arguments may carry to be screened. */
export const MAX_STRINGS = 1000;

/**
 * What an upstream sends the agent may be larger than one memory text (a graph, a document): it is
 * screened in overlapping windows of at most `limits.maxContentBytes`, up to this many times that
 * limit in all; beyond it, withheld as too large to screen.
 */
const MAX_WINDOWS = 16;

/** Characters each window shares with the next, so a sentence cut at a window's end is seen whole in the next. */
const OVERLAP = 2048;

/**
 * JSON-RPC error code of a request the proxy refused because the guard held what it carried (an
 * implementation-defined server error, -32000…-32099): a prompt, resource or completion request
 * whose arguments or answer were held, or an upstream's sampling or elicitation request.
 */
export const GUARD_HELD = -32050;

/** The protocol error of a request the screen held (GUARD_HELD; `data["hindsight/screen"]` names the reason code). */
export class HeldError extends McpError {
  constructor(outcome: string, hold: ScreenHold, what: string) {
    const message = `hindsight-guard: ${outcome}: ${heldText(hold, what)}`;
    super(GUARD_HELD, message, { 'hindsight/screen': heldMeta(hold) });
    this.name = 'HeldError';
    // The message goes on the wire as it is: McpError's "MCP error -32050:" prefix would be
    // repeated by the receiving SDK, which adds its own.
    this.message = message;
  }
}

/** A hold as `_meta` (of a refused tool call) or an error's `data` name it, under "hindsight/screen". */
export function heldMeta(hold: ScreenHold): { reasonCode: string; verdict: string } {
  return { reasonCode: hold.reasonCode, verdict: hold.verdict };
}

/** Creates the screen of one proxy session. */
export function createScreen(opts: { engine: RevisionEngine; identity: ScreenIdentity; onScreened?: (e: ScreenEvent) => void; onError?: (err: unknown, what: string) => void }): Screen {
  const { engine, identity } = opts;
  const report = (about: ScreenSubject, bytes: number, verdict: ScreenEvent['verdict'], reasonCode: string, held: boolean) =>
    opts.onScreened?.({ ...about, target: about.target?.slice(0, 200), principal: identity.principal, session: identity.session, verdict, reasonCode, held, bytes });

  const screen: Screen = {
    async payload(value, about) {
      const texts = payloadStrings(value);
      if (texts) return screen.check(texts, about);
      report(about, 0, 'unscreened', 'too_deep', true);
      return { reasonCode: 'too_deep', verdict: 'unscreened', detail: 'nested deeper than 32 levels' };
    },
    async check(texts, about) {
      const guard = engine.deps.guard;
      const text = texts.join('\n');
      if (!guard || !text.trim()) return undefined;
      const max = engine.deps.settings.limits.maxContentBytes;
      const bytes = Buffer.byteLength(text);
      // What the agent sends is one call's arguments: screened whole or refused. What the upstream
      // sends is screened in windows, up to a bound on the work one answer can cost.
      const toAgent = about.direction === 'to-agent';
      const tooLarge = toAgent ? bytes > max * MAX_WINDOWS : texts.length > MAX_STRINGS || bytes > max;
      if (tooLarge) {
        report(about, bytes, 'unscreened', 'too_large', true);
        const bound = toAgent ? `at most ${max * MAX_WINDOWS} bytes` : `at most ${MAX_STRINGS} strings and ${max} bytes`;
        return { reasonCode: 'too_large', verdict: 'unscreened', detail: `too large: ${texts.length} strings, ${bytes} bytes; ${bound}` };
      }
      const channel: Channel = toAgent ? 'tool' : identity.channel;
      const write = {
        channel,
        declaredChannel: channel,
        principal: identity.principal,
        tenant: identity.tenant,
        session: identity.session,
        trust: Math.min(identity.trustCeiling, engine.deps.settings.channelTrust[channel]),
        tool: `proxy:${about.method}`,
      };
      try {
        let worst: { verdict: Verdict; reasonCode: string; findings: Finding[] } | undefined;
        for (const part of bytes > max ? windows(text, Math.floor(max / 3)) : [text]) {
          const d = await (guard.inspect ?? guard.run).call(guard, { ...write, content: part }, { at: engine.deps.clock.now() });
          // Only a guard without `inspect` counts this text as a write, and may refuse it for rate.
          if (d.refused) {
            report(about, bytes, 'reject', 'rate_limited', true);
            return { reasonCode: 'rate_limited', verdict: 'reject', detail: d.refused.reason };
          }
          if (!worst || RANK[d.verdict] > RANK[worst.verdict]) worst = d;
          if (d.action === 'quarantine' || d.action === 'reject') {
            report(about, bytes, d.verdict, d.reasonCode, true);
            return { reasonCode: d.reasonCode, verdict: d.verdict, detail: reasonsOf(d.findings) };
          }
        }
        report(about, bytes, worst!.verdict, worst!.reasonCode, false);
        return undefined;
      } catch (err) {
        // The guard never throws by contract; if it does, nothing passes unassessed.
        opts.onError?.(err, `proxy:${about.method}`);
        report(about, bytes, 'unscreened', 'guard_error', true);
        return { reasonCode: 'guard_error', verdict: 'unscreened', detail: 'it failed; see the server log' };
      }
    },
  };
  return screen;
}

const RANK: Record<Verdict, number> = { allow: 0, flag: 1, quarantine: 2, reject: 3 };

/** The findings that weighed (medium and up), their reasons shortened: at most five. */
function reasonsOf(findings: readonly Finding[]): string {
  const reasons = findings.filter((f) => f.severity === 'medium' || f.severity === 'high' || f.severity === 'error').flatMap((f) => f.reasons);
  return reasons.slice(0, 5).map((r) => preview(r, 120)).join('; ');
}

/** `text` in windows of `size` UTF-16 units, each overlapping the next by OVERLAP; a surrogate pair is never cut. */
function* windows(text: string, size: number): Generator<string> {
  const step = Math.max(1, size - Math.min(OVERLAP, Math.floor(size / 4)));
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + size);
    if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
    yield text.slice(start, end);
    if (end === text.length) return;
    let next = start + step;
    if (isLowSurrogate(text.charCodeAt(next))) next++;
    start = Math.min(next, end);
  }
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** An object key that is a sentence rather than a name: screened with the values (a key can carry an instruction too). */
const NAME = /^[\w$.:/@#-]{1,64}$/;

/**
 * Every string of a call's arguments, keys that are not plain names included (one past
 * MAX_STRINGS at most, so an oversized call is seen as one). Throws past 20 levels of nesting.
 */
export function argumentStrings(v: unknown, out: string[] = [], depth = 0): string[] {
  if (out.length > MAX_STRINGS) return out;
  if (depth > 20) throw new HindsightError('invalid_argument', 'arguments nested deeper than 20 levels cannot be screened; not forwarded');
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) argumentStrings(x, out, depth + 1);
  else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (!NAME.test(k)) out.push(k);
      argumentStrings(x, out, depth + 1);
    }
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The texts of what an upstream sends the agent (a result, a prompt, a resource's contents, a
 * request's params), each once: every string, keys that are not plain names too, and a blob when
 * its bytes are UTF-8 text — decided by the bytes, not by the `mimeType` the upstream put on them.
 * A string that holds JSON (a tool's JSON text, a JSON resource) is read as the values in it: the
 * guard reads quotation marks as a quotation and discounts what is inside them, which JSON's
 * would hide. Left out: the `data` of image and audio blocks (media, not text), binary blobs, and
 * `_meta` (protocol metadata: trace context, progress tokens). Undefined past 32 levels of
 * nesting: not screenable.
 */
export function payloadStrings(v: unknown): string[] | undefined {
  const out = new Set<string>();
  const text = (s: string, depth: number): boolean => {
    const json = s.length > 1 ? tryJson(s) : undefined;
    if (json === undefined) return out.add(s), true;
    return walk(json, depth + 1);
  };
  const walk = (x: unknown, depth: number): boolean => {
    if (depth > 32) return false;
    if (typeof x === 'string') return text(x, depth);
    if (Array.isArray(x)) return x.every((y) => walk(y, depth + 1));
    if (x === null || typeof x !== 'object') return true;
    const media = (x as { type?: unknown }).type === 'image' || (x as { type?: unknown }).type === 'audio';
    for (const [k, y] of Object.entries(x)) {
      if (k === '_meta' || (media && k === 'data')) continue;
      if (!NAME.test(k)) out.add(k);
      if (k === 'blob' && typeof y === 'string') {
        const decoded = blobText(y);
        if (decoded !== undefined && !text(decoded, depth)) return false;
        continue;
      }
      if (!walk(y, depth + 1)) return false;
    }
    return true;
  };
  return walk(v, 0) ? [...out] : undefined;
}

/** A base64 blob's bytes as text when they are valid UTF-8 without NULs (text, whatever its label); undefined for binary. */
function blobText(b64: string): string | undefined {
  try {
    const text = utf8.decode(Buffer.from(b64, 'base64'));
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}
