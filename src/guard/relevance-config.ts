/**
 * Settings of the relevance layer, snake_case so they can sit in a policy file as
 * `guard.relevance` unchanged. Low relevance alone only flags; with low trust it is medium (the
 * policy quarantines). Defaults are tuned on the dev scenarios so on-task conversation, service
 * requests and tool output never reach medium.
 */
import { z } from 'zod';

/** The `guard.relevance` settings. */
export const RelevanceConfigSchema = z
  .object({
    /** Relevance (0..1) below this is off-task: severity low (a flag). */
    low_below: z.number().min(0).max(1).default(0.05),
    /**
     * Relevance below this from a write with trust under `low_trust` is medium. It may sit above
     * `low_below`: a tool result needs to be more clearly on-task than something the user says.
     */
    medium_below: z.number().min(0).max(1).default(0.08),
    /** Effective trust under this counts as low trust (tool 0.4 and unknown 0.2 do; agent 0.6 does not). */
    low_trust: z.number().min(0).max(1).default(0.5),
    /**
     * Medium needs this many distinct content words across task and recent writes: a terse task
     * alone ("Read my inbox") is too little to call a write off-task with confidence, so it flags.
     */
    min_context_terms: z.number().int().min(0).default(12),
    /**
     * Buckets of the hashing embedder used when none is injected. Wider than the store's: at 384
     * buckets the collisions between two long texts alone score about 0.1, which hides off-task
     * writes; relevance embeds a handful of texts per write, so a wide table costs little.
     */
    embedding_dim: z.number().int().min(64).max(65_536).default(8_192),
    /** Weight of the embedding cosine against content-word overlap in one similarity. */
    cosine_weight: z.number().min(0).max(1).default(0.5),
    /** Writes with fewer content words are too short to judge ("ok", "thanks!"): severity none. */
    min_terms: z.number().int().min(1).default(4),
    /** At most this many recent writes are compared (the newest). */
    max_recent: z.number().int().min(0).default(5),
    /** Untrusted text (write, task, each recent write) is cut to this length before it is compared. */
    max_text_chars: z.number().int().positive().default(4_000),
  })
  .strict();

/** Parsed `guard.relevance` settings. */
export type RelevanceConfig = z.infer<typeof RelevanceConfigSchema>;
/** `guard.relevance` as written in a policy file (every key optional). */
export type RelevanceConfigInput = z.input<typeof RelevanceConfigSchema>;
