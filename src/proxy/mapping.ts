/**
 * Upstream mappings (`policies/upstreams/*.yaml`): per tool of an upstream MCP memory
 * server, its role and where the memory texts and their subjects sit in the arguments and results.
 * Paths are a small, checked subset of JSON paths: dot-separated keys, `[]` after a key iterates
 * its array, and `.` alone is the item itself (`entityNames[]` with subject `.`).
 */
import { z } from 'zod';

/**
 * What a tool call is to the firewall. `screen`: every string of the call goes through the guard
 * on the way to the upstream, and every text of its result on the way back.
 */
export const ROLES = ['write', 'read', 'delete', 'admin', 'screen', 'passthrough', 'deny'] as const;
export type Role = (typeof ROLES)[number];

const PATH = /^(?:\.|[A-Za-z_$][\w$-]*(?:\[\])?(?:\.[A-Za-z_$][\w$-]*(?:\[\])?)*)$/;
const Path = z.string().regex(PATH, 'a path is keys joined by dots, each optionally followed by [] (or "." for the item itself)');

/**
 * Where memories sit in a payload: the `items` (an array path from the root), in each item its
 * `subject`, and its text — a `text` path (a string, or an array of strings with `[]`: each is one
 * memory) or a `template` over the item's fields ("{from} {relationType} {to}": the item is one memory).
 */
export const MemorySpecSchema = z
  .strictObject({
    items: Path,
    subject: Path.optional(),
    text: Path.optional(),
    template: z.string().min(1).max(500).optional(),
  })
  .refine((s) => !(s.text && s.template), { message: 'give text or template, not both' });
export type MemorySpec = z.infer<typeof MemorySpecSchema>;

/** A read of the upstream made by the proxy itself: the tool, its arguments with "{subject}" filled in, where the memories are in its result. */
export const ReadBackSchema = z.strictObject({ tool: z.string().min(1).max(128), args: z.record(z.string(), z.unknown()), results: z.array(MemorySpecSchema).min(1) });
export type ReadBack = z.infer<typeof ReadBackSchema>;

/** One tool's mapping. */
export const ToolMappingSchema = z.strictObject({
  role: z.enum(ROLES),
  /** write and delete: where the memories are in the arguments. */
  memories: z.array(MemorySpecSchema).default([]),
  /** read: where the memories are in the result (`structuredContent`, or JSON text content). */
  results: z.array(MemorySpecSchema).default([]),
  /**
   * write: the argument by which the upstream itself takes a declared channel (a hindsight-guard
   * upstream's `channel`): set to the proxy's channel unless the agent declared a lower one, so
   * the upstream never stores an agent's write at the proxy's own trust.
   */
  channel_arg: z.string().min(1).max(128).optional(),
  /**
   * delete by subject: how to read, before the delete, every item it will remove with the subject
   * (a knowledge graph's relations *to* an entity go with it): the tool, its arguments with
   * "{subject}" filled in, and where the memories are in its result. Each is trust-checked and
   * forgotten like the subject's own.
   */
  affects: ReadBackSchema.optional(),
  /**
   * write: how to read back, after the upstream took the call, what it stored under each subject:
   * a memory the upstream silently dropped (server-memory's create_entities ignores the
   * observations of an entity that exists) is reverted in the ledger, and what it superseded is
   * served again. A write the upstream refuses in-band is reverted without it.
   */
  confirm: ReadBackSchema.optional(),
});
export type ToolMapping = z.infer<typeof ToolMappingSchema>;

