/**
 * Settings of the rate & repetition layer: the policy file's `guard.rate` section
 * (snake_case, durations in seconds like the rest of the policy). Defaults: human and ordinary agent pace passes; a principal that
 * floods, or repeats one claim to forge corroboration, does not.
 */
import { z } from 'zod';
import { RECENT_RETENTION_MS } from './counters.js';

/** The longest repetition window: the counters keep a principal's writes this long. */
const RECENT_RETENTION_SECONDS = RECENT_RETENTION_MS / 1000;
/** A repetition window in seconds: one longer than the counters keep writes would silently read less. */
const recentWindow = (seconds: number) =>
  z
    .number()
    .positive()
    .max(RECENT_RETENTION_SECONDS, { message: `at most ${RECENT_RETENTION_SECONDS} s: the counters keep an hour of each principal's writes` })
    .default(seconds);

/** A sliding window and the number of writes it admits before the layer flags. */
const WindowSchema = (windowSeconds: number, limit: number) =>
  z
    .object({
      window_seconds: z.number().positive().default(windowSeconds),
      /** Writes admitted per window; over it → medium, over twice it → high. */
      limit: z.number().int().positive().default(limit),
    })
    .strict()
    .prefault({});

/** The `guard.rate` settings. */
export const RateConfigSchema = z
  .object({
    principal: WindowSchema(60, 30),
    session: WindowSchema(60, 60),
    tenant: WindowSchema(60, 600),
    ewma: z
      .object({
        /** Half-life of the per-principal baseline of its window count. */
        half_life_seconds: z.number().positive().default(3600),
        /** Current count over this many times the baseline is a burst. */
        burst_factor: z.number().positive().default(4),
        /** Baselines younger than this many samples are not trusted yet. */
        min_samples: z.number().int().min(1).default(20),
        /** Below this count no burst is reported: faster than a human types, not yet a flood. */
        min_count: z.number().int().min(1).default(12),
      })
      .strict()
      .prefault({}),
    repetition: z
      .object({
        /** How long one principal's copies of a claim are remembered: at most the hour the counters keep. */
        window_seconds: recentWindow(3600),
        /**
         * How long the looser readings count a copy — the same topic in other words, the same names
         * in a text longer than a short claim: a mailbox's letters to one person name the same people
         * all day. Never longer than `window_seconds`.
         */
        loose_window_seconds: recentWindow(300),
        /** How long the user's own copies and paraphrases are remembered: a conversation repeats itself. */
        user_window_seconds: recentWindow(60),
        /** Share of the shorter text's content words found in the other (containment). */
        similarity: z.number().min(0).max(1).default(0.8),
        /** Texts with fewer content words are never treated as repeats ("thanks", "ok"). */
        min_terms: z.number().int().min(1).default(2),
        /** Clauses this long can match on their own (two copies in different wrappers)... */
        clause_terms: z.number().int().min(1).default(3),
        /** ...provided the whole texts still share this much (containment). */
        min_overlap: z.number().min(0).max(1).default(0.5),
        /** Accepted copies of one claim after which further copies are held. */
        accepted_copies: z.number().int().min(1).default(2),
        /**
         * The learned reading of "the same claim again" (guard/repeat-model.ts): a principal's earlier
         * writes it reads as this write's claim, in any language or format, count as copies.
         */
        learned: z
          .object({
            /**
             * Off by default: on a synthetic agent's benign notes (bench proxy's seed: many people's
             * attributes, one sentence each) it read some as one claim; on with `enabled: true`.
             */
            enabled: z.boolean().default(false),
            /** Probability at or above which two writes are one claim; default: the model file's `hold_at`. */
            hold_at: z.number().gt(0).lt(1).optional(),
            /** A model file made by scripts/train-repeat.mjs; default: the shipped models/repeat-linear.json. */
            model: z.string().min(1).optional(),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    /** Untrusted text is cut to this length before it is compared. */
    max_text_chars: z.number().int().positive().default(8_000),
  })
  .strict();

/** Parsed `guard.rate` settings. */
export type RateConfig = z.infer<typeof RateConfigSchema>;
/** `guard.rate` as written in a policy file (every key optional). */
export type RateConfigInput = z.input<typeof RateConfigSchema>;
