/**
 * Checks on a JSON-RPC request before the SDK handles it, each answered -32602 (Invalid params)
 * with a sentence that names the field:
 *
 * - **Lone surrogates** (`core/unicode.ts`): text that cannot be stored as written.
 * - **Params of the wrong shape.** The SDK parses a request against its schema inside its own
 *   handler wrapper, and a failure (`tools/call` with `arguments: null`, an array or a number)
 *   reaches the client as -32603 "Internal error" carrying zod's raw issue list.
 */
import { ClientRequestSchema, type JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { findLoneSurrogate, loneSurrogateMessage } from '../core/unicode.js';

type RequestSchema = (typeof ClientRequestSchema.options)[number];
const SCHEMAS = new Map<string, RequestSchema>(ClientRequestSchema.options.map((s) => [s.shape.method.value, s]));

/** Why `request` is refused (the -32602 message), or undefined when it may go on to the server. */
export function requestRefusal(request: JSONRPCRequest): string | undefined {
  const lone = findLoneSurrogate(request.params);
  if (lone) return loneSurrogateMessage(lone, `Invalid params for ${request.method}`);
  const schema = SCHEMAS.get(request.method);
  if (!schema) return undefined; // an unknown method: the SDK answers -32601
  const parsed = schema.safeParse(request);
  if (parsed.success) return undefined;
  const problems = parsed.error.issues.slice(0, 3).map((i) => issueText(i, request));
  return `Invalid params for ${request.method}: ${problems.join('; ')}`;
}

/** What a JSON value is, in words ("null", "an array", "a number"). */
function kindOf(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  const t = typeof v;
  return t === 'object' ? 'an object' : t === 'string' ? 'a string' : t === 'number' ? 'a number' : t === 'boolean' ? 'a boolean' : t;
}

const EXPECTED: Record<string, string> = { record: 'an object', object: 'an object', string: 'a string', number: 'a number', int: 'an integer', array: 'an array', boolean: 'true or false' };

/** One zod issue as a sentence about the request's own field names. */
function issueText(issue: { path: PropertyKey[]; code: string; message: string; expected?: unknown }, request: JSONRPCRequest): string {
  const rel = issue.path[0] === 'params' ? issue.path.slice(1) : issue.path;
  const where = rel.length === 0 ? '`params`' : `\`${rel.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('')}\``;
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') {
    let v: unknown = request;
    for (const p of issue.path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined;
    return `${where} must be ${EXPECTED[issue.expected] ?? issue.expected} (got ${kindOf(v)})`;
  }
  return `${where}: ${issue.message}`;
}
