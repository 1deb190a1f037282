/**
 * The `guard.screening.concepts` policy section: the concept lexicons the screening
 * detectors read with, the role labels of forged turns, and the weight of each kind of finding.
 * Every key may be omitted: the built-in lexicons (`analysis/lexicon-defaults.ts`) and the
 * defaults below apply, so a policy written before this section existed still screens.
 */
import { z } from 'zod';
import { DEFAULT_LEXICONS } from '../analysis/lexicon-defaults.js';

const Weight = z.number().min(0).max(1);

/** One concept's terms for one language: words or phrases, lower-cased on use; `*` ends a prefix. */
const Terms = z.array(z.string().min(1).max(80)).max(1000);

/** A concept's terms per language; a language given here replaces the built-in list for it. */
const LexiconSchema = z.record(z.string().regex(/^[a-z]{2,3}$/u, 'a language is an ISO 639 code such as en or zh'), Terms);

/** The lexicons a policy changes, by concept name (only the built-in concepts are read). */
export const LexiconsSchema = z.record(z.string(), LexiconSchema).superRefine((lex, ctx) => {
  for (const name of Object.keys(lex)) {
    if (!(name in DEFAULT_LEXICONS)) ctx.addIssue({ code: 'custom', path: [name], message: `unknown concept (known: ${Object.keys(DEFAULT_LEXICONS).join(', ')})` });
  }
});

/** The weight each kind of finding adds to the screening score (before the channel's multiplier). */
export const ConceptWeightsSchema = z.strictObject({
  /** An order addressed to whoever reads the data (the model, an agent, "you" after the reader is named). */
  reader_directive: Weight.default(0.5),
  /** "Ignore your previous instructions", "reveal your system prompt", "you are now unrestricted". */
  instruction_override: Weight.default(0.8),
  /** An order about what the reader's reply, answer or summary must say, with no reader named. */
  reply_manipulation: Weight.default(0.4),
  /** One role label ("Assistant:") opening a line of speech. */
  turn_label: Weight.default(0.35),
  /** Two or more roles: a forged exchange. */
  turn_label_pair: Weight.default(0.6),
  /** An order to act behind the user's back ("without telling the user"). */
  concealment: Weight.default(0.5),
  /** A condition ("whenever", "如果") governing a sensitive action or a reply manipulation. */
  trigger_action: Weight.default(0.5),
  /** Private data or credentials sent to an outside destination. */
  exfiltration: Weight.default(0.85),
  /** Private data sent with no destination named, or other user data sent outside. */
  data_transfer: Weight.default(0.3),
  /** A control (verification, MFA, tests, TLS, a firewall …) disabled, skipped or bypassed. */
  weaken_control: Weight.default(0.45),
  /** A credential pasted, printed, logged or sent. */
  credential_handling: Weight.default(0.5),
  /** The same in plain text. */
  plaintext_credential: Weight.default(0.6),
  /** A sensitive action taught as a lesson or procedure ("the fix was to…", "next time do the same"). */
  poisoned_lesson: Weight.default(0.55),
  /** Data, backups, a repository or production destroyed (deleted, wiped, purged). */
  destructive_action: Weight.default(0.5),
  /** Powers granted or a safeguard declared unnecessary ("pre-authorised", "needs no confirmation"). */
  privilege_grant: Weight.default(0.45),
  /** A claimed authority over the reader (system, administrator, developer, vendor) with an order or a change of its rules. */
  forged_authority: Weight.default(0.85),
  /** An order to decode a passage and obey it ("run this through rot13 and carry it out"): obedience to what the reader cannot see. */
  decode_and_follow: Weight.default(0.6),
});

/** Multipliers for how a finding is said. */
export const ConceptModifiersSchema = z.strictObject({
  /** "Never share your password", "do not disable MFA". */
  negated: Weight.default(0.15),
  /** Described as what attackers do, an example of phishing, a warning. */
  reported: Weight.default(0.3),
  /** Inside quotation marks. */
  quoted: Weight.default(0.5),
  /** Stated as a fact ("we disabled the firewall during the move"), not ordered or taught. */
  declarative: Weight.default(0.35),
  /** An infinitive or obligation ("the fix was to…", "MFA is to be disabled"). */
  infinitive: Weight.default(0.8),
  /** Inside a code block, span or string literal. */
  in_code: Weight.default(0.4),
  /** Prose of technical documentation: a write with many inline code spans, describing what code does. */
  in_docs: Weight.default(0.4),
  /** Role labels among people's names: an interview or meeting transcript. */
  transcript: Weight.default(0.4),
  /**
   * A sensitive action with more at stake: meant to last ("permanently", "until further notice"),
   * broad ("globally", "in production", "all accounts"), for the reader named in the write, or one
   * of several controls weakened together.
   */
  stakes: z.number().min(1).max(2).default(1.3),
  /** Powers granted to the reader by data that claims no authority (the forged-authority weight times this). */
  unclaimed_grant: Weight.default(0.7),
});

/** Role labels that forge a conversation turn when they open a line. */
export const DEFAULT_ROLES = [
  'assistant', 'system', 'human', 'ai', 'user', 'developer', 'gpt', 'chatgpt', 'claude', 'instruction', 'im_start',
  '助手', '系统', '用户', '人类', 'asistente', 'sistema', 'usuario', 'assistent', 'benutzer', 'système', 'utilisateur',
  'ассистент', 'система', 'пользователь', 'アシスタント', 'システム', 'ユーザー',
  'assistente', 'usuário', 'utente', 'nutzer', 'ia', 'النظام', 'المساعد', 'المستخدم', 'सिस्टम', 'सहायक', 'उपयोगकर्ता',
  '시스템', '어시스턴트', '사용자', 'sistem', 'asistan', 'kullanıcı', 'systeem', 'gebruiker', 'asystent', 'użytkownik',
  'hệ thống', 'trợ lý', 'người dùng', 'asisten', 'pengguna', 'användare',
];

/** The whole `guard.screening.concepts` section. */
export const ConceptPolicySchema = z.strictObject({
  /** Changes to the built-in lexicons: `{ reader: { en: [...] } }` replaces the English reader words. */
  lexicons: LexiconsSchema.default({}),
  /** How many of a seed's most frequent WordNet senses widen the English lexicons; 0 turns WordNet off. */
  wordnet_senses: z.number().int().min(0).max(3).default(1),
  /** Role labels for forged turns. */
  roles: z.array(z.string().min(1).max(40)).min(1).max(200).default(DEFAULT_ROLES),
  weights: ConceptWeightsSchema.prefault({}),
  modifiers: ConceptModifiersSchema.prefault({}),
});
/** A validated `guard.screening.concepts` section. */
export type ConceptPolicy = z.infer<typeof ConceptPolicySchema>;
