/**
 * Judge port: relates a new memory to an existing one. The heuristic judge is the
 * offline default; an OpenAI-compatible judge plugs in behind the same port.
 */
import { z } from 'zod';
import { RelationSchema } from '../../core/types.js';
import type { Claim } from '../claim.js';

/** What a judge sees of one memory. */
export interface JudgedMemory {
  content: string;
  claim: Claim;
  /** Explicit subject, if any. */
  subject?: string;
}

/** A judge's verdict on one pair; validated before it is ever acted on. */
export const JudgementSchema = z.object({
  relation: RelationSchema,
  confidence: z.number().min(0).max(1),
  reason: z.string().min(1).max(500),
  merged_content: z.string().optional(),
  /** For REFINE: which side already says everything (`old` → merge the new write into it). */
  keep: z.enum(['new', 'old']).optional(),
});
/** A judgement. */
export type Judgement = z.infer<typeof JudgementSchema>;

/** The judge port. */
export interface Judge {
  /** Name recorded in traces and metrics. */
  readonly name: string;
  /** Relates `incoming` to `existing`; `similarity` is their embedding cosine. */
  judge(incoming: JudgedMemory, existing: JudgedMemory, similarity: number): Promise<Judgement>;
}
