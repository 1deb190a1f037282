/**
 * Domain types of the memory firewall. Schemas first; every type is `z.infer` of its
 * schema so the two can never drift apart. Pure: no I/O, no imports of our own code.
 */
import { z } from 'zod';

/** Where a write came from. Trust is derived from the channel, never from the content. */
export const ChannelSchema = z.enum(['user', 'agent', 'tool', 'system', 'review']);
/** A write's channel. */
export type Channel = z.infer<typeof ChannelSchema>;

/** What kind of memory a record is; drives TTL and decay half-life. */
export const KindSchema = z.enum(['fact', 'preference', 'lesson', 'state', 'note']);
/** A memory kind. */
export type Kind = z.infer<typeof KindSchema>;

/** Record status; only the transitions in `status-machine.ts` are allowed. */
export const StatusSchema = z.enum([
  'active',
  'superseded',
  'uncertain',
  'quarantined',
  'rejected',
  'expired-quarantine',
  'expired',
  'forgotten',
  // Written by a principal whose writes in a window were rolled back as a campaign (revision/rollback.ts).
  'rolled-back',
]);
/** A record status. */
export type Status = z.infer<typeof StatusSchema>;

/** How the revision judge relates a new memory to an existing one. */
export const RelationSchema = z.enum(['CONFLICT', 'REFINE', 'COEXIST', 'UNRELATED']);
/** A judged relation. */
export type Relation = z.infer<typeof RelationSchema>;

/** Verification state of a memory that waits for confirmation. */
export const VerificationSchema = z.enum(['none', 'pending', 'confirmed', 'refuted']);
/** A verification state. */
export type Verification = z.infer<typeof VerificationSchema>;

/** Who wrote a record, through which channel. */
export const SourceSchema = z.object({
  channel: ChannelSchema,
  principal: z.string(),
  tool: z.string().optional(),
  session: z.string().optional(),
});
/** Provenance of a record. */
export type Source = z.infer<typeof SourceSchema>;

/** The embedding model a record was embedded with; a store never mixes models. */
export const EmbeddingModelSchema = z.object({ id: z.string(), dim: z.number().int().positive() });
/** An embedding model identity. */
export type EmbeddingModel = z.infer<typeof EmbeddingModelSchema>;

/** One version of one memory. Times are epoch milliseconds. */
export interface MemoryRecord {
  id: string;
  /** Monotonic row number; the vector index label. */
  seq: number;
  tenant: string;
  namespace?: string;
  subject?: string;
  /** Normalised key the revision core compares values under (subject + property). */
  key: string;
  /** The value part of the memory under its key. */
  value: string;
  kind: Kind;
  content: string;
  contentHash: string;
  embedding: Float32Array;
  embeddingModel: EmbeddingModel;
  eventTime?: number;
  createdAt: number;
  /** When a revision last changed this record's status (cooldown). */
  revisedAt?: number;
  status: Status;
  version: number;
  source: Source;
  trust: number;
  confidence: number;
  supersedes: string[];
  supersededBy?: string;
  /** Coexist edges. */
  links: string[];
  /** Records this one was derived from (never re-judged against them). */
  lineage: string[];
  expiresAt?: number;
  references: number;
  verification: Verification;
  upstreamRef?: string;
  /** The decision trace of the write that created this record. */
  traceId?: string;
}

/** One guard layer's finding. */
export const FindingSchema = z.object({
  layer: z.string(),
  score: z.number(),
  severity: z.enum(['none', 'low', 'medium', 'high', 'error']),
  reasons: z.array(z.string()),
  durationMs: z.number(),
  /**
   * The claim the write states, as the rate layer tracks it (the fingerprint of its first copy):
   * held copies of one claim from one principal are counted on one review item.
   */
  claim: z.string().max(64).optional(),
});
/** A layer finding. */
export type Finding = z.infer<typeof FindingSchema>;

/** What the revision core decided for one write. */
export const RevisionOutcomeSchema = z.object({
  relation: RelationSchema.or(z.literal('NONE')),
  targets: z.array(z.string()),
  confidence: z.number(),
  judge: z.string(),
  reason: z.string(),
  /** Per-candidate judgements, for the trace. */
  judged: z
    .array(
      z.object({
        id: z.string(),
        relation: RelationSchema,
        confidence: z.number(),
        reason: z.string(),
        applied: z.string(),
      }),
    )
    .default([]),
});
/** A revision outcome. */
export type RevisionOutcome = z.infer<typeof RevisionOutcomeSchema>;

/** Verdicts a write can get. */
export const VerdictSchema = z.enum(['allow', 'flag', 'quarantine', 'reject']);
/** A verdict. */
export type Verdict = z.infer<typeof VerdictSchema>;

/** One decision trace per call. */
export const DecisionTraceSchema = z.object({
  id: z.string(),
  at: z.number(),
  principal: z.string(),
  tenant: z.string(),
  session: z.string().optional(),
  tool: z.string(),
  recordId: z.string().optional(),
  findings: z.array(FindingSchema),
  verdict: VerdictSchema,
  revision: RevisionOutcomeSchema.optional(),
  /** What a held write asked for beyond its content, applied if a reviewer approves it. */
  request: z
    .object({
      /** The memory an explicit correction (`memory_revise`) replaces, and why. */
      corrects: z.string().optional(),
      reason: z.string().optional(),
      /** The time to live the writer asked for, counted from when it was written. */
      ttlSeconds: z.number().optional(),
    })
    .optional(),
  policyHash: z.string(),
});
/** A decision trace. */
export type DecisionTrace = z.infer<typeof DecisionTraceSchema>;

/** Statuses served by default on the read path. */
export const SERVED_STATUSES: readonly Status[] = ['active'];

/**
 * Statuses the vector index holds: a reader may be served them (`active`; `superseded` and
 * `expired` as history on request) or the revision core compares new writes with them
 * (`uncertain`). Held, rejected, forgotten and rolled-back records never enter the served index.
 */
export const INDEXED_STATUSES: readonly Status[] = ['active', 'uncertain', 'superseded', 'expired'];
