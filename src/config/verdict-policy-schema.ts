/**
 * The `guard.verdicts` policy section: how each layer's finding severity becomes
 * a verdict. Resolution for one finding, most specific first: the layer's per-channel action, the
 * layer's action, then the section-wide action. `none` always allows and `error` always takes
 * `guard.on_error`, so neither is configurable here. Every key has a default, so policies written
 * before this section existed keep validating and mean what they meant. Layer overrides a policy
 * gives are laid over the default ones key by key: naming one layer, or one channel, does not
 * drop the default screening holds on the tool and agent channels (fail closed).
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

/** The layers whose findings the verdict reads (a finding's `layer`). */
export const GUARD_LAYER_NAMES = ['provenance', 'screening', 'rate', 'relevance', 'conflict'] as const;

/** Layer overrides by name; a misspelt layer is an error, not a setting that silently does nothing. */
const LayersSchema = z.record(z.string().min(1).max(64), LayerVerdictsSchema).superRefine((layers, ctx) => {
  for (const name of Object.keys(layers)) {
    if (!(GUARD_LAYER_NAMES as readonly string[]).includes(name)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `unknown layer (known: ${GUARD_LAYER_NAMES.join(', ')})` });
    }
  }
});

/**
 * The default overrides with the given ones laid over them: per layer the given severities win,
 * per channel the given severities win, and what the policy does not name keeps its default.
 */
function overDefaultLayers(given: Record<string, LayerVerdicts>): Record<string, LayerVerdicts> {
  const out: Record<string, LayerVerdicts> = structuredClone(DEFAULT_LAYERS);
  for (const [name, layer] of Object.entries(given)) {
    const base: LayerVerdicts = Object.hasOwn(out, name) ? out[name] : {};
    const merged: LayerVerdicts = { ...base, ...layer };
    if (base.channels || layer.channels) {
      const channels: NonNullable<LayerVerdicts['channels']> = { ...base.channels };
      for (const [channel, actions] of Object.entries(layer.channels ?? {}) as [keyof typeof channels, SeverityActions][]) {
        channels[channel] = { ...channels[channel], ...actions };
      }
      merged.channels = channels;
    }
    out[name] = merged;
  }
  return out;
}

/** The whole `guard.verdicts` section. */
export const VerdictsPolicySchema = z.strictObject({
  low: VerdictSchema.default('allow'),
  medium: VerdictSchema.default('flag'),
  high: VerdictSchema.default('quarantine'),
  /** Overrides by layer name (`provenance`, `screening`, `rate`, `relevance`, `conflict`), laid over the defaults. */
  layers: LayersSchema.default({}).transform(overDefaultLayers),
});
/** A validated `guard.verdicts` section. */
export type VerdictsPolicy = z.infer<typeof VerdictsPolicySchema>;
