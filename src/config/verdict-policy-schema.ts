/**
 * The `guard.verdicts` policy section (DESIGN §4, §7): how each layer's finding severity becomes
 * a verdict. Resolution for one finding, most specific first: the layer's per-channel action, the
 * layer's action, then the section-wide action. `none` always allows and `error` always takes
 * `guard.on_error`, so neither is configurable here. Every key has a default, so policies written
 * before this section existed keep validating and mean what they meant.
 */
import { z } from 'zod';
import { ChannelSchema, VerdictSchema } from '../core/types.js';

/** Actions for the three graded severities, all optional: a missing one falls back a level. */
export const SeverityActionsSchema = z.strictObject({
  low: VerdictSchema.optional(),
  medium: VerdictSchema.optional(),
  high: VerdictSchema.optional(),
});
/** Per-severity actions, possibly partial. */
export type SeverityActions = z.infer<typeof SeverityActionsSchema>;

/** One layer's actions, with per-channel overrides (e.g. medium on `tool` → quarantine). */
export const LayerVerdictsSchema = SeverityActionsSchema.extend({
  channels: z.partialRecord(ChannelSchema, SeverityActionsSchema).optional(),
});
/** One layer's verdict settings. */
export type LayerVerdicts = z.infer<typeof LayerVerdictsSchema>;

/**
 * Default per-layer overrides: an instruction aimed at the model matters most where the model
 * reads untrusted text, so a medium screening finding on the tool or agent channel is held.
 */
const DEFAULT_LAYERS: Record<string, LayerVerdicts> = {
  screening: { channels: { tool: { medium: 'quarantine' }, agent: { medium: 'quarantine' } } },
};

/** The whole `guard.verdicts` section. */
export const VerdictsPolicySchema = z.strictObject({
  low: VerdictSchema.default('allow'),
  medium: VerdictSchema.default('flag'),
  high: VerdictSchema.default('quarantine'),
  /** Overrides by layer name (`provenance`, `screening`, `rate`, `relevance`, `conflict`). */
  layers: z
    .record(z.string().min(1).max(64), LayerVerdictsSchema)
    .default(() => structuredClone(DEFAULT_LAYERS)),
});
/** A validated `guard.verdicts` section. */
export type VerdictsPolicy = z.infer<typeof VerdictsPolicySchema>;