/** A mapping file. */
export const UpstreamMappingSchema = z
  .strictObject({
    kind: z.literal('upstream-mapping'),
    version: z.literal(1),
    /** Names the upstream in the ledger's references to its items: keep it stable. */
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes'),
    description: z.string().max(2000).optional(),
    /**
     * Tools without a mapping: `auto` screens them (`screen`), or makes one the upstream calls
     * destructive (destructiveHint) an admin tool; or one role for all. Annotations come from the
     * upstream and prove nothing, so they can only make a tool stricter: `readOnlyHint` never makes
     * one passthrough — only the mapping can (`role: passthrough`, or `default_role: passthrough`).
     */
    default_role: z.enum(['auto', ...ROLES]).default('auto'),
    /**
     * What a superseded memory becomes upstream: `hide` keeps it there and filters it from reads
     * (reversible: a revert shows it again); `delete` removes it with `delete.tool`, whose
     * arguments are `delete.args` with "{subject}" and "{text}" filled in (the ledger keeps it).
     */
    supersession: z
      .strictObject({
        mode: z.enum(['hide', 'delete']).default('hide'),
        delete: z.strictObject({ tool: z.string().min(1).max(128), args: z.record(z.string(), z.unknown()) }).optional(),
      })
      .prefault({})
      .refine((s) => s.mode !== 'delete' || s.delete !== undefined, { message: 'mode delete needs delete.tool and delete.args' }),
    /**
     * How to write one memory upstream on its own ("{subject}", "{text}" filled in): a held write
     * that a reviewer approves (or a verification confirms) later is sent with it. Without it, a
     * released write is served from the firewall's ledger only.
     */
    release: z.strictObject({ tool: z.string().min(1).max(128), args: z.record(z.string(), z.unknown()) }).optional(),
    tools: z.record(z.string().min(1).max(128), ToolMappingSchema).default({}),
    /**
     * Resources by URI whose JSON text holds memories, filtered like a read tool's results.
     * Resources not listed are screened by the guard on the way to the agent.
     */
    resources: z.record(z.string().min(1).max(2048), z.strictObject({ results: z.array(MemorySpecSchema).min(1) })).default({}),
  })
  .superRefine((m, ctx) => {
    for (const [name, t] of Object.entries(m.tools)) {
      const specs = [...t.memories, ...t.results];
      specs.forEach((spec, i) => {
        if (!spec.text && !spec.template && spec.subject !== '.' && t.role !== 'delete') {
          ctx.addIssue({ code: 'custom', path: ['tools', name, t.memories.includes(spec) ? 'memories' : 'results', i], message: 'give text or template' });
        }
      });
      if (t.role === 'write' && t.memories.length === 0) ctx.addIssue({ code: 'custom', path: ['tools', name, 'memories'], message: 'a write tool needs memories' });
      if (t.role === 'read' && t.results.length === 0) ctx.addIssue({ code: 'custom', path: ['tools', name, 'results'], message: 'a read tool needs results' });
    }
  });
export type UpstreamMapping = z.infer<typeof UpstreamMappingSchema>;

/** One memory found in a payload, with ways to remove or rewrite it there. */
export interface FoundMemory {
  spec: MemorySpec;
  subject?: string;
  text: string;
  /**
   * False when nothing in the payload can be removed to drop this memory alone (the payload's
   * root is the item): a caller must then refuse the whole payload rather than pass it on.
   */
  removable: boolean;
  /** Removes this memory from the payload: its string in an array, or else its whole item. */
  remove(): void;
  /** Replaces this memory's text in the payload (a text path only). */
  replace(text: string): void;
}

/**
 * The memories `specs` find in `root`. Removal is deferred: call every `remove` you need, then
 * `prune()`, so indices stay valid while deciding.
 */
