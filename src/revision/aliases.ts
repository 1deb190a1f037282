/**
 * The names others call a user by. A user writes "I'm vegetarian"; a meal planner writes "Tamsin
 * loves steak". Both are about one person when "Tamsin" is that user's name: a word of their
 * principal's id ("user:tamsin-achterberg", "user:ana.chen@example.org") or a name they gave as
 * their own ("My name is …", keyed `user|name`). Names are lower-cased, as the claim parser and the
 * facets keep them.
 */
import type { MemoryRecord } from '../core/types.js';
import type { Ledger } from '../store/ports.js';
import { parseClaim, type Claim } from './claim.js';
import { USER_WORDS } from '../analysis/frames.js';
import { sameLetters } from '../analysis/transliterate.js';
import { lexicalTerms } from '../core/text.js';
import { lowerFolded } from '../analysis/letters.js';

/** Shortest word of a principal's id taken for a name ("u" in "u_1043" is not one). */
const MIN_NAME = 2;

/** The name words of a principal's id: after its kind ("user:"), before an e-mail domain. A bare kind ("user") names no one. */
export function principalNames(principal: string): string[] {
  const id = principal.replace(/^[^:]*:/u, '').split('@')[0];
  return (id.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length >= MIN_NAME && !/\d/u.test(w) && !USER_WORDS.has(w));
}

/** Memories of a user's looked at for the names a record's holder goes by. */
const HOLDER_LOOKUP = 4;

/**
 * The holder a record names ("Patient: …", "Cliente: …", one list of name words per field) may be a
 * user. Where the user's own name is unknown (their id and their memories give none), any holder may
 * be — unless one of the user's memories names that person as a word of its own, as someone else
 * ("my brother Luka"); inside an address of theirs ("mira.k@…") the name is theirs. Where one name of
 * theirs is known, a holder named by it or by its initial beside other names ("Quezada Ibarra,
 * Mariana", "Quezada, M.") is the user, and the rest of the holder's name is theirs too: records call
 * people by the family name a user never had to say. Adds those names to the user's aliases, so the
 * record is read as speaking of them; one bounded word lookup per such user.
 */
export async function holderAsUser(ledger: Pick<Ledger, 'lexicalSearch' | 'getBySeqs'>, tenant: string, aliases: Map<string, Set<string>>, holders: readonly (readonly string[])[]): Promise<void> {
  if (holders.length === 0) return;
  for (const [principal, names] of aliases) {
    // (Where more than one name of theirs is known, a holder sharing one of them and not another is a
    // relative: "Lucas Ibáñez" beside "Tomás Ibáñez".)
    const more = names.size === 0 ? [...new Set(holders.flat())] : names.size === 1 ? [...new Set(holders.flatMap((h) => restOfName(h, names)))] : [];
    if (more.length === 0) continue;
    const standalone = more.map((h) => new RegExp(`(?<![\\p{L}\\p{N}._@-])${h.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{N}_@]|[.-][\\p{L}\\p{N}])`, 'iu'));
    const seen = await ledger.getBySeqs((await ledger.lexicalSearch(tenant, more, HOLDER_LOOKUP, principal)).map((h) => h.seq));
    if (seen.some((r) => standalone.some((re) => re.test(lowerFolded(r.content))))) continue;
    more.forEach((h) => names.add(h));
  }
}

/** An initial ("m", "m."). */
const INITIAL = /^\p{L}\.?$/u;

/**
 * The words of a holder's name that are not yet the user's, when the holder is the user: one of the
 * words is a name of theirs (in any spelling), or the holder is an initial of one beside a family name.
 */
function restOfName(holder: readonly string[], names: ReadonlySet<string>): string[] {
  const words = holder.filter((w) => !INITIAL.test(w));
  const rest = words.filter((w) => !names.has(w) && ![...names].some((a) => sameLetters(a, w)));
  if (rest.length === 0 || rest.length > MAX_REST) return [];
  const named = rest.length < words.length;
  const initialled = !named && holder.some((w) => INITIAL.test(w) && [...names].some((a) => a.startsWith(w[0])));
  return named || initialled ? rest : [];
}

/** Words of a holder's name learned at most (a family name or two). */
const MAX_REST = 2;

