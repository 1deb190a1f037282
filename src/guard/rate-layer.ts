/**
 * Rate & repetition layer. Three sliding windows (principal, session, tenant), an
 * EWMA baseline of each principal's pace, and the repetition check: one principal writing the
 * same claim again and again is not corroboration, so copies after the second accepted one are
 * held — nor are several tool and agent writers of one tenant stating one claim (read strictly).
 * State lives behind the `Counters` port so replicas can share it (Redis later).
 *
 * Two steps. `admit` counts the write into its windows or refuses it, atomically: a window that
 * already holds twice its limit admits nothing more (back-pressure — the guard refuses the write
 * with a retry-after before anything is screened, embedded or stored), and a refused write does
 * not use up the window. `assess` rates an admitted write — over a limit is medium — and runs the
 * repetition check under the principal's lock in the counters, so copies sent at once are counted
 * one after another, exactly as if they had been sent in turn. A copy this layer rates `high` is
 * remembered as not accepted: a copy in the same words counts whether it was held or not, while
 * looser matches and the checks that read a claim in other words count accepted copies only.
 */
import type { Clock } from '../core/clock.js';
import type { Finding } from '../core/types.js';
import { randomUUID } from 'node:crypto';
import { claimId, containment, isRepeat, sketch } from './claim-sketch.js';
import type { ClaimSketch, Counters, RecentEntry, WindowLimit } from './counters.js';
import { parseClaim, type Claim } from '../revision/claim.js';
import { acrossKeys, acrossMeet, sameClaimAcross, sameShortClaim, sameValues, valueSketch } from './claim-values.js';
import { cognateStems, conceptsOfText, mayRepeat, repeatFeatures } from './repeat-model.js';
import { loadModel, probability, SHIPPED_REPEAT_MODEL, type LinearModel } from './linear-model.js';
import { RateConfigSchema, type RateConfig, type RateConfigInput } from './rate-config.js';

/** The fingerprint entries of the values check carried before copies were linked: it links nothing. */
const VALUES_UNLINKED = 'values';

/** Other claims one remembered write may tie its own to (a bound: entries are stored per write). */
const MAX_LINKS = 8;

/**
 * The claims that earlier copies a write matched belong to (their own, and those they were linked
 * with), the claim the write joins (the first one's, or `fresh`), and the others it links to.
 */
function joinClaims(matched: readonly RecentEntry[], fresh: string): { claims: Set<string>; own: string; links: string[] } {
  const claims = new Set(matched.flatMap((e) => [e.fingerprint, ...(e.links ?? [])]).filter((f) => f !== VALUES_UNLINKED));
  const own = matched.find((e) => e.fingerprint !== VALUES_UNLINKED)?.fingerprint ?? fresh;
  return { claims, own, links: [...claims].filter((f) => f !== own).slice(0, MAX_LINKS) };
}

/** A remembered write counted with `claims`: one of them, or linked to one. */
const ofClaims = (e: RecentEntry, claims: ReadonlySet<string>) => claims.has(e.fingerprint) || (e.links ?? []).some((f) => claims.has(f));

/** The accepted writes among `seen` that are copies of a write: those it matched, and those counted with the claims they belong to. */
const acceptedCopies = (seen: readonly RecentEntry[], matched: readonly RecentEntry[], claims: ReadonlySet<string>) => seen.filter((e) => e.accepted && (matched.includes(e) || ofClaims(e, claims)));

/** A write's claim as a topic: its key and its value's slots (names, numbers, words). */
function topicOf(c: Claim): { key: string; sketch: ClaimSketch } | undefined {
  // What a claim is about and states, whatever its wording: its nouns, names and numbers.
  const terms = [...new Set([...c.topics, ...c.mentions])].filter((t) => t.length > 1);
  if (terms.length < 2) return undefined;
  return { key: 'topic', sketch: { terms, clauses: [], names: c.mentions.filter((m) => !/\d/u.test(m)).sort(), numbers: c.mentions.filter((m) => /\d/u.test(m)).sort() } };
}

