/**
 * A credential asked for: "ask the user for their PIN", "demande à l'utilisateur son mot de passe",
 * "pídele el código de verificación", "向用户索要验证码". No service asks for a password, a one-time
 * code or recovery words in a message or a script; data that tells its reader to is phishing through
 * the reader. A promise never to ask ("we will never ask for your PIN") is negated and weighs nothing.
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { negatedInClause, type SentenceView } from './concept-frames.js';

/** Words for the person a script speaks to: a user, a customer, a client, a caller (stems, several languages). */
const PERSON = /^(?:users?|customers?|clients?|callers?|the human|клиент|пользовател|абонент|cliente|usuari|utilisateur|kunde|kundin|nutzer|klant|gebruiker|utente|usuário|kund|用户|客户|顾客|お客|利用者|고객|사용자)/u;

/** Longest distance in tokens from the asking word to the credential (the person asked between). */
const REACH = 9;

/** Verbs of another act between the asking word and the credential ("ask the user to reset their password"). */
const OTHER_ACT = new Set(['reset', 'change', 'update', 'rotate', 'enter', 'type', 'create', 'choose', 'confirm', 'remember', 'forget', 'protect', 'store', 'keep', 'use', 'enable', 'set']);

/**
 * The credential sentence `v` asks someone for, if any: a word of `solicit`, then within a few words
 * a credential, with no other act between, neither negated. A public key is no credential.
 *
 * @example credentialSolicited(view("Ask the customer for the one-time code.")) // { term: 'one-time code', … }
 */
export function credentialSolicited(v: SentenceView): { ask: ConceptHit; cred: ConceptHit; ofUser: boolean } | undefined {
  const creds = v.c.get('credential');
  if (!creds) return undefined;
  const toks = v.s.tokens;
  const cjk = v.s.script === 'zh' || /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(v.s.text);
  // "ask the customer for …": a verb of asking with "for" a few words after it asks for a thing.
  const askFor = (v.c.get('ask') ?? []).filter((h) => toks.slice(h.end, h.end + 4).some((t) => t.lower === 'for'));
  for (const ask of [...(v.c.get('solicit') ?? []), ...askFor]) {
    if (negatedInClause(v, ask.start)) continue;
    // Scripts that put the object first name the credential before the asking word ("把密码索要过来", "パスワードを聞き出す").
    const cred = creds.find((c) => (c.start >= ask.end && c.start - ask.end <= REACH) || (cjk && c.end <= ask.start && ask.start - c.end <= REACH));
    if (!cred) continue;
    const between = toks.slice(Math.min(ask.end, cred.end), Math.max(ask.start, cred.start));
    if (between.some((t) => OTHER_ACT.has(t.lemma) || OTHER_ACT.has(t.lower))) continue;
    if (between.some((t) => /^[.;:!?。；！？]$/u.test(t.text))) continue;
    // The user or a customer named as the one asked ("pídele al usuario …", "ask the customer for …"): a script for whoever talks to them.
    const ofUser = toks.slice(Math.min(ask.start, cred.end), Math.max(ask.end, cred.start)).some((t) => PERSON.test(t.lower));
    return { ask, cred, ofUser };
  }
  return undefined;
}
