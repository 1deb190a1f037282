/**
 * Content screening, guard layer 2: concept detectors over the shared analysis
 * (orders to the reader, forged turns, trigger→action rules, sensitive actions, poisoned lessons,
 * forged authority), fake role tags, secrets, hidden and encoded payloads, fetch-and-run links —
 * on the text as a person sees it and on what markup hides and encodings carry. One layer of
 * five: it only scores what it can see and leaves the verdict to the policy. It never throws: a
 * write it cannot assess gets `error`.
 */
import type { Channel, Finding } from '../core/types.js';
import { ScreeningPolicySchema, type PatternRule, type ScreeningPolicy } from '../config/screening-policy-schema.js';
import { normalizeForReading } from '../analysis/normalize.js';
import { spelledRuns } from '../analysis/letters.js';
import { triggerTokenCount } from './hidden-payload.js';
import { analyze } from '../analysis/analyze.js';
import { compileLexicon, conceptsOf, type ConceptLexicon } from '../analysis/concepts.js';
import { viewOf, type SentenceView } from './concept-frames.js';
import { screenConcepts } from './concept-screen.js';
import { compileTurnLabels, withoutCode } from './turn-labels.js';
import { compileSecrets, createSecretScanner, type SecretScanner } from './secrets.js';
import { capped, elapsed, firstLine, round, safeNow } from './layer-utils.js';
import { featuresOf, ordersOnlyQuoted, readsEnough, structureOf, type LinearInput } from './linear-screen.js';
import { loadModel, probability, SHIPPED_MODEL, type LinearModel } from './linear-model.js';

/** What the screening layer looks at. */
export interface ScreeningInput {
  content: string;
  channel: Channel;
  /** When the write arrived (epoch ms): the key the shared analysis is cached under. */
  at?: number;
}

/** The screening layer. */
export interface ScreeningLayer {
  name: 'screening';
  /** What the policy wants done with a secret. */
  secretAction: ScreeningPolicy['secret_action'];
  /** Scores one write; never rejects. */
  assess(write: ScreeningInput): Promise<Finding>;
  /** `content` with each secret replaced by `[redacted:<kind>:<fingerprint>]`. */
  redact(content: string): Promise<string>;
}

/** Optional dependencies; `now` is the clock durations are measured with. */
export interface ScreeningDeps {
  now?: () => number;
  /** Sees what the learned model reads of each write (scripts/train-screen.mjs collects its corpus this way). */
  observe?: (input: LinearInput) => void;
}

interface CompiledRule {
  id: string;
  category: 'instruction' | 'role_tag' | 'link';
  weight: number;
  channels?: Channel[];
  regex: RegExp;
}

function compileRules(rules: PatternRule[], category: CompiledRule['category']): CompiledRule[] {
  return rules.map((r) => ({ id: r.id, category, weight: r.weight, channels: r.channels, regex: new RegExp(r.pattern, r.flags) }));
}

/** Compiled lexicons by their settings: WordNet is read once per distinct policy, not per guard. */
const lexicons = new Map<string, ConceptLexicon>();
function lexiconFor(cfg: ScreeningPolicy['concepts']): ConceptLexicon {
  const key = JSON.stringify([cfg.lexicons, cfg.wordnet_senses]);
  let lex = lexicons.get(key);
  if (!lex) {
    lex = compileLexicon(cfg.lexicons, cfg.wordnet_senses);
    if (lexicons.size >= 16) lexicons.delete(lexicons.keys().next().value as string);
    lexicons.set(key, lex);
  }
  return lex;
}

/** What the concept detectors need, compiled once per layer. */
interface ConceptSetup {
  lexicon: ConceptLexicon;
  turnMatcher: RegExp;
}

/** The learned second opinion, when the policy enables it, and who watches what it reads. */
interface LearnedSetup {
  learned?: { model: LinearModel; holdAt: number };
  observe?: (input: LinearInput) => void;
}

/**
 * Creates the screening layer from a `guard.screening` policy section (snake_case, as in YAML).
 * A config that does not validate yields a layer whose every finding is `error`, so a broken
 * policy fails closed through `on_error` rather than screening nothing.
 *
 * @example const layer = createScreeningLayer(policy.guard.screening);
 *          layer.assess({ content, channel: 'tool' }).severity; // 'none' | … | 'error'
 */