/** What the repetition checks compare, read from a write's text: pure, so it can be read on a worker thread. */
export interface RateReading {
  /** The write's content words. */
  mine: ClaimSketch;
  /** Its claim as a topic, when it states one. */
  topic?: { key: string; sketch: ClaimSketch };
  /** Its names and numbers. */
  values: ClaimSketch;
}

/**
 * Reads the first `maxChars` of a write for the repetition checks, as of `at` (relative dates);
 * `learned` when the repeat model is on and needs its own reading.
 */
export function readForRate(content: string, subject: string | undefined, at: number, maxChars: number, learned = true): RateReading {
  const text = String(content).slice(0, maxChars);
  const parsed = parseClaim(text, subject, at);
  const values = valueSketch(text, at, parsed.subject.split(' ').filter(Boolean), subject !== undefined);
  // The repeat model's reading, for a short claim only: it is asked about nothing else.
  return { mine: sketch(text), topic: topicOf(parsed), values: learned && values.parts ? { ...values, stems: cognateStems(text), concepts: conceptsOfText(text, at) } : values };
}

/**
 * Two texts state one claim when they share at least three of their nouns, names and numbers (all
 * of a shorter one's) and half of the smaller one's, state the same numbers (where both state any), and one adds at most two
 * names the other lacks without the other naming someone else instead: "Fernhill Hotel offers free parking" and "Parking at Fernhill Hotel: complimentary" in
 * any format; two meetings at two times are two claims.
 */
function sameValue(a: ClaimSketch, b: ClaimSketch): boolean {
  const bs = new Set(b.terms);
  const shared = a.terms.filter((t) => bs.has(t)).length;
  // A subject's name alone ("Acme Corp") is shared by every fact about it: a claim shares more.
  const smaller = Math.min(a.terms.length, b.terms.length);
  if (shared < Math.min(3, smaller) || shared / smaller < 0.5) return false;
  // Another number, or another name beside the shared ones, is another claim ("room 4" / "room 5").
  const differ = (x: string[], y: string[]) => x.filter((v) => !y.includes(v)).length + y.filter((v) => !x.includes(v)).length;
  if (a.numbers.length && b.numbers.length && differ(a.numbers, b.numbers) > 0) return false;
  // A copy may add a name (a source, a place) or drop one, not swap one for another.
  const onlyA = a.names.filter((v) => !b.names.includes(v)).length;
  const onlyB = b.names.filter((v) => !a.names.includes(v)).length;
  return Math.min(onlyA, onlyB) === 0 && Math.max(onlyA, onlyB) <= 2;
}

/** What the layer needs to know about a write. */
export interface RateWrite {
  content: string;
  /** The structured subject the caller gave, if any. */
  subject?: string;
  principal: string;
  session?: string;
  tenant: string;
  channel: string;
}

/** Dependencies of the layer; `config` is parsed (and defaulted) once, at creation. */
export interface RateLayerDeps {
  counters: Counters;
  clock: Clock;
  config?: RateConfigInput | RateConfig;
}

/** The windows a write is counted in. */
export type RateScope = 'principal' | 'session' | 'tenant';

/** A write's place in each of its windows, this write included. */
export type RateCounts = Partial<Record<RateScope, number>>;

/** A write refused because one of its windows is full: nothing of it was recorded. */
export interface RateRefusal {
  admitted: false;
  /** The first full window. */
  scope: RateScope;
  /** Writes admitted in that window, and its limit (twice it are admitted, then none). */
  count: number;
  limit: number;
  windowSeconds: number;
  /** When a retry will be admitted, in milliseconds. */
  retryAfterMs: number;
  /** Says all of the above in one sentence. */
  reason: string;
}

/** What `admit` decided: counted (or, when the counters failed, not known), or refused. */
export type RateAdmission = { admitted: true; counts: RateCounts } | { admitted: true; error: string } | RateRefusal;

