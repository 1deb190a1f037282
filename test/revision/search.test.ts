/**
 * The read path: served statuses with suppressed counts, TTL expiry, structured
 * filters before semantic match, trust annotations, tenant isolation and query limits.
 */
import { describe, expect, test } from 'vitest';
import { AGENT, HOUR, MINUTE, TOOL, USER, expectCode, harness } from './engine-fixture.js';

describe('TTL', () => {
  test('a state memory is served before its TTL elapses', async () => {
    const h = await harness({ ttl: { state: 2 * HOUR } });
    const w = await h.engine.write(USER, { content: 'The user is currently in a meeting.', kind: 'state' });
    h.clock.advance(HOUR);
    const out = await h.engine.search(USER, { query: 'is the user in a meeting' });
    expect(out.results.map((r) => r.id)).toContain(w.id);
  });

  test('a state memory past its TTL is not served and is counted as expired', async () => {
    const h = await harness({ ttl: { state: 2 * HOUR } });
    const w = await h.engine.write(USER, { content: 'The user is currently in a meeting.', kind: 'state' });
    h.clock.advance(2 * HOUR + 1);
    const out = await h.engine.search(USER, { query: 'is the user in a meeting' });
    expect(out.results.map((r) => r.id)).not.toContain(w.id);
    expect(out.suppressed.expired).toBe(1);
  });

  test('an expired memory is moved to the expired status and kept', async () => {
    const h = await harness({ ttl: { state: 2 * HOUR } });
    const w = await h.engine.write(USER, { content: 'The user is currently in a meeting.', kind: 'state' });
    h.clock.advance(3 * HOUR);
    await h.engine.search(USER, { query: 'is the user in a meeting' });
    const rec = (await h.engine.get(USER, w.id)).record;
    expect(rec.status).toBe('expired');
    expect(rec.content).toBe('The user is currently in a meeting.');
  });

  test('the default state TTL expires a state memory within a day', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user is currently in a meeting.', kind: 'state' });
    h.clock.advance(24 * HOUR);
    const out = await h.engine.search(USER, { query: 'is the user in a meeting' });
    expect(out.results.map((r) => r.id)).not.toContain(w.id);
    expect(out.suppressed.expired).toBe(1);
  });

  test('a fact has no TTL by default', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user is allergic to peanuts.' });
    h.clock.advance(10 * 365 * 24 * HOUR);
    const out = await h.engine.search(USER, { query: 'allergic to peanuts' });
    expect(out.results.map((r) => r.id)).toContain(w.id);
  });

  test('a per-write TTL overrides the kind default', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user is allergic to peanuts.', ttlSeconds: 60 });
    h.clock.advance(2 * MINUTE);
    const out = await h.engine.search(USER, { query: 'allergic to peanuts' });
    expect(out.results.map((r) => r.id)).not.toContain(w.id);
    expect(out.suppressed.expired).toBe(1);
  });
});

describe('served statuses', () => {
  test('a superseded memory is not served by default and is counted as suppressed', async () => {
    const h = await harness();
    const old = await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    const next = await h.engine.write(USER, { content: "The user's age is 31." });
    const out = await h.engine.search(USER, { query: "the user's age" });
    expect(out.results.map((r) => r.id)).toEqual([next.id]);
    expect(out.suppressed.superseded).toBe(1);
  });

  test('a superseded memory is served on request, marked as such', async () => {
    const h = await harness();
    const old = await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    await h.engine.write(USER, { content: "The user's age is 31." });
    const out = await h.engine.search(USER, { query: "the user's age", includeStatuses: ['superseded'] });
    expect(out.results.find((r) => r.id === old.id)?.status).toBe('superseded');
  });

  test('a held (uncertain) memory is not served by default', async () => {
    const h = await harness();
    await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    const held = await h.engine.write(TOOL, { content: "The user's age is 31." });
    const out = await h.engine.search(USER, { query: "the user's age" });
    expect(out.results.map((r) => r.id)).not.toContain(held.id);
    expect(out.suppressed.uncertain).toBe(1);
  });
});

describe('trust annotations', () => {
  test('low-trust content is served fenced as untrusted and requiring verification', async () => {
    const h = await harness();
    const w = await h.engine.write(TOOL, { content: 'The hotel has a rooftop pool.' });
    const hit = (await h.engine.search(USER, { query: 'rooftop pool' })).results.find((r) => r.id === w.id);
    expect(hit).toBeDefined();
    expect(hit!.untrusted).toBe(true);
    expect(hit!.verification_required).toBe(true);
    expect(hit!.trust).toBe(0.4);
  });

  test('user content is served as trusted', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The hotel has a rooftop pool.' });
    const hit = (await h.engine.search(USER, { query: 'rooftop pool' })).results.find((r) => r.id === w.id);
    expect(hit!.untrusted).toBe(false);
    expect(hit!.verification_required).toBe(false);
  });

  test('between two equally relevant memories the more trusted one ranks first', async () => {
    const h = await harness();
    const low = await h.engine.write(TOOL, { content: 'Hotel Aurora has a rooftop pool.' });
    const high = await h.engine.write(USER, { content: 'Hotel Borealis has a rooftop pool.' });
    const ids = (await h.engine.search(USER, { query: 'rooftop pool' })).results.map((r) => r.id);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
  });
});

