/**
 * What one caller may hold open and one POST may ask of the HTTP front. A single 14 KB POST holding
 * a JSON-RPC batch of 100 `memory_search` calls (limit 50 each) once returned 61 MB, blocked
 * `/healthz` for seconds and took the process to hundreds of MB: work a request can buy is bounded
 * here, before any of it is done.
 *
 * - MCP 2025-06-18 removed JSON-RPC batching: on that version and later a batch is refused.
 * - On the versions that allow it (2025-03-26, 2024-11-05) a batch has a most number of messages
 *   and a most number of results its calls may ask for in all (their `limit`s).
 * - Responses to one POST have a byte budget (`BudgetedTransport`); past it a response is replaced
 *   by an error naming the limit.
 */
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { httpLimits } from '../config/policy-settings.js';

/** Limits of the HTTP front (policy section `http`, see `HttpPolicySchema`). */
export type HttpLimits = ReturnType<typeof httpLimits>;

/**
 * Defaults (the policy schema's): generous for agents — a few clients per principal, a handful of
 * calls per batch, the largest single search (50 results of 64 KiB, as text and as structured
 * content: about 7 MB) inside the response budget — and small for a flood.
 */
export const DEFAULT_HTTP_LIMITS: HttpLimits = httpLimits({});

/** The first protocol version without JSON-RPC batches. */
export const NO_BATCHES_FROM = '2025-06-18';

/** How many results one `tools/call` may produce (its share of `maxBatchResults`). */
export type RequestWork = (call: { name: string; arguments?: Record<string, unknown> }) => number;

/** Default work of a call: its `limit` argument when it has one, else 1. */
export const limitArgumentWork: RequestWork = (call) => {
  const limit = call.arguments?.limit;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 1 ? Math.ceil(limit) : 1;
};

/** What a request costs against the batch budget: a tool call's work, 1 for anything else. */
function workOf(m: unknown, work: RequestWork): number {
  const r = m as Partial<JSONRPCRequest>;
  if (typeof r?.method !== 'string' || r.id === undefined) return 0; // a notification or a response
  if (r.method !== 'tools/call') return 1;
  const p = r.params as { name?: unknown; arguments?: unknown } | undefined;
  const args = p?.arguments !== null && typeof p?.arguments === 'object' && !Array.isArray(p.arguments) ? (p.arguments as Record<string, unknown>) : undefined;
  return work({ name: typeof p?.name === 'string' ? p.name : '', arguments: args });
}

/**
 * Why a POSTed batch is refused (a JSON-RPC -32600 message), or undefined when it may run.
 * `version` is the session's negotiated protocol version and `header` the request's
 * `MCP-Protocol-Version`: the newer of the two decides, so a client cannot claim an old version
 * on a new session to get batches back.
 */
export function batchRefusal(batch: unknown[], version: string | undefined, header: string | undefined, limits: HttpLimits, work: RequestWork): string | undefined {
  if (version === undefined) return 'Invalid Request: this session has not finished initializing; send the batch after the initialize response';
  const newest = header !== undefined && header > version ? header : version;
  if (newest >= NO_BATCHES_FROM) {
    return `Invalid Request: MCP protocol version ${newest} has no JSON-RPC batches (they were removed in ${NO_BATCHES_FROM}); send one JSON-RPC message per POST`;
  }
  if (batch.length === 0) return 'Invalid Request: an empty batch';
  if (batch.length > limits.maxBatchMessages) {
    return `Invalid Request: a batch may hold at most ${limits.maxBatchMessages} messages and this one holds ${batch.length} (http.max_batch_messages); send the rest in further requests`;
  }
  const results = batch.reduce<number>((n, m) => n + workOf(m, work), 0);
  if (results > limits.maxBatchResults) {
    return `Invalid Request: the calls in this batch ask for up to ${results} results in all (their \`limit\`s, and each call's default), and a batch may ask for at most ${limits.maxBatchResults} (http.max_batch_results); lower the limits or send the calls in separate requests`;
  }
  return undefined;
}
