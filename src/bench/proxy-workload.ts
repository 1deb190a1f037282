/**
 * The workload of `bench proxy`: a knowledge graph of people and projects with benign, varied
 * observations (names, dates, numbers and places differ from text to text, as an agent's notes
 * do), and a call mix over it — `search_nodes`, `open_nodes`, `add_observations` in turn. Each new
 * observation states a property its entity does not have yet, and the writes go round the
 * entities in a shuffled order: the timed writes add facts, they do not correct earlier ones.
 */
import { mulberry32 } from '../core/prng.js';
import * as V from './vocab.js';

/** The tools of the call mix, in the order the calls cycle through them. */
export const PROXY_TOOLS = ['search_nodes', 'open_nodes', 'add_observations'] as const;
/** One tool of the call mix. */
export type ProxyTool = (typeof PROXY_TOOLS)[number];

/** An entity as `create_entities` takes it. */
export interface SeedEntity {
  name: string;
  entityType: string;
  observations: string[];
}

/** One call of the mix: the same object goes to both arms. */
export interface ProxyCall {
  tool: ProxyTool;
  args: Record<string, unknown>;
}

/** The seed and the calls. */
export interface ProxyWorkload {
  seed: SeedEntity[];
  calls: ProxyCall[];
}

interface Subject {
  name: string;
  type: string;
  /** How a text refers to it: "Alice Baker", "the Kalomir project". */
  ref: string;
  person: boolean;
  /** Properties not stated yet, in the order they will be. */
  unused: string[];
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const CARS = ['a grey Skoda Octavia', 'a blue Toyota Prius', 'a red Fiat 500', 'a white Tesla Model 3', 'a green Volvo V60'];

/**
 * Builds the seed (`entities` entities, three observations each) and `calls` calls; `seed` fixes
 * every choice, so both arms and every run get the same texts.
 */
export function proxyWorkload(entities: number, calls: number, seed: number): ProxyWorkload {
  const rand = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const shuffled = <T>(xs: readonly T[]): T[] => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const date = () => `${int(1, 28)} ${pick(V.MONTHS)}`;

  const subjects: Subject[] = Array.from({ length: entities }, (_, i) => {
    const j = Math.floor(i / 2);
    if (i % 2 === 0) {
      const name = `${V.FIRST[j % V.FIRST.length]} ${V.LAST[Math.floor(j / V.FIRST.length) % V.LAST.length]}${j >= V.FIRST.length * V.LAST.length ? `-${j}` : ''}`;
      return { name, type: 'person', ref: name, person: true, unused: shuffled(V.PERSON_PROPS) };
    }
    // Two syllables, distinct for each j below 32×32.
    const a = j % V.SYLLABLES.length;
    const b = (Math.floor(j / V.SYLLABLES.length) + a + 1) % V.SYLLABLES.length;
    const name = cap(V.SYLLABLES[a] + V.SYLLABLES[b]) + (j >= V.SYLLABLES.length ** 2 ? `-${j}` : '');
    const kind = V.THING_KINDS[j % V.THING_KINDS.length];
    return { name, type: kind, ref: `the ${name} ${kind}`, person: false, unused: shuffled(V.THING_PROPS) };
  });

  const value = (prop: string): string => {
    switch (prop) {
      case 'home city':
      case 'office':
      case 'address':
        return pick(V.CITIES);
      case 'employer':
      case 'main contact':
        return pick(V.COMPANIES);
      case 'job title':
        return pick(V.TITLES);
      case 'favourite colour':
        return pick(V.COLOURS);
      case 'phone number':
        return `+${int(1, 99)} ${int(100, 999)} ${int(1000, 9999)}`;
      case 'birthday':
      case 'deadline':
      case 'contract renewal date':
        return date();
      case 'status':
        return pick(V.STATUSES);
      case 'primary database':
        return pick(V.DATABASES);
      case 'deploy region':
        return pick(V.REGIONS);
      case 'budget':
        return `${int(5, 900)}k EUR`;
      case 'version':
        return `v${int(1, 9)}.${int(0, 30)}.${int(0, 9)}`;
      case 'email address':
        return `${V.FIRST[int(0, V.FIRST.length - 1)].toLowerCase()}.${int(10, 99)}@${pick(V.COMPANIES).toLowerCase()}.example`;
      case 'shoe size':
        return String(int(36, 47));
      case 'car':
        return pick(CARS);
      default:
        return subjects[int(0, subjects.length - 1)].name;
    }
  };

  /** A new observation about `s`: mostly a property it has not had yet, sometimes a dated note. */
  const observation = (s: Subject): string => {
    const r = rand();
    const prop = s.unused.shift();
    if (prop && r < 0.7) return `${cap(s.ref)}'s ${prop} is ${value(prop)}.`;
    if (s.person) {
      return r < 0.85
        ? `Met ${s.ref} on ${pick(V.DAYS)} ${date()}; agreed to ${pick(V.ACTIONS)} within ${int(2, 9)} weeks.`
        : `${s.ref} prefers ${pick(V.PREFS)} and asked for ${pick(V.PREFS)} at the ${pick(V.CITIES)} offsite.`;
    }
    return r < 0.85
      ? `${cap(s.ref)} had ${int(2, 60)} open tickets on ${date()}; ${subjects[int(0, subjects.length - 1)].name} triages them.`
      : `Lesson from ${s.ref}: run \`${pick(V.COMMANDS)}\` before deploying; it saved ${int(5, 90)} minutes on ${pick(V.DAYS)}.`;
  };

  const seedEntities = subjects.map((s) => ({ name: s.name, entityType: s.type, observations: [observation(s), observation(s), observation(s)] }));
  // The timed writes visit the entities in a shuffled order, one observation each per visit.
  const order = shuffled(subjects);
  let writes = 0;
  const callList: ProxyCall[] = Array.from({ length: calls }, (_, i): ProxyCall => {
    const tool = PROXY_TOOLS[i % PROXY_TOOLS.length];
    if (tool === 'add_observations') {
      const s = order[writes++ % order.length];
      return { tool, args: { observations: [{ entityName: s.name, contents: [observation(s)] }] } };
    }
    if (tool === 'open_nodes') return { tool, args: { names: Array.from({ length: int(1, 3) }, () => pick(subjects).name) } };
    // An entity's name mostly, sometimes a first name or a city (substring match over names and observations).
    const s = pick(subjects);
    const r = rand();
    const query = r < 0.7 ? s.name : r < 0.85 && s.person ? s.name.split(' ')[0] : pick(V.CITIES);
    return { tool, args: { query } };
  });
  return { seed: seedEntities, calls: callList };
}