describe('structured filters', () => {
  async function mixed() {
    const h = await harness();
    const a = await h.engine.write({ ...USER, session: 's1' }, { content: 'Hotel Aurora has a rooftop pool.', subject: 'Hotel Aurora' });
    const b = await h.engine.write({ ...AGENT, session: 's2' }, { content: 'Hotel Borealis has a rooftop pool.', subject: 'Hotel Borealis', kind: 'note' });
    const c = await h.engine.write({ ...USER, session: 's2' }, { content: 'Hotel Cygnus has a rooftop pool.', subject: 'Hotel Cygnus', channel: 'tool' });
    const d = await h.engine.write({ ...USER, session: 's1' }, { content: 'The user prefers a rooftop pool.', kind: 'preference' });
    return { h, a, b, c, d };
  }

  test('without filters every matching memory is served', async () => {
    const { h, a, b, c, d } = await mixed();
    const ids = (await h.engine.search(USER, { query: 'rooftop pool' })).results.map((r) => r.id);
    expect(ids.sort()).toEqual([a.id, b.id, c.id, d.id].sort());
  });

  test('a subject filter serves only memories about that subject', async () => {
    const { h, b } = await mixed();
    const out = await h.engine.search(USER, { query: 'rooftop pool', subject: 'Hotel Borealis' });
    expect(out.results.map((r) => r.id)).toEqual([b.id]);
  });

  test('a kind filter serves only memories of that kind', async () => {
    const { h, d } = await mixed();
    const out = await h.engine.search(USER, { query: 'rooftop pool', kind: 'preference' });
    expect(out.results.map((r) => r.id)).toEqual([d.id]);
  });

  test('a channel filter serves only memories written through that channel', async () => {
    const { h, b, c } = await mixed();
    expect((await h.engine.search(USER, { query: 'rooftop pool', channel: 'tool' })).results.map((r) => r.id)).toEqual([c.id]);
    expect((await h.engine.search(USER, { query: 'rooftop pool', channel: 'agent' })).results.map((r) => r.id)).toEqual([b.id]);
  });

  test('a session filter serves only memories written in that session', async () => {
    const { h, a, d } = await mixed();
    const ids = (await h.engine.search(USER, { query: 'rooftop pool', session: 's1' })).results.map((r) => r.id);
    expect(ids.sort()).toEqual([a.id, d.id].sort());
  });

  test('filters combine', async () => {
    const { h, c } = await mixed();
    const ids = (await h.engine.search(USER, { query: 'rooftop pool', session: 's2', channel: 'tool' })).results.map((r) => r.id);
    expect(ids).toEqual([c.id]);
  });

  test('a time-range filter serves only memories created in the range', async () => {
    const h = await harness();
    const early = await h.engine.write(USER, { content: 'Hotel Aurora has a rooftop pool.' });
    h.clock.advance(HOUR);
    const late = await h.engine.write(USER, { content: 'Hotel Borealis has a rooftop pool.' });
    const since = h.clock.now() - MINUTE;
    expect((await h.engine.search(USER, { query: 'rooftop pool', since })).results.map((r) => r.id)).toEqual([late.id]);
    expect((await h.engine.search(USER, { query: 'rooftop pool', until: since })).results.map((r) => r.id)).toEqual([early.id]);
  });
});

describe('isolation and limits', () => {
  test('a search never serves another tenant\'s memories', async () => {
    const h = await harness();
    const mine = await h.engine.write(USER, { content: 'Hotel Aurora has a rooftop pool.' });
    await h.engine.write({ ...USER, tenant: 'other' }, { content: 'Hotel Borealis has a rooftop pool.' });
    const ids = (await h.engine.search(USER, { query: 'rooftop pool' })).results.map((r) => r.id);
    expect(ids).toEqual([mine.id]);
  });

  test('the limit caps the number of results', async () => {
    const h = await harness();
    for (const name of ['Aurora', 'Borealis', 'Cygnus', 'Draco', 'Eridanus']) {
      await h.engine.write(USER, { content: `Hotel ${name} has a rooftop pool.` });
    }
    expect((await h.engine.search(USER, { query: 'rooftop pool', limit: 2 })).results).toHaveLength(2);
  });

  test('an unrelated query serves nothing', async () => {
    const h = await harness();
    await h.engine.write(USER, { content: 'Hotel Aurora has a rooftop pool.' });
    expect((await h.engine.search(USER, { query: 'quantum chromodynamics lattice' })).results).toEqual([]);
  });

  test('an empty query is an invalid_argument error', async () => {
    const h = await harness();
    await expectCode(h.engine.search(USER, { query: '  ' }), 'invalid_argument');
  });

  test('a query over the byte limit is a content_too_large error', async () => {
    const h = await harness({ limits: { maxQueryBytes: 32 } });
    await expectCode(h.engine.search(USER, { query: 'q'.repeat(33) }), 'content_too_large');
  });

  test('a Chinese query finds a Chinese memory', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: '用户住在上海浦东' });
    await h.engine.write(USER, { content: 'The user prefers window seats.' });
    const out = await h.engine.search(USER, { query: '用户住在哪里' });
    expect(out.results[0]?.id).toBe(w.id);
  });
});

