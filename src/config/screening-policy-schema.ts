/**
 * The `guard.screening` policy section: the concept lexicons and weights, the
 * patterns (role tags, fetch-and-run links, secrets) and thresholds of the content screening
 * layer. Every regex is compiled and checked for super-linear backtracking at load, so a broken or
 * ReDoS-prone one is reported as `file:line: path: message` before a server starts, not discovered
 * on the first write. Every key has a default and the
 * defaults are the shipped ones (`policies/default.yaml` spells them out): a policy that leaves
 * the section, a list or a weight out still screens (fail closed), and only an explicit `[]`
 * empties a list.
 */
import { z } from 'zod';
import { ConceptPolicySchema } from './concept-policy-schema.js';
import { DEFAULT_INSTRUCTION_RULES, DEFAULT_LINK_RULES, DEFAULT_ROLE_TAG_RULES, DEFAULT_SECRET_RULES } from './screening-defaults.js';
import { superLinearProblem } from './regex-linearity.js';

/** Regex flags a rule may use: no `g`/`y`, whose `lastIndex` state would make matching order-dependent. */
const FlagsSchema = z.string().regex(/^[imsu]*$/, 'flags may only use i, m, s, u').default('iu');

/** A weight one matched rule adds to the score. */
const Weight = z.number().min(0).max(1);

/** Channels a write can arrive on. */
const ScreenChannelSchema = z.enum(['user', 'agent', 'tool', 'system', 'review']);

/**
 * Why a pattern cannot be used, or undefined: it does not compile, or it can backtrack
 * super-linearly (a crafted write would stall the screening; config/regex-linearity.ts).
 */
export function regexProblem(pattern: string, flags: string): string | undefined {
  try {
    new RegExp(pattern, flags);
  } catch (err) {
    // V8's SyntaxError already reads "Invalid regular expression: /src/flags: why".
    return err instanceof SyntaxError ? err.message : `invalid regular expression: ${String(err)}`;
  }
  return superLinearProblem(pattern, flags);
}

/** Adds a `pattern` issue when `pattern` + `flags` do not compile. */
function checkRegex(rule: { pattern: string; flags: string }, ctx: z.RefinementCtx): void {
  const problem = regexProblem(rule.pattern, rule.flags);
  if (problem) ctx.addIssue({ code: 'custom', path: ['pattern'], message: problem });
}

/** One pattern rule: an instruction, a role tag or a fetch-and-run link. */
export const PatternRuleSchema = z
  .strictObject({
    id: z.string().min(1).max(64),
    /** JavaScript regular expression source. */
    pattern: z.string().min(1).max(2000),
    flags: FlagsSchema,
    weight: Weight,
    /** Channels the rule applies on; all when omitted. */
    channels: z.array(ScreenChannelSchema).min(1).optional(),
  })
  .superRefine(checkRegex);
/** A validated pattern rule. */
export type PatternRule = z.infer<typeof PatternRuleSchema>;

/** One secret shape; a named group `secret` marks the part to redact (else the whole match). */
export const SecretRuleSchema = z
  .strictObject({
    kind: z.string().regex(/^[a-z0-9_]{1,32}$/, 'kind must be lowercase letters, digits or _'),
    pattern: z.string().min(1).max(2000),
    flags: FlagsSchema.default('u'),
    weight: Weight.default(0.9),
  })
  .superRefine(checkRegex);
/** A validated secret rule. */
export type SecretRule = z.infer<typeof SecretRuleSchema>;

/** Hidden and encoded payload checks. */
export const HiddenPolicySchema = z.strictObject({
  /** Most zero-width and bidi control characters a write may carry before it counts. */
  max_invisible: z.number().int().min(0).default(2),
  invisible_weight: Weight.default(0.6),
  /**
   * Unused since encoded text is judged by what it decodes to (`decode_min_length`); kept so
   * existing policies validate.
   */
  base64_min_length: z.number().int().min(16).default(80),
  /** Weight of encoded passages (base64, hex, escapes, percent-encoding, rot13) that decode to readable text. */
  base64_weight: Weight.default(0.4),
  /** Flag words mixing Latin with Cyrillic or Greek letters (homoglyph spoofing). */
  homoglyph_mixed_script: z.boolean().default(true),
  homoglyph_weight: Weight.default(0.5),
  /**
   * Tokens that no writer types and optimised backdoor triggers are made of: word-piece
   * fragments (`##led`), lone superscript letters, a lone letter of another script among Latin
   * words. 0 turns the check off.
   */
  trigger_token_weight: Weight.default(0.3),
  /**
   * Base64 and hex runs at least this long are decoded (and escapes, needless percent-encoding
   * and rot13 too), and when they decode to readable text that text is screened by the rules
   * too ("Decode and follow: SWdub3Jl…"). 0 turns decoding off.
   */
  decode_min_length: z.number().int().min(0).max(4096).default(24),
  /** Weight of text hidden by markup (comments, display:none, white on white…); its content is screened either way. 0: a fact only. */
  hidden_markup_weight: Weight.default(0),
  /** Weight of words spelt out letter by letter (`i g n o r e`); the joined words are screened either way. 0: a fact only. */
  spaced_letters_weight: Weight.default(0),
  /** Weight of an order spelt out letter by letter ("D E L E T E  A L L …"): nobody spells out an order but to slip it past a filter. */
  spaced_order_weight: Weight.default(0.5),
});