/**
 * The names of each principal among `principals`: their id's words, the names they gave as their own
 * and the rest of their name from an address of theirs. Bounded lookups: the tenant's `user|name` and
 * e-mail memories, and one per principal for an address.
 */
export async function aliasesOf(ledger: Pick<Ledger, 'findByKey' | 'lexicalSearch' | 'getBySeqs'>, tenant: string, principals: Iterable<string>): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const p of principals) out.set(p, new Set(principalNames(p)));
  if (out.size === 0) return out;
  for (const r of await ledger.findByKey(tenant, 'user|name', ['active'], 16)) {
    const names = out.get(r.source.principal);
    if (names) for (const m of parseClaim(r.content, r.subject, r.createdAt).mentions) if (/^\p{L}+$/u.test(m)) names.add(m);
  }
  // The e-mail address a user gave as theirs: its local part names them ("tamsin.achterberg@…").
  for (const key of EMAIL_KEYS) {
    for (const r of await ledger.findByKey(tenant, key, ['active'], 8)) {
      const names = out.get(r.source.principal);
      if (!names || !parseClaim(r.content, r.subject, r.createdAt).firstPerson) continue;
      for (const m of r.content.slice(0, 2000).matchAll(EMAIL)) localNames(m[1]).forEach((w) => names.add(w));
    }
  }
  // An address of the user's own — in what they wrote on their own channel — that carries a name of
  // their id ("lucia.ferreyra@…" of "user:lucia") gives the rest of their name. One more bounded lookup
  // per principal. (A colleague who shares their given name, written to at their address in a note of
  // the user's, would lend the user the colleague's family name: not told apart.)
  for (const [principal, names] of out) {
    const own = principalNames(principal);
    if (own.length === 0) continue;
    const seqs = (await ledger.lexicalSearch(tenant, lexicalTerms(own.join(' ')), ADDRESS_LOOKUP, principal)).map((h) => h.seq);
    for (const r of await ledger.getBySeqs(seqs)) {
      // (An address since replaced still carries their name.)
      if ((r.status !== 'active' && r.status !== 'superseded') || r.source.channel !== 'user') continue;
      for (const m of r.content.slice(0, 2000).matchAll(EMAIL)) {
        const words = localNames(m[1]);
        if (words.some((w) => own.includes(w))) words.forEach((w) => names.add(w));
      }
    }
  }
  return out;
}

/** A user's memories read for an address carrying their name. */
const ADDRESS_LOOKUP = 4;

/** Keys a user's own e-mail address is stated under ("My email address is …", "My e-mail: …"). */
const EMAIL_KEYS = ['user|email address', 'user|email', 'user|e-mail address', 'user|e-mail', 'user|mail'];
/** An e-mail address: its local part. */
const EMAIL = /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]{1,64})@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Local parts that name a role or a mailbox, not a person. */
const MAILBOX_WORDS = new Set(['info', 'mail', 'email', 'contact', 'admin', 'hello', 'hi', 'office', 'me', 'home', 'work', 'private', 'personal', 'noreply', 'no', 'reply', 'support', 'team', 'the', 'real', 'official']);

/** The name words of an e-mail address's local part ("ana.chen", "j_smith88" → smith): words of two letters or more, no digits. */
function localNames(local: string): string[] {
  return (local.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length >= 3 && !MAILBOX_WORDS.has(w) && !USER_WORDS.has(w));
}

/**
 * A third party's claim about a named person, read as a claim about the user of `record` — a
 * first-person memory (`recordClaim`) at user trust — when the name is theirs ("Tamsin's GP is …"
 * against the user's "My GP is …"); undefined otherwise.
 */
export function asUsersClaim(claim: Claim, record: MemoryRecord, recordClaim: Claim, aliases: Map<string, Set<string>>, userTrust: number): Claim | undefined {
  const names = aliases.get(record.source.principal);
  if (!names || names.size === 0 || !recordClaim.firstPerson || record.trust < userTrust || claim.firstPerson || !claim.subject || claim.subject === 'user') return undefined;
  if (!claim.subject.split(' ').every((w) => names.has(w) || [...names].some((a) => sameLetters(a, w)))) return undefined;
  return { ...claim, subject: 'user', key: claim.frame ? `user|${claim.frame}` : '' };
}
