/**
 * Settings of the provenance & trust layer, snake_case so they can sit in a policy
 * file as `guard.provenance` unchanged. Trust itself comes from identity (the principal's ceiling,
 * lowered by a declared channel); these settings only say how low is worth reporting and what a
 * forged provenance claim in the content looks like. Patterns are regex sources, checked to
 * compile at load so a broken policy fails fast.
 */
import { z } from 'zod';
import { ChannelSchema } from '../core/types.js';
import { superLinearProblem } from '../config/regex-linearity.js';

/** One forgery pattern: a regex source with its flags; must compile and match in linear time. */
export const ForgeryPatternSchema = z
  .object({
    id: z.string().min(1),
    pattern: z.string().min(1),
    flags: z.string().regex(/^[imsu]*$/, 'flags may only use i, m, s, u').default('iu'),
  })
  .strict()
  .superRefine((p, ctx) => {
    try {
      new RegExp(p.pattern, p.flags);
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: ['pattern'], message: `does not compile: ${err instanceof Error ? err.message : String(err)}` });
      return;
    }
    const slow = superLinearProblem(p.pattern, p.flags);
    if (slow) ctx.addIssue({ code: 'custom', path: ['pattern'], message: slow });
  });
/** A forgery pattern. */
export type ForgeryPattern = z.infer<typeof ForgeryPatternSchema>;

const AUTHORITY = String.raw`(?:system|admin(?:istrator)?|developer|operator|root|owner|security team|openai|anthropic)`;

/**
 * Claims of provenance a writer can put in content to look trusted. None of them can raise trust
 * (trust comes from who is calling); they are reported because only someone trying to pass as
 * more trusted writes them.
 */
export const DEFAULT_FORGERY_PATTERNS: z.input<typeof ForgeryPatternSchema>[] = [
  // "source: system", "origin = admin", "provenance: trusted"
  { id: 'source-field', pattern: String.raw`\b(?:source|origin|provenance|sender|author|channel)\s*[:=]\s*(?:["'\[]\s*)?(?:${AUTHORITY}|trusted|verified|official)\b` },
  // "[verified by admin]", "(approved by the system)", "【已由管理员验证】" is below
  { id: 'verified-tag', pattern: String.raw`[\[(【<]\s*(?:verified|approved|authori[sz]ed|signed|certified|confirmed|endorsed)\s+by\s+(?:the\s+)?${AUTHORITY}\s*[\])】>]` },
  // "this message comes from the system", "the following note was issued by the developer"
  { id: 'comes-from', pattern: String.raw`\b(?:this|the following|the above)\s+(?:message|note|memory|instruction|text|content|update|entry|record)\s+(?:comes|came|is|was|has been)\s+(?:directly\s+)?(?:from|sent by|issued by|written by|approved by|verified by)\s+(?:the\s+)?${AUTHORITY}\b` },
  // "trusted source", "verified system message", "authoritative record"
  { id: 'trusted-source', pattern: String.raw`\b(?:trusted|verified|authoritative)\s+(?:source|sender|origin|system message|memory|record)\b` },
  // "trust: 1.0", "trust_level=high"
  { id: 'trust-field', pattern: String.raw`\btrust(?:[_ -]?(?:level|score))?\s*[:=]\s*(?:1(?:\.0+)?|high|max(?:imum)?|full|system)\b` },
  // Role-claim headers at the start of a line: "SYSTEM:", "### Developer message:", "Admin note:"
  { id: 'role-header', pattern: String.raw`^[^\S\n\r\u2028\u2029]*(?:#{1,6}\s*)?(?:system|developer|admin(?:istrator)?)(?:\s+(?:message|prompt|note|notice|instruction)s?)?\s*:`, flags: 'imu' },
  // Chat-template role tags: "<|system|>", "<|im_start|>system", "[SYSTEM]"
  { id: 'role-tag', pattern: String.raw`<\|\s*(?:system|im_start\|>\s*system)|\[\s*(?:system|developer)\s*\]` },
  // 来源：系统 / 出处: 管理员 / 消息来源：官方
  { id: 'source-field-zh', pattern: String.raw`(?:来源|出处|消息来源|发送者)\s*[:：=]\s*(?:系统|管理员|开发者|官方|可信)` },
  // 来自系统的消息 / 由管理员发出 / 已由管理员验证
  { id: 'comes-from-zh', pattern: String.raw`(?:来自|由)(?:系统|管理员|开发者|开发人员)(?:的(?:消息|指令|通知)|发出|发送|提供|认证|验证|确认|批准)|已(?:由|被)(?:系统|管理员|开发者)(?:认证|验证|确认|批准)` },
  // 可信来源 / 经过验证的来源
  { id: 'trusted-source-zh', pattern: String.raw`可信(?:来源|消息|记录)|(?:官方|经过?验证的?)来源` },
];

/** The `guard.provenance` settings. */
export const ProvenanceConfigSchema = z
  .object({
    /** Effective trust below `low` is reported low, below `medium` medium (tool 0.4 → low, unknown 0.2 → medium). */
    trust_bands: z
      .object({
        low: z.number().min(0).max(1).default(0.5),
        medium: z.number().min(0).max(1).default(0.3),
      })
      .strict()
      .refine((b) => b.medium <= b.low, { message: 'medium must not exceed low' })
      .prefault({}),
    /** Trust given to a write whose ceiling is missing or not a number in [0, 1]: fail low. */
    unknown_trust: z.number().min(0).max(1).default(0.2),
    forgery: z
      .object({
        patterns: z.array(ForgeryPatternSchema).prefault(DEFAULT_FORGERY_PATTERNS),
        /** Channels (actual or declared) on which a forgery claim is medium; elsewhere low. */
        medium_channels: z.array(ChannelSchema).default(['tool', 'agent']),
        /** Added to the risk score when the content claims provenance. */
        score: z.number().min(0).max(1).default(0.4),
        /** Argument names that try to set provenance; present → ignored and reported. */
        argument_names: z.array(z.string().min(1)).default(['trust', 'trust_level', 'source', 'origin', 'provenance', 'channel', 'role', 'principal', 'verified', 'authority']),
      })
      .strict()
      .prefault({}),
    /** Untrusted text is cut to this length (head and tail) before it is scanned. */
    max_scan_chars: z.number().int().positive().default(20_000),
  })
  .strict();

/** Parsed `guard.provenance` settings. */
export type ProvenanceConfig = z.infer<typeof ProvenanceConfigSchema>;
/** `guard.provenance` as written in a policy file (every key optional). */
export type ProvenanceConfigInput = z.input<typeof ProvenanceConfigSchema>;