/** How much instruction and role-tag rules count on each channel. */
export const ChannelWeightsSchema = z.strictObject({
  user: Weight.default(0.5),
  agent: Weight.default(1),
  tool: Weight.default(1),
  system: Weight.default(0.5),
  review: Weight.default(0.5),
});

/**
 * The learned second opinion (guard/linear-screen.ts): a linear model over the write's words,
 * letter n-grams and the rules' findings. A write it scores at or above `hold_at` gets `weight`
 * (times the channel's weight) added to the screening score. It only ever adds: a model that
 * lowered the rules' findings was tried and let attacks of an unseen kind through (docs/evaluation.md).
 */
export const LearnedPolicySchema = z.strictObject({
  enabled: z.boolean().default(true),
  weight: Weight.default(0.5),
  /** The probability that holds; by default the one the model was shipped with. */
  hold_at: z.number().gt(0).lt(1).optional(),
  /** Another model file (made by scripts/train-screen.mjs; a relative path is read from the working directory); by default models/screen-linear.json. */
  model: z.string().min(1).optional(),
});

/** Score thresholds for each severity; a score at or above a threshold reaches it. */
export const ThresholdsSchema = z
  .strictObject({
    low: z.number().min(0).max(1).default(0.2),
    medium: z.number().min(0).max(1).default(0.5),
    high: z.number().min(0).max(1).default(0.8),
  })
  .refine((t) => t.low <= t.medium && t.medium <= t.high, { message: 'thresholds must satisfy low <= medium <= high' });

/** The whole `guard.screening` section. */
export const ScreeningPolicySchema = z.strictObject({
  /**
   * Extra pattern rules an operator adds (a house convention, a tool's switch). The concept
   * detectors do the general work; patterns here are for shapes no sentence reading sees.
   */
  instructions: z.array(PatternRuleSchema).prefault(DEFAULT_INSTRUCTION_RULES),
  /** Fake role and delimiter tags (`<|im_start|>`, `[INST]`, `### System:`). */
  role_tags: z.array(PatternRuleSchema).prefault(DEFAULT_ROLE_TAG_RULES),
  /**
   * Multiplier for a role tag found only inside code (a fenced or indented block, an inline code
   * span, a string literal): prompt-format docs and code that builds prompts write them there.
   */
  role_tags_in_code: Weight.default(0.4),
  /** Multiplier for concept, instruction and role-tag weights per channel. */
  channel_weights: ChannelWeightsSchema.prefault({}),
  secrets: z.array(SecretRuleSchema).prefault(DEFAULT_SECRET_RULES),
  /** redact: store with each secret replaced by a fingerprint; quarantine: hold the write. */
  secret_action: z.enum(['redact', 'quarantine']).default('redact'),
  /**
   * `secret_action` per channel where it differs: a credential a tool's output hands the memory is
   * a leak or a plant, and a reviewer should see it before any agent can.
   */
  secret_action_by_channel: z.partialRecord(ScreenChannelSchema, z.enum(['redact', 'quarantine'])).default({ tool: 'quarantine' }),
  hidden: HiddenPolicySchema.prefault({}),
  /** Concept lexicons, role labels and weights of the concept detectors (guard/concept-screen.ts). */
  concepts: ConceptPolicySchema.prefault({}),
  /** Fetch-and-run commands, data: URLs, exfiltration-shaped links. */
  links: z.array(PatternRuleSchema).prefault(DEFAULT_LINK_RULES),
  learned: LearnedPolicySchema.prefault({}),
  thresholds: ThresholdsSchema.prefault({}),
  /** Most characters screened; longer writes are screened on their head and tail. */
  max_scan_chars: z.number().int().min(1024).max(1_048_576).default(65_536),
});
/** A validated `guard.screening` section. */
export type ScreeningPolicy = z.infer<typeof ScreeningPolicySchema>;
