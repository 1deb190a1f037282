/**
 * Loads a policy file: YAML parsed with `yaml`, validated with zod, every problem reported as
 * `file:line: path: message` so an operator can fix the file without guessing. A
 * malformed policy must stop a command at start, never be half-applied.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z, ZodError, ZodType } from 'zod';
import { fsReason, HindsightError } from '../core/errors.js';
import { PolicyError } from './policy-error.js';
import { PolicySchema, type Policy } from './policy-schema.js';

export { PolicyError };

/** A validated policy and its hash (recorded in every decision trace). */
export interface LoadedPolicy {
  policy: Policy;
  hash: string;
}

/** Most bytes read from a policy file: a policy is a page of settings, not a data set. */
const MAX_POLICY_BYTES = 256 * 1024;

/**
 * Reads and validates a policy file; throws `PolicyError` naming every problem.
 *
 * @example const { policy, hash } = loadPolicy('policies/default.yaml');
 */
export function loadPolicy(file: string): LoadedPolicy {
  const policy = loadYaml(file, PolicySchema);
  return { policy, hash: policyHash(policy) };
}

/** Validates policy YAML text; `file` only names the source in messages. */
export function parsePolicy(text: string, file: string): LoadedPolicy {
  const policy = parseYaml(text, file, PolicySchema);
  return { policy, hash: policyHash(policy) };
}

/**
 * Reads a YAML settings file of at most 256 KiB and validates it against `schema`; throws
 * `PolicyError` with one `file:line: path: message` line per problem.
 */
export function loadYaml<S extends ZodType>(file: string, schema: S): z.output<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PolicyError(file, [`${file}: cannot read: ${fsReason(err)}; check the path and its permissions (the shipped policies and upstream mappings are in the package's policies/ folder)`]);
  }
  if (Buffer.byteLength(text) > MAX_POLICY_BYTES) throw new PolicyError(file, [`${file}: larger than ${MAX_POLICY_BYTES} bytes`]);
  return parseYaml(text, file, schema);
}

/** Parses YAML text and validates it against `schema`, reporting problems by file and line. */
export function parseYaml<S extends ZodType>(text: string, file: string, schema: S): z.output<S> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  if (doc.errors.length > 0) {
    throw new PolicyError(file, doc.errors.map((e) => `${file}:${lineAt(e.pos[0])}: (yaml): ${firstLine(e.message)}`));
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    throw new PolicyError(file, [`${file}:1: (yaml): ${firstLine(err instanceof Error ? err.message : String(err))}`]);
  }
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw new PolicyError(file, zodProblems(parsed.error, doc, file, lineAt));
  return parsed.data;
}

/** `sha256:` + 16 hex of the canonical JSON of a validated policy: comments and layout do not count. */
export function policyHash(policy: Policy): string {
  return 'sha256:' + createHash('sha256').update(canonicalJson(policy)).digest('hex').slice(0, 16);
}

/** JSON with object keys sorted at every level. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

function zodProblems(error: ZodError, doc: Document, file: string, lineAt: (offset: number) => number): string[] {
  const out: { line: number; text: string }[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    // One line per misspelt key, pointing at the key itself.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...path, k]) : [path];
    for (const p of keys) {
      const where = p.length ? p.join('.') : '(root)';
      const msg = issue.code === 'unrecognized_keys' ? `unknown key "${String(p[p.length - 1])}"` : issue.message;
      const line = lineAt(nodeOffset(doc, p));
      out.push({ line, text: `${file}:${line}: ${where}: ${msg}` });
    }
  }
  // In file order, as an editor would list them (the sort is stable within a line).
  return out.sort((x, y) => x.line - y.line).map((x) => x.text);
}

/** Offset of the deepest node on `path` that exists: the key for a map entry, the item for a list one. */
function nodeOffset(doc: Document, path: (string | number)[]): number {
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && String(it.key.value) === String(seg));
      if (!pair) break;
      offset = rangeStart(pair.key) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number' && seg < node.items.length) {
      node = node.items[seg];
      offset = rangeStart(node) ?? offset;
    } else break;
  }
  return offset ?? 0;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

function firstLine(s: string): string {
  return s.split('\n')[0].trim();
}