/** The rate & repetition layer. */
export interface RateLayer {
  /** The repeat model is on: a reading of a write for it carries its stems and concepts. */
  readsForModel: boolean;
  readonly name: 'rate';
  /** Counts one write into its windows, or refuses it when one is full; never throws. */
  admit(write: RateWrite): Promise<RateAdmission>;
  /**
   * Rates one admitted write and remembers it for the repetition check; never throws (a failure
   * is severity `error`). A write its admission refused (shadow mode, where nothing is enforced)
   * is rated `high`; without an admission (the layer used on its own) it is admitted here first.
   */
  assess(write: RateWrite, admission?: RateAdmission, reading?: RateReading | Promise<RateReading>): Promise<Finding>;
  /** Most characters of a write the repetition checks read (`readForRate`). */
  readonly maxTextChars: number;
}

type Severity = Exclude<Finding['severity'], 'error'>;
const RANK: Record<Severity, number> = { none: 0, low: 1, medium: 2, high: 3 };
/** Keys are capped: a principal name is untrusted input too. */
const part = (s: string | undefined) => String(s ?? '').slice(0, 256);

/**
 * Creates the layer.
 * @example
 * const rate = createRateLayer({ counters: new InMemoryCounters(), clock: systemClock });
 * const write = { content, principal: 'agent-1', tenant: 't', channel: 'agent' };
 * const admission = await rate.admit(write);
 * if (admission.admitted) finding = await rate.assess(write, admission); // else: refuse, retry after admission.retryAfterMs
 */