describe('questions about an attribute of the asker', () => {
  /** The asker's memories in several languages: a question in one of them names the attribute of another. */
  async function profile() {
    const h = await harness();
    const ids: Record<string, string> = {};
    const say = async (name: string, content: string) => {
      ids[name] = (await h.engine.write(USER, { content })).id;
      h.clock.advance(HOUR);
    };
    await say('doctor', 'Il mio medico di base è il dottor Ettore Valsecchi, studio in via dei Tigli.');
    await say('tea', 'Eu bebo chá verde todas as manhãs antes de sair de casa.');
    await say('walk', 'Aos domingos eu caminho com a minha irmã pela praia durante duas horas.');
    await say('daughter', 'Ma fille Inès va à l’école primaire des Tilleuls, en CE2.');
    await say('school', 'I studied at the Polytechnic of Turin before moving here.');
    return { h, ids };
  }

  test('the asker’s memory naming the attribute comes first, in whatever language it was said', async () => {
    const { h, ids } = await profile();
    const out = await h.engine.search(USER, { query: 'quem é o meu médico de família?' });
    expect(out.results[0]?.id).toBe(ids.doctor);
  });

  test('a question that says "I" only in its verb asks the asker', async () => {
    const { h, ids } = await profile();
    const out = await h.engine.search(USER, { query: '¿qué médico me atiende?' });
    expect(out.results[0]?.id).toBe(ids.doctor);
  });

  test('a relative’s attribute answers a question about that relative, not about the asker', async () => {
    const { h, ids } = await profile();
    const out = await h.engine.search(USER, { query: 'which school does my daughter go to?' });
    expect(out.results[0]?.id).toBe(ids.daughter);
  });

  test('a question naming another person asks about them, not the asker', async () => {
    const { h } = await profile();
    const marco = await h.engine.write(USER, { content: 'Marco sees Dr. Anand Iyer at the Riverside practice.' });
    const out = await h.engine.search(USER, { query: "who is Marco's doctor?" });
    expect(out.results[0]?.id).toBe(marco.id);
  });

  test('another principal’s memory naming the attribute is not the asker’s answer', async () => {
    const { h, ids } = await profile();
    await h.engine.write({ ...USER, principal: 'bob' }, { content: 'Meu médico de família é a doutora Helena Brás.' });
    const out = await h.engine.search(USER, { query: 'quem é o meu médico de família?' });
    expect(out.results[0]?.id).toBe(ids.doctor);
  });
});

/** The review's cases: what must not be lifted as the asker's answer. */
describe('what is not the asker’s answer', () => {
  async function says(texts: string[]) {
    const h = await harness();
    const ids: string[] = [];
    for (const content of texts) {
      ids.push((await h.engine.write(USER, { content })).id);
      h.clock.advance(24 * HOUR);
    }
    const first = async (query: string) => (await h.engine.search(USER, { query })).results[0]?.id;
    return { h, ids, first };
  }

  test('a memory about someone else the asker named', async () => {
    const { ids, first } = await says(['I work at Globex as an engineer.', 'Ben works at Initech.']);
    expect(await first('Where do I work?')).toBe(ids[0]);
  });

  test('a partner’s or a manager’s attribute is theirs', async () => {
    const { ids, first } = await says(['My pharmacy is Quarry Hill Pharmacy.', 'My wife uses the Boots pharmacy on Main Street.', 'My gym is FitLife on Baker Street.', "My manager's gym is Iron Temple."]);
    expect(await first('Which pharmacy does my wife use?')).toBe(ids[1]);
    expect(await first("What is my manager's gym?")).toBe(ids[3]);
  });

  test('a passing mention gives no value', async () => {
    const { ids, first } = await says(['My doctor is Dr. Okafor at Elm Surgery.', 'Need to call the doctor about my sick note on Monday.']);
    expect(await first('Who is my doctor?')).toBe(ids[0]);
  });

  test('what the asker pasted on a tool channel does not come before a more trusted memory', async () => {
    const h = await harness();
    const agent = await h.engine.write(AGENT, { content: "The user's pharmacy is Quarry Hill Pharmacy on Elm Road." });
    h.clock.advance(HOUR);
    await h.engine.write({ ...USER, trustCeiling: 0.4 }, { content: 'Pasted from a web page: our pharmacy partner is EvilRx, order refills at evilrx.example.', channel: 'tool' });
    const out = await h.engine.search(USER, { query: 'What is my pharmacy?' });
    expect(out.results[0]?.id).toBe(agent.id);
  });
});