export function createScreeningLayer(config: unknown, deps: ScreeningDeps = {}): ScreeningLayer {
  const now = deps.now ?? (() => performance.now());
  let cfg: ScreeningPolicy;
  let rules: CompiledRule[];
  let concepts: ConceptSetup;
  let second: LearnedSetup;
  let secrets: SecretScanner;
  try {
    cfg = ScreeningPolicySchema.parse(config);
    rules = [...compileRules(cfg.instructions, 'instruction'), ...compileRules(cfg.role_tags, 'role_tag'), ...compileRules(cfg.links, 'link')];
    const model = cfg.learned.enabled ? loadModel(cfg.learned.model ?? SHIPPED_MODEL) : undefined;
    concepts = { lexicon: lexiconFor(cfg.concepts), turnMatcher: compileTurnLabels(cfg.concepts.roles) };
    second = { learned: model && { model, holdAt: cfg.learned.hold_at ?? model.holdAt }, observe: deps.observe };
    secrets = createSecretScanner(compileSecrets(cfg.secrets));
  } catch (err) {
    const reason = `error: invalid screening config: ${firstLine(err)}`;
    return {
      name: 'screening',
      secretAction: 'quarantine',
      assess: async () => ({ layer: 'screening', score: 0, severity: 'error', reasons: [reason], durationMs: 0 }),
      // Without valid rules nothing can be found to redact; the write is held through `on_error`.
      redact: async (content) => content,
    };
  }

  const assess = async (write: ScreeningInput): Promise<Finding> => {
    const start = safeNow(now);
    try {
      const { score, reasons } = await screen(write, cfg, rules, concepts, second, secrets);
      const t = cfg.thresholds;
      const severity = score >= t.high ? 'high' : score >= t.medium ? 'medium' : score >= t.low ? 'low' : 'none';
      return { layer: 'screening', score, severity, reasons, durationMs: elapsed(now, start) };
    } catch (err) {
      return { layer: 'screening', score: 0, severity: 'error', reasons: [`error: ${firstLine(err)}`], durationMs: elapsed(now, start) };
    }
  };
  return { name: 'screening', secretAction: cfg.secret_action, assess, redact: (content) => secrets.redact(content) };
}

/** Findings that make a spelt-out passage an order. */
const SPELLED_ORDERS = new Set(['reader-directive', 'instruction-override', 'exfiltration', 'data-transfer', 'weaken-control', 'credential-handling', 'destructive-action', 'privilege-grant', 'reply-manipulation', 'concealment', 'trigger-action']);

