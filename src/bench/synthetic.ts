/**
 * Deterministic synthetic memories and queries for the benchmarks: seeded, varied English with
 * some Chinese, in the shapes agents actually store (preferences, Q/A pairs, "<entity>'s
 * <property> is <value>", dialogue turns, meeting notes, lessons, corrections). Subjects are
 * drawn from a pool that grows with N, so a bigger store holds more distinct things, not more
 * duplicates.
 */
import { mulberry32 } from '../core/prng.js';
import * as V from './vocab.js';

/** One generated memory, with the entity it is about (the server-memory baseline needs one). */
export interface SyntheticMemory {
  content: string;
  /** Entity name (server-memory `entityName`). */
  entity: string;
  /** Entity type (server-memory `entityType`). */
  entityType: string;
}

/** One generated query: a natural-language question and a substring query for server-memory. */
export interface SyntheticQuery {
  /** What an agent would pass to a semantic search. */
  text: string;
  /** What server-memory's substring `search_nodes` can answer: the entity name. */
  substring: string;
}


const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** A made-up word from the digits of `x` in base |SYLLABLES| (at least two syllables): unique per x. */
function word(x: number): string {
  const b = V.SYLLABLES.length;
  let s = '';
  let n = x + b; // at least two syllables
  while (n > 0) {
    s = V.SYLLABLES[n % b] + s;
    n = Math.floor(n / b);
  }
  return s;
}

interface Entity {
  name: string;
  type: string;
  /** How texts refer to it ("Alice Kalo", "the Kalomir project"). */
  ref: string;
  person: boolean;
}

/** Entity `i` of the pool: even indices are people, odd ones projects, clients, hotels… */
function entity(i: number): Entity {
  const j = Math.floor(i / 2);
  if (i % 2 === 0) {
    const k = Math.floor(j / V.FIRST.length);
    const name = `${V.FIRST[j % V.FIRST.length]} ${k < V.LAST.length ? V.LAST[k] : cap(word(k))}`;
    return { name, type: 'person', ref: name, person: true };
  }
  const kind = V.THING_KINDS[j % V.THING_KINDS.length];
  const name = cap(word(j));
  return { name, type: kind, ref: `the ${name} ${kind}`, person: false };
}

/** Generates memories and queries about an entity pool sized for a store of `n` memories. */
export class MemoryGenerator {
  private readonly rand: () => number;
  private readonly pool: number;
  /** Recent (entity, property) pairs, for corrections of earlier memories. */
  private readonly recent: { e: Entity; prop: string }[] = [];

