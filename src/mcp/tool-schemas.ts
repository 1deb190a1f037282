/**
 * Strict input schemas of the native MCP tools. Unknown arguments are rejected, so a
 * caller cannot smuggle `trust` or `source` in; the memory text is `content`, a search's text is
 * `query`, a record is addressed by `id`.
 */
import { z } from 'zod';
import { ChannelSchema, KindSchema } from '../core/types.js';

const session = z.string().min(1).max(200).optional().describe('Names the caller\'s session (default: the MCP session).');
const task = z.string().min(1).max(2000).optional().describe('Declares the session\'s task.');
const id = z.string().min(1).max(100).describe('The memory id.');
const isoTime = z.iso.datetime({ offset: true }).or(z.iso.date());

/** memory_write arguments. */
export const WriteArgsSchema = z.strictObject({
  content: z.string().describe('The memory text.'),
  subject: z.string().min(1).max(256).optional().describe('The entity or topic the memory is about (its key).'),
  kind: KindSchema.optional().describe('fact (default), preference, lesson, state (expires in hours) or note.'),
  channel: z
    .enum(['user', 'agent', 'tool'])
    .optional()
    .describe('Where the text came from, e.g. "tool" for a web page or an email. Can only lower trust.'),
  event_time: isoTime.optional().describe('When the memory was true (ISO 8601); otherwise parsed from "as of …".'),
  ttl_seconds: z.number().int().positive().max(10 * 365 * 86400).optional().describe('Expire after this many seconds.'),
  namespace: z.string().min(1).max(200).optional(),
  session,
  task,
});

/** memory_search arguments. */
export const SearchArgsSchema = z.strictObject({
  query: z.string().describe('What to look for.'),
  limit: z.number().int().min(1).max(50).optional().describe('Most results (default 10).'),
  subject: z.string().min(1).max(256).optional().describe('Only memories about this subject.'),
  kind: KindSchema.optional(),
  channel: ChannelSchema.optional().describe('Only memories written through this channel.'),
  from_session: z.string().min(1).max(200).optional().describe('Only memories written in this session.'),
  since: isoTime.optional(),
  until: isoTime.optional(),
  include_statuses: z
    .array(z.enum(['superseded', 'expired']))
    .max(2)
    .optional()
    .describe('Also serve history: "superseded" and/or "expired" memories. Held, rejected and forgotten memories are never served.'),
  session,
  task,
});

/** memory_get arguments. */
export const GetArgsSchema = z.strictObject({ id, session });

/** memory_revise arguments: a correction (`content`) or a revert. */
export const ReviseArgsSchema = z
  .strictObject({
    id,
    content: z.string().optional().describe('The corrected memory text; it supersedes `id` if trust and time allow.'),
    revert: z.boolean().optional().describe('Restore `id` (a superseded memory) instead.'),
    reason: z.string().max(1000).optional(),
    session,
  })
  .refine((a) => (a.content !== undefined) !== (a.revert === true), {
    message: 'give exactly one of `content` (a correction) or `revert: true`',
    path: ['content'],
  });

/** memory_review arguments. */
export const ReviewArgsSchema = z.strictObject({
  limit: z.number().int().min(1).max(5000).optional().describe('Most records per phase (default 200).'),
  window_hours: z.number().positive().max(24 * 365).optional().describe('Look back this far for unjudged pairs (default 168).'),
  session,
});

/** memory_forget arguments. */
export const ForgetArgsSchema = z.strictObject({ id, reason: z.string().max(1000).optional(), session });

/** memory_verify arguments. */
export const VerifyArgsSchema = z.strictObject({
  id,
  outcome: z.enum(['confirm', 'refute']).describe('confirm: serve it (superseding what it contradicted); refute: reject it.'),
  session,
});