export function createRateLayer(deps: RateLayerDeps): RateLayer {
  const config: RateConfig = RateConfigSchema.parse(deps.config ?? {});
  const { counters, clock } = deps;
  // The learned repeat model, read once; one that cannot be read leaves a write the hand-written
  // checks pass undecided (an `error` finding the policy's on_error settles, fail-closed by default),
  // never silently unchecked.
  const learned = config.repetition.learned;
  let repeatModel: LinearModel | undefined;
  let repeatError: string | undefined;
  if (learned.enabled) {
    try {
      repeatModel = loadModel(learned.model ?? SHIPPED_REPEAT_MODEL, 'hindsight-linear-repeat');
    } catch (err) {
      repeatError = err instanceof Error ? err.message : String(err);
    }
  }
  const repeatAt = learned.hold_at ?? repeatModel?.holdAt ?? 1;

  /** The write's windows, each admitting twice its limit. */
  function windowsOf(write: RateWrite): [RateScope, WindowLimit, RateConfig['principal']][] {
    const tenant = part(write.tenant);
    const win = (key: string, w: RateConfig['principal']): WindowLimit => ({ key, windowMs: w.window_seconds * 1000, max: 2 * w.limit });
    const out: [RateScope, WindowLimit, RateConfig['principal']][] = [
      ['principal', win(`rate:p:${tenant}\u0000${part(write.principal)}`, config.principal), config.principal],
      ['tenant', win(`rate:t:${tenant}`, config.tenant), config.tenant],
    ];
    if (write.session) out.push(['session', win(`rate:s:${tenant}\u0000${part(write.session)}`, config.session), config.session]);
    return out;
  }

  async function admit(write: RateWrite): Promise<RateAdmission> {
    const windows = windowsOf(write);
    try {
      const taken = await counters.take(
        windows.map(([, w]) => w),
        clock.now(),
      );
      if (taken.admitted) return { admitted: true, counts: Object.fromEntries(windows.map(([scope], i) => [scope, taken.counts[i]])) };
      const [scope, , w] = windows[taken.full];
      const retry = Math.ceil(taken.retryAfterMs / 1000);
      return {
        admitted: false,
        scope,
        count: taken.counts[taken.full],
        limit: w.limit,
        windowSeconds: w.window_seconds,
        retryAfterMs: taken.retryAfterMs,
        reason: `rate: ${scope} wrote ${taken.counts[taken.full]} in ${w.window_seconds}s, twice its limit of ${w.limit}; retry after ${retry}s`,
      };
    } catch (err) {
      return { admitted: true, error: err instanceof Error ? err.name : typeof err };
    }
  }

  async function rate(write: RateWrite, counts: RateCounts, reading?: RateReading | Promise<RateReading>): Promise<Omit<Finding, 'durationMs'>> {
    const now = clock.now();
    const who = `${part(write.tenant)}\u0000${part(write.principal)}`;
    let severity = 'none' as Severity;
    let score = 0;
    const reasons: string[] = [];
    const raise = (sev: Severity, s: number, reason: string) => {
      if (RANK[sev] > RANK[severity]) severity = sev;
      score = Math.max(score, Math.min(1, s));
      reasons.push(reason);
    };

    // Over a window's limit → medium (over twice it the write was refused at admission).
    for (const [scope, , w] of windowsOf(write)) {
      const n = counts[scope] ?? 0;
      if (n > w.limit) raise('medium', n / (2 * w.limit), `rate: ${scope} wrote ${n} in ${w.window_seconds}s (limit ${w.limit})`);
    }

    // What the repetition check compares, read from the text before the principal's lock is taken.
    const rep = config.repetition;
    // A conversation repeats itself ("thanks again!"): the user's copies and paraphrases are
    // remembered for a shorter window than other writers'.
    const windowMs = (write.channel === 'user' ? Math.min(rep.user_window_seconds, rep.window_seconds) : rep.window_seconds) * 1000;
    // The looser readings (a topic in other words, names shared by long texts) look back less far.
    const looseMs = Math.min(windowMs, rep.loose_window_seconds * 1000);
    // Read here, or given (read on a worker thread, off the event loop).
    const { mine, topic, values } = reading ? await reading : readForRate(write.content, write.subject, now, config.max_text_chars, repeatModel !== undefined);
    // Too few content words to be a claim ("thanks", "ok"): remembered, never counted.
    const claim = mine.terms.length >= rep.min_terms;

    // Read, decide and remember with no other write of this principal in between.
    const fingerprint = await counters.exclusive(`rate:${who}`, async () => {
      // The time is read under the lock, not before it: a write that took the lock first is
      // remembered as earlier, whichever of the two started first or waited longer for its reading.
      const now = clock.now();
      // Burst against the principal's own baseline: low, medium when far above it.
      const own = counts.principal ?? 0;
      const { ewma } = config;
      const base = await counters.ewma(`ewma:p:${who}`, own, now, ewma.half_life_seconds * 1000);
      if (base.samples >= ewma.min_samples && own >= ewma.min_count && own > ewma.burst_factor * base.mean) {
        const far = own > 2 * ewma.burst_factor * base.mean;
        raise(far ? 'medium' : 'low', far ? 0.6 : 0.3, `burst: ${own} in the window against a baseline of ${base.mean.toFixed(1)}`);
      }

      // Repetition: copies of one claim count per claim, transitively through the first copy.
      const key = `rep:p:${who}`;
      const recent = claim ? await counters.recent(key, now, windowMs) : [];
      // Past the loose window, a copy has most of the words of the other (one clause in common is a
      // template's or a signature's).
      const matches = recent.filter((e) => isRepeat(e.sketch, mine, rep) && (now - e.at <= looseMs || containment(e.sketch.terms, mine.terms) >= rep.similarity));
      const fingerprint = matches[0]?.fingerprint ?? claimId(mine);
      // A held copy is a copy still when one of the two has every word of the other (the same text,
      // or it with a wrapper added): a claim sent again and again is held for as long as it keeps
      // coming, not let through each time its first two copies leave the window. Held writes matched
      // more loosely — most words or one clause in common, as a feed's items written to one pattern
      // are where no capital marks the name that changes — and the checks below, which read one
      // claim in other words, count accepted copies only, so a misreading does not feed on itself.
      const copies = recent.filter((e) => (e.fingerprint === fingerprint || matches.includes(e)) && (e.accepted || containment(e.sketch.terms, mine.terms) === 1));
      if (claim && copies.length >= rep.accepted_copies) {
        const held = copies.filter((e) => !e.accepted).length;
        raise('high', 1, `repetition: ${copies.length} earlier ${copies.length === 1 ? 'copy' : 'copies'}${held > 0 ? ` (${held} of them held)` : ''} of this claim from this principal in ${windowMs / 1000}s; repetition is not corroboration`);
      }
      // The same subject and attribute asserted again in other words, with the same value: a
      // flood of one claim in varied wording. Six different preferences listed at
      // once are six values, not one claim repeated.
      if (topic) {
        const tkey = `topic:p:${who}`;
        const earlier = (await counters.recent(tkey, now, looseMs)).filter((e) => e.accepted && e.fingerprint === topic.key && sameValue(e.sketch, topic.sketch));
        if (earlier.length >= rep.accepted_copies) {
          raise('high', 1, `repetition: ${earlier.length} accepted claims on "${topic.key}" with this value from this principal in ${looseMs / 1000}s, in other words; repetition is not corroboration`);
        }
        await counters.remember(tkey, { fingerprint: topic.key, at: now, accepted: severity !== 'high', sketch: topic.sketch });
      }
      // The same names and numbers stated again in another format (prose, JSON, a log line, a
      // table): one value, repeated.
      if (values.terms.length >= 2 || values.parts?.length) {
        const vkey = `values:p:${who}`;
        // A short claim's copies count per claim, transitively through the first copy, as above: the
        // German copy that matched the English one is a copy of it for the JSON record that matches
        // only the English. Only short-claim copies link (their distinctive values agree, none
        // rivals): names alone in common, chained, would tie an agent's notes on one team together.
        const seen = await counters.recent(vkey, now, windowMs);
        const short = seen.filter((e) => sameShortClaim(e.sketch, values));
        const same = seen.filter((e) => short.includes(e) || (now - e.at <= looseMs && sameValues(e.sketch, values)));
        // Every claim the short copies it matches belong to, and the claims those were found to
        // repeat: the Portuguese copy that matched only the English one, and the German one that
        // matched only the Portuguese, are copies of one claim. A write that matches none starts a
        // claim of its own (an id, not a digest: two unrelated sketches may digest alike when they
        // state no names).
        const { claims, own: valuesClaim, links } = joinClaims(short, `v:${randomUUID()}`);
        const earlier = acceptedCopies(seen, same, claims);
        if (earlier.length >= rep.accepted_copies) {
          const shown = (values.terms.length > 0 ? values.terms : (values.marks ?? values.parts ?? [])).slice(0, 4).join(', ');
          raise('high', 1, `repetition: ${earlier.length} accepted writes stating the same names and numbers (${shown}) from this principal in ${windowMs / 1000}s, in other formats; repetition is not corroboration`);
        }
        await counters.remember(vkey, { fingerprint: valuesClaim, ...(links.length && { links }), at: now, accepted: severity !== 'high', sketch: values });
      }
      // One claim in other languages, formats and words, as the learned model reads it: a write
      // joins the claim of every earlier write it reads as the same (transitively, as above). Not
      // the user's own words: the model learned floods from tools and agents, and a person telling
      // an assistant about their week names the same people, places and days again and again.
      if (repeatModel && claim && write.channel !== 'user' && values.parts) {
        const rkey = `repeat:p:${who}`;
        const seen = await counters.recent(rkey, now, windowMs);
        const same = seen.filter((e) => mayRepeat(e.sketch, values) && probability(repeatModel, repeatFeatures(e.sketch, values, repeatModel.dims)) >= repeatAt);
        const { claims, own, links } = joinClaims(same, `r:${randomUUID()}`);
        const earlier = acceptedCopies(seen, same, claims);
        if (earlier.length >= rep.accepted_copies) {
          raise('high', 1, `repetition: ${earlier.length} accepted writes from this principal in ${windowMs / 1000}s read as this claim in other words or languages (learned); repetition is not corroboration`);
        }
        await counters.remember(rkey, { fingerprint: own, ...(links.length && { links }), at: now, accepted: severity !== 'high', sketch: values });
      }
      await counters.remember(key, { fingerprint, at: now, accepted: severity !== 'high', sketch: mine });
      return fingerprint;
    });

    // Several less trusted writers pushing one claim: repetition across sources is not corroboration either.
    const across = claim && write.channel !== 'user' ? await acrossWriters(write, values, mine, windowMs, severity !== 'high') : undefined;
    if (across) raise('high', 1, across);

    return { layer: 'rate', score, severity, reasons, ...(claim ? { claim: fingerprint } : {}) };
  }

  /**
   * The tenant's tool and agent writers together: a claim that two of them already wrote and had
   * accepted within the window — in the same words, or as a short claim in another language or
   * format — is held from its third copy, whoever sends it; the reason why, if it is. A feed, a mail
   * import and a forum scraper stating one claim in three languages are one claim three times, not
   * three witnesses. Only the strict readings count here (the same text, or a short claim stating
   * mostly the same values: `sameClaimAcross`): two sources on one topic name the same places and
   * people while each says something else. `accepted`: the checks before passed the write.
   */
  async function acrossWriters(write: RateWrite, values: ClaimSketch, mine: ClaimSketch, windowMs: number, accepted: boolean): Promise<string | undefined> {
    const key = `claims:t:${part(write.tenant)}`;
    const mineKeys = values.parts ? acrossKeys(values) : undefined;
    const meets = mineKeys && { markKeys: mineKeys.markKeys, partKeys: new Set(mineKeys.partKeys) };
    // Kept with each entry; an entry without them (remembered before they were) has them read now.
    const keysOf = (x: ClaimSketch) => (x.markKeys && x.partKeys ? { markKeys: x.markKeys, partKeys: x.partKeys } : acrossKeys(x));
    return counters.exclusive(`rate:t:${part(write.tenant)}`, async () => {
      const now = clock.now();
      const seen = await counters.recent(key, now, windowMs);
      // A short claim is compared in full only with the writes it meets (`acrossMeet`, a necessary
      // condition read from the keys kept with each); any text with those of nearly the same words.
      const sameShort = (e: RecentEntry) => meets !== undefined && e.sketch.parts !== undefined && acrossMeet(keysOf(e.sketch), meets) && sameClaimAcross(e.sketch, values);
      const sameText = (e: RecentEntry) => e.words !== undefined && isRepeat(e.words, mine, config.repetition) && containment(e.words.terms, mine.terms) >= config.repetition.similarity;
      const matched = seen.filter((e) => sameShort(e) || sameText(e));
      const { claims, own, links } = joinClaims(matched, `t:${randomUUID()}`);
      const earlier = acceptedCopies(seen, matched, claims);
      const writers = new Set(earlier.map((e) => e.principal));
      // One writer's own copies are the principal's check above.
      const held = earlier.length >= config.repetition.accepted_copies && (writers.size > 1 || !writers.has(part(write.principal)));
      // The repeat model's stems and concepts are not read here: not kept either.
      const sketch: ClaimSketch = { ...values, ...mineKeys };
      delete sketch.stems;
      delete sketch.concepts;
      await counters.remember(key, { fingerprint: own, ...(links.length && { links }), at: now, accepted: accepted && !held, sketch, words: mine, principal: part(write.principal) });
      return held
        ? `repetition: ${earlier.length} accepted writes of this claim from ${writers.size} tool or agent writer${writers.size === 1 ? '' : 's'} in ${windowMs / 1000}s; repetition across sources is not corroboration`
        : undefined;
    });
  }

  return {
    name: 'rate',
    admit,
    maxTextChars: config.max_text_chars,
    readsForModel: repeatModel !== undefined,
    async assess(write, admission, reading) {
      const started = performance.now();
      try {
        const a = admission ?? (await admit(write));
        if ('error' in a) return { layer: 'rate', score: 0, severity: 'error', reasons: [`rate: could not decide (${a.error})`], durationMs: performance.now() - started };
        if (!a.admitted) return { layer: 'rate', score: 1, severity: 'high', reasons: [a.reason], durationMs: performance.now() - started };
        const found = await rate(write, a.counts, reading);
        // The hand-written checks ran and remembered the write; what the unreadable model could not
        // read leaves the write undecided, unless they hold it anyway.
        if (repeatError && found.severity !== 'high') return { ...found, severity: 'error', reasons: [...found.reasons, `rate: could not decide (${repeatError})`], durationMs: performance.now() - started };
        return { ...found, durationMs: performance.now() - started };
      } catch (err) {
        // Fail to `error`, never throw: the policy's on_error decides (fail-closed by default).
        const kind = err instanceof Error ? err.name : typeof err;
        return { layer: 'rate', score: 0, severity: 'error', reasons: [`rate: could not decide (${kind})`], durationMs: performance.now() - started };
      }
    },
  };
}