export function findMemories(root: unknown, specs: readonly MemorySpec[]): { found: FoundMemory[]; prune(): void } {
  const doomed = new Map<unknown[], Set<number>>();
  const mark = (arr: unknown[], i: number) => {
    const set = doomed.get(arr) ?? new Set<number>();
    set.add(i);
    doomed.set(arr, set);
  };
  const found: FoundMemory[] = [];
  const noReplace = () => {
    throw new Error('only a text path can be rewritten');
  };
  for (const spec of specs) {
    for (const { value: item, parent, index } of walk(root, spec.items)) {
      const subject = spec.subject ? stringAt(item, spec.subject) : undefined;
      // Removing the whole item is possible only when it sits in an array.
      const removeItem = { removable: parent !== undefined, remove: () => parent && mark(parent, index) };
      if (spec.template) {
        const text = fill(spec.template, item);
        if (text !== undefined) found.push({ spec, subject, text, ...removeItem, replace: noReplace });
        continue;
      }
      if (!spec.text) {
        // A delete by subject alone (delete_entities): the item is the memory.
        if (subject !== undefined) found.push({ spec, subject, text: '', ...removeItem, replace: noReplace });
        continue;
      }
      for (const t of walk(item, spec.text)) {
        if (typeof t.value !== 'string') continue;
        const replace = (text: string) => {
          if (t.parent) t.parent[t.index] = text;
          else if (t.owner) t.owner[t.key!] = text;
        };
        // A string in an array goes alone; a single text field takes its item with it.
        found.push(t.parent ? { spec, subject, text: t.value, removable: true, remove: () => mark(t.parent!, t.index), replace } : { spec, subject, text: t.value, ...removeItem, replace });
      }
    }
  }
  return {
    found,
    prune: () => {
      for (const [arr, idx] of doomed) {
        const keep = arr.filter((_, i) => !idx.has(i));
        arr.splice(0, arr.length, ...keep);
      }
      doomed.clear();
    },
  };
}

/** A value a path reaches: the array (and index) holding it when it came from `[]`, else the object (and key). */
interface Reached {
  value: unknown;
  parent?: unknown[];
  index: number;
  owner?: Record<string, unknown>;
  key?: string;
}

/** Every value a path reaches. */
function* walk(root: unknown, path: string): Generator<Reached> {
  if (path === '.') {
    yield { value: root, index: -1 };
    return;
  }
  const steps = path.split('.');
  function* go(v: unknown, i: number, parent: unknown[] | undefined, index: number, owner?: Record<string, unknown>, ownKey?: string): Generator<Reached> {
    if (i === steps.length) {
      yield { value: v, parent, index, owner, key: ownKey };
      return;
    }
    const step = steps[i];
    const many = step.endsWith('[]');
    const key = many ? step.slice(0, -2) : step;
    if (v === null || typeof v !== 'object' || Array.isArray(v) || !Object.hasOwn(v, key)) return;
    const next = (v as Record<string, unknown>)[key];
    if (!many) {
      yield* go(next, i + 1, undefined, -1, v as Record<string, unknown>, key);
      return;
    }
    if (!Array.isArray(next)) return;
    for (let k = 0; k < next.length; k++) yield* go(next[k], i + 1, next, k);
  }
  yield* go(root, 0, undefined, -1);
}

/** The string at `path` under `item`, if it is one. */
function stringAt(item: unknown, path: string): string | undefined {
  for (const { value } of walk(item, path)) if (typeof value === 'string') return value;
  return undefined;
}

/** Fills "{field}" placeholders from the item's string fields; undefined if one is missing. */
function fill(template: string, item: unknown): string | undefined {
  let missing = false;
  const out = template.replace(/\{([A-Za-z_$][\w$-]*)\}/g, (_, k: string) => {
    const v = stringAt(item, k);
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? undefined : out;
}

/** `template` with every "{subject}" and "{text}" in its strings filled in (a fresh copy). */
export function fillArgs(template: unknown, values: { subject?: string; text: string }): unknown {
  if (typeof template === 'string') return template.replace(/\{(subject|text)\}/g, (_, k: 'subject' | 'text') => values[k] ?? '');
  if (Array.isArray(template)) return template.map((t) => fillArgs(t, values));
  if (template !== null && typeof template === 'object') return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillArgs(v, values)]));
  return template;
}

/** A text that holds a JSON object or array (a tool's JSON text content), parsed; undefined otherwise. */
export function tryJson(text: string): unknown {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The role of a tool the mapping does not name, from the mapping's default and, under `auto`, the
 * tool's annotations. An upstream's annotations only tighten: a tool it calls read-only is screened
 * like any other (a compromised or careless upstream says what it likes about its tools).
 */
export function defaultRole(mapping: UpstreamMapping, annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean }): Role {
  if (mapping.default_role !== 'auto') return mapping.default_role;
  return annotations?.destructiveHint ? 'admin' : 'screen';
}