/** The score (capped at 1) and the reasons for one write. */
async function screen(write: ScreeningInput, cfg: ScreeningPolicy, rules: CompiledRule[], concepts: ConceptSetup, second: LearnedSetup, secrets: SecretScanner) {
  const { channel } = write;
  if (typeof write.content !== 'string') throw new TypeError('content is not a string');
  const raw = capped(write.content, cfg.max_scan_chars);
  const reading = normalizeForReading(raw, { decodeMinLength: cfg.hidden.decode_min_length });
  const text = reading.text;
  const reasons: string[] = [];
  let score = 0;
  // What a reader only spoken of took off the score: the learned second opinion reads the score without it.
  let spokenOfCut = 0;
  const add = (weight: number, reason: string) => {
    score += weight;
    reasons.push(reason);
  };

  const matched = new Set<string>();
  let prose: string | undefined;
  for (const rule of rules) {
    if (rule.channels && !rule.channels.includes(channel)) continue;
    if (!rule.regex.test(text)) continue;
    matched.add(rule.id);
    // Instructions aimed at the model matter most where the model reads untrusted text (tool, agent).
    const factor = rule.category === 'link' ? 1 : cfg.channel_weights[channel];
    if (rule.category === 'role_tag' && cfg.role_tags_in_code < 1) {
      prose ??= withoutCode(text);
      // A template token only inside code documents a prompt format; in the prose it forges a turn.
      if (!rule.regex.test(prose)) {
        add(rule.weight * factor * cfg.role_tags_in_code, `${rule.category}:${rule.id}(in code)`);
        continue;
      }
    }
    add(rule.weight * factor, `${rule.category}:${rule.id}`);
  }

  // Concepts: the strongest finding of each kind counts, weighed by the channel.
  const kinds = new Set<string>();
  const structure: string[] = [];
  const observeViews = second.learned || second.observe ? (vs: readonly SentenceView[]) => structure.push(...structureOf(vs)) : undefined;
  const addConcepts = (content: string, prefix: string) => {
    const analysis = analyze(content, write.at ?? 0);
    const best = new Map<string, { weight: number; reason: string; uncut?: number }>();
    for (const f of screenConcepts({ analysis, text: content, channel, policy: cfg.concepts, ...concepts, observeViews })) {
      if (kinds.has(f.kind)) continue;
      const b = best.get(f.kind);
      if (!b || f.weight > b.weight) best.set(f.kind, f);
    }
    for (const [kind, f] of best) {
      const weight = f.weight * cfg.channel_weights[channel];
      kinds.add(kind);
      if (weight >= 0.05) add(weight, `${prefix}concept:${f.reason}`);
      if (f.uncut !== undefined) spokenOfCut += (f.uncut - f.weight) * cfg.channel_weights[channel];
    }
  };
  addConcepts(text, '');

  // What a person does not see (hidden markup), what an encoding carries and an instruction broken
  // over lines are read with the same rules and concepts and count as much as the visible text; a
  // rule or a kind counts once.
  const others: [string, string][] = [
    ...(reading.joined ? [['split', reading.joined] as [string, string]] : []),
    ...reading.hidden.map((t): [string, string] => ['hidden-text', t]),
    ...reading.decoded.map((t): [string, string] => ['decoded', t]),
    ...reading.disguised.map((t): [string, string] => ['disguised', t]),
  ];
  for (const [where, other] of others) {
    for (const rule of rules) {
      if (matched.has(rule.id) || (rule.channels && !rule.channels.includes(channel)) || !rule.regex.test(other)) continue;
      matched.add(rule.id);
      const factor = rule.category === 'link' ? 1 : cfg.channel_weights[channel];
      add(rule.weight * factor, `${where}:${rule.category}:${rule.id}`);
    }
    addConcepts(other, `${where}:`);
  }

  const h = cfg.hidden;
  const counts = reading.counts;
  // An order spelt out letter by letter: the spelling is the evasion, whatever the order asks.
  if (h.spaced_order_weight > 0 && counts.spacedLetters > 0) {
    for (const run of spelledRuns(raw)) {
      const analysis = analyze(run, write.at ?? 0);
      const findings = screenConcepts({ analysis, text: run, channel, policy: cfg.concepts, ...concepts });
      const order = findings.find((f) => f.weight >= 0.2 && SPELLED_ORDERS.has(f.kind))?.kind;
      // Three words or more spelt out in the mood of an order ("S E N D E  A L L E …") are one too.
      const mood = run.split(/\s+/u).filter(Boolean).length >= 3 && analysis.sentences.some((s) => {
        const v = viewOf(s, conceptsOf(s, concepts.lexicon), false);
        return v.directives.some((d) => !d.negated && s.tokens[d.head]?.pos === 'VERB') || (v.orders?.length ?? 0) > 0;
      });
      if (order || mood) {
        add(h.spaced_order_weight * cfg.channel_weights[channel], `hidden:spelled-order(${order ?? 'mood'})`);
        break;
      }
    }
  }
  if (counts.invisible > h.max_invisible) add(h.invisible_weight, `hidden:invisible-chars(${counts.invisible})`);
  if (counts.encoded > 0) add(h.base64_weight, `hidden:encoded-text(${counts.encoded})`);
  if (h.homoglyph_mixed_script && counts.mixedScript > 0) add(h.homoglyph_weight, `hidden:mixed-script-words(${counts.mixedScript})`);
  if (h.hidden_markup_weight > 0 && counts.hiddenMarkup > 0) add(h.hidden_markup_weight, `hidden:hidden-markup(${counts.hiddenMarkup})`);
  if (h.spaced_letters_weight > 0 && counts.spacedLetters > 0) add(h.spaced_letters_weight, `hidden:spaced-letters(${counts.spacedLetters})`);
  if (h.trigger_token_weight > 0) {
    const triggers = triggerTokenCount(raw);
    if (triggers > 0) add(h.trigger_token_weight, `hidden:trigger-tokens(${triggers})`);
  }

  const hits = await secrets.find(raw);
  const secretKinds = [...new Set(hits.map((x) => x.kind))];
  // A secret handed to the memory with an order about it — keep it, log in with it, reuse it later —
  // is the attack itself, not an incidental credential: redacting it would store the order. The
  // user's own notes stay under the channel's action.
  const ordered = channel !== 'user' && (kinds.has('credential-handling') || kinds.has('reader-directive'));
  const action = ordered && secretKinds.length > 0 ? 'quarantine' : (cfg.secret_action_by_channel[channel] ?? cfg.secret_action);
  for (const kind of secretKinds) {
    const weight = Math.max(...hits.filter((x) => x.kind === kind).map((x) => x.weight));
    // A secret that will be redacted is no reason to hold the write, but the finding must show it.
    if (action === 'quarantine') add(weight, `secret:${kind}`);
    else reasons.push(`secret:${kind}:redact`);
  }
  if (action === 'redact' && secretKinds.length > 0) score = Math.max(score, cfg.thresholds.low);

  // The learned second opinion reads the words and what the rules found (guard/linear-screen.ts).
  const { learned, observe } = second;
  // A score already at the top needs no second opinion (unless someone is collecting what it reads).
  if ((learned && score < 1) || observe) {
    const input: LinearInput = { text, extra: others.map(([, t]) => t), channel, reasons: [...reasons], ruleScore: Math.min(1, score + spokenOfCut), structure };
    observe?.(input);
    if (learned && !ordersOnlyQuoted(structure) && readsEnough(input)) {
      const p = probability(learned.model, featuresOf(input, learned.model.dims));
      if (p >= learned.holdAt) add(cfg.learned.weight * cfg.channel_weights[channel], `learned:attack(p=${p.toFixed(2)})`);
    }
  }

  return { score: Math.min(1, round(score)), reasons };
}