  /** `n` sizes the entity pool (about four memories per entity); `seed` fixes the sequence. */
  constructor(n: number, seed = 1) {
    this.rand = mulberry32(seed);
    this.pool = Math.max(64, Math.floor(n / 4));
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rand() * xs.length)];
  }

  private int(lo: number, hi: number): number {
    return lo + Math.floor(this.rand() * (hi - lo + 1));
  }

  private entity(): Entity {
    return entity(Math.floor(this.rand() * this.pool));
  }

  private value(prop: string): string {
    switch (prop) {
      case 'home city':
      case 'office':
      case 'address':
        return this.pick(V.CITIES);
      case 'employer':
      case 'main contact':
        return this.pick(V.COMPANIES);
      case 'job title':
        return this.pick(V.TITLES);
      case 'favourite colour':
        return this.pick(V.COLOURS);
      case 'phone number':
        return `+${this.int(1, 99)} ${this.int(100, 999)} ${this.int(1000, 9999)}`;
      case 'birthday':
      case 'deadline':
      case 'contract renewal date':
        return `${this.int(1, 28)} ${this.pick(V.MONTHS)}`;
      case 'status':
        return this.pick(V.STATUSES);
      case 'primary database':
        return this.pick(V.DATABASES);
      case 'deploy region':
        return this.pick(V.REGIONS);
      case 'budget':
        return `${this.int(5, 900)}k EUR`;
      case 'version':
        return `v${this.int(1, 9)}.${this.int(0, 30)}.${this.int(0, 9)}`;
      case 'email address':
        return `${word(this.int(0, 5000))}@${this.pick(V.COMPANIES).toLowerCase()}.example`;
      default:
        return this.rand() < 0.5 ? entity(this.int(0, this.pool - 1)).name : `${this.pick(V.COLOURS)} ${word(this.int(0, 900))}`;
    }
  }

  private fact(e: Entity): { text: string; prop: string; value: string } {
    const prop = this.pick(e.person ? V.PERSON_PROPS : V.THING_PROPS);
    const value = this.value(prop);
    this.recent.push({ e, prop });
    if (this.recent.length > 256) this.recent.shift();
    return { text: `${cap(e.ref)}'s ${prop} is ${value}.`, prop, value };
  }

  /** The next memory. */
  next(): SyntheticMemory {
    const r = this.rand();
    const e = this.entity();
    const mem = (content: string, who: Entity = e): SyntheticMemory => ({ content, entity: who.name, entityType: who.type });
    if (r < 0.24) return mem(this.fact(e).text);
    if (r < 0.38) {
      const f = this.fact(e);
      return mem(`Q: What is ${e.ref}'s ${f.prop}? A: ${f.value}.`);
    }
    if (r < 0.46) {
      const pref = this.pick(V.PREFS);
      const text = this.pick([`The user prefers ${pref}.`, `I like ${pref}.`, `User said they no longer want ${pref}.`, `My go-to is ${pref}.`]);
      return { content: `${text} (context: ${e.ref})`, entity: 'user', entityType: 'person' };
    }
    if (r < 0.56) {
      const city = this.pick(V.CITIES);
      return mem(`User: please remember that ${e.ref} moved to ${city}. Assistant: Got it — ${e.ref} is based in ${city} now.`);
    }
    if (r < 0.66) {
      const who = entity(this.int(0, this.pool - 1));
      return mem(`Meeting with ${e.ref} on ${this.pick(V.DAYS)}: agreed to ${this.pick(V.ACTIONS)} before ${this.pick(V.MONTHS)}; ${who.ref} owns the follow-up.`);
    }
    if (r < 0.72) {
      return mem(`Lesson: when deploying ${e.ref}, run \`${this.pick(V.COMMANDS)}\` first, otherwise ${this.pick(V.ACTIONS)} fails.`);
    }
    if (r < 0.84) return this.chinese(e);
    const old = this.recent.length > 0 ? this.pick(this.recent) : { e, prop: this.pick(e.person ? V.PERSON_PROPS : V.THING_PROPS) };
    const cue = this.pick(['Actually, ', 'Update: ', 'Correction: ', '']);
    return mem(`${cue}${cap(old.e.ref)}'s ${old.prop} is now ${this.value(old.prop)}.`, old.e);
  }

  private chinese(e: Entity): SyntheticMemory {
    const zh = this.rand() < 0.5;
    const name = zh ? `${this.pick(V.ZH_NAMES)}${this.int(1, Math.max(1, Math.floor(this.pool / 64)))}号` : e.name;
    const entityType = zh ? 'person' : e.type;
    const shape = this.int(0, 2);
    if (shape === 0) return { content: `${name}的${this.pick(V.ZH_PROPS)}是${this.pick(V.ZH_VALUES)}。`, entity: name, entityType };
    if (shape === 1) return { content: `我喜欢${this.pick(V.ZH_PREFS)}，尤其是和${name}一起的时候。`, entity: name, entityType };
    return { content: `用户：记住${name}搬到${this.pick(V.ZH_VALUES)}了。助手：好的，已记录${name}的新住址。`, entity: name, entityType };
  }

  /** The next query: mostly about pool entities, some about the user, some in Chinese. */
  query(): SyntheticQuery {
    const e = this.entity();
    const r = this.rand();
    if (r < 0.35) {
      const prop = this.pick(e.person ? V.PERSON_PROPS : V.THING_PROPS);
      return { text: `What is ${e.ref}'s ${prop}?`, substring: e.name };
    }
    if (r < 0.55) return { text: `${e.name} ${this.pick(['meeting', 'deploy', 'moved', 'status', 'owner'])}`, substring: e.name };
    if (r < 0.7) return { text: `where is ${e.ref} based now`, substring: e.name };
    if (r < 0.8) {
      const pref = this.pick(V.PREFS);
      return { text: `does the user like ${pref}?`, substring: pref };
    }
    if (r < 0.9) return { text: `what was agreed with ${e.ref} about ${this.pick(V.ACTIONS)}?`, substring: e.name };
    return { text: `${e.name}的${this.pick(V.ZH_PROPS)}是什么？`, substring: e.name };
  }
}
