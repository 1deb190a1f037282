/** Upstream mappings: the schema, and finding and removing memories in a payload by path. */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadYaml, parseYaml, PolicyError } from '../../src/config/load-policy.js';
import { defaultRole, findMemories, UpstreamMappingSchema } from '../../src/proxy/mapping.js';

const SHIPPED = join(import.meta.dirname, '..', '..', 'policies', 'upstreams', 'server-memory.yaml');
const mapping = loadYaml(SHIPPED, UpstreamMappingSchema);

function problems(text: string): string[] {
  try {
    parseYaml(text, 'm.yaml', UpstreamMappingSchema);
  } catch (err) {
    if (err instanceof PolicyError) return err.problems;
    throw err;
  }
  throw new Error('the mapping loaded');
}

describe('the shipped server-memory mapping', () => {
  test('covers all nine tools of @modelcontextprotocol/server-memory', () => {
    expect(Object.keys(mapping.tools).sort()).toEqual(
      ['add_observations', 'create_entities', 'create_relations', 'delete_entities', 'delete_observations', 'delete_relations', 'open_nodes', 'read_graph', 'search_nodes'],
    );
    expect(mapping.tools.read_graph.results).toHaveLength(2);
  });
});

describe('mapping errors name file, line and path', () => {
  test('an unknown role and a bad path', () => {
    expect(problems('kind: upstream-mapping\nversion: 1\nname: x\ntools:\n  t:\n    role: erase\n')).toEqual([expect.stringMatching(/^m\.yaml:6: tools\.t\.role: /)]);
    expect(problems("kind: upstream-mapping\nversion: 1\nname: x\ntools:\n  t:\n    role: write\n    memories:\n      - { items: 'a[][]', text: b }\n")[0]).toMatch(
      /^m\.yaml:8: tools\.t\.memories\.0\.items: a path is keys joined by dots/,
    );
  });

  test('a write tool needs memories, a read tool results', () => {
    expect(problems('kind: upstream-mapping\nversion: 1\nname: x\ntools:\n  w: { role: write }\n  r: { role: read }\n')).toEqual([
      'm.yaml:5: tools.w.memories: a write tool needs memories',
      'm.yaml:6: tools.r.results: a read tool needs results',
    ]);
  });
});

describe('findMemories', () => {
  test('finds texts with their subjects and removes exactly the ones asked, after deciding', () => {
    const args = {
      observations: [
        { entityName: 'Ann', contents: ['a1', 'a2', 'a3'] },
        { entityName: 'Ben', contents: ['b1'] },
      ],
    };
    const { found, prune } = findMemories(args, mapping.tools.add_observations.memories);
    expect(found.map((m) => [m.subject, m.text])).toEqual([['Ann', 'a1'], ['Ann', 'a2'], ['Ann', 'a3'], ['Ben', 'b1']]);
    found[0].remove();
    found[2].remove();
    found[3].remove();
    prune();
    expect(args).toEqual({ observations: [{ entityName: 'Ann', contents: ['a2'] }, { entityName: 'Ben', contents: [] }] });
  });

  test('a template makes the whole item one memory; removing it removes the item', () => {
    const graph = { entities: [], relations: [{ from: 'Ann', to: 'Ben', relationType: 'knows' }, { from: 'Ben', to: 'Cy', relationType: 'manages' }] };
    const { found, prune } = findMemories(graph, mapping.tools.read_graph.results);
    expect(found.map((m) => [m.subject, m.text])).toEqual([['Ann', 'Ann knows Ben'], ['Ben', 'Ben manages Cy']]);
    found[0].remove();
    prune();
    expect(graph.relations).toEqual([{ from: 'Ben', to: 'Cy', relationType: 'manages' }]);
  });

  test('a single text field takes its item with it; at the root nothing can be removed, so the memory says so', () => {
    const batch = { notes: [{ content: 'keep', topic: 'a' }, { content: 'drop', topic: 'b' }] };
    const { found, prune } = findMemories(batch, [{ items: 'notes[]', text: 'content', subject: 'topic' }]);
    expect(found.map((m) => [m.text, m.removable])).toEqual([['keep', true], ['drop', true]]);
    found[1].remove();
    prune();
    expect(batch.notes).toEqual([{ content: 'keep', topic: 'a' }]);

    const single = { content: 'one', subject: 's' };
    const [m] = findMemories(single, [{ items: '.', text: 'content', subject: 'subject' }]).found;
    expect(m.removable).toBe(false);
    m.replace('[redacted]');
    expect(single.content).toBe('[redacted]');
  });

  test('ignores what is not where the path says, instead of throwing', () => {
    const { found } = findMemories({ observations: [null, 7, { entityName: 3, contents: 'not an array' }, { contents: [1, 'x'] }] }, mapping.tools.add_observations.memories);
    expect(found.map((m) => [m.subject, m.text])).toEqual([[undefined, 'x']]);
  });

  test('a subject-only delete names the item itself', () => {
    const { found } = findMemories({ entityNames: ['Ann', 'Ben'] }, mapping.tools.delete_entities.memories);
    expect(found.map((m) => m.subject)).toEqual(['Ann', 'Ben']);
  });
});

describe('default role', () => {
  test('under auto a tool is screened whatever it says of itself; an upstream calling it destructive only makes it admin', () => {
    expect(defaultRole(mapping, { readOnlyHint: true })).toBe('screen');
    expect(defaultRole(mapping, { readOnlyHint: true, destructiveHint: false })).toBe('screen');
    expect(defaultRole(mapping, { destructiveHint: true })).toBe('admin');
    expect(defaultRole(mapping, {})).toBe('screen');
  });

  test('passthrough only where the mapping names it', () => {
    expect(defaultRole({ ...mapping, default_role: 'passthrough' }, {})).toBe('passthrough');
    expect(defaultRole({ ...mapping, default_role: 'deny' }, { readOnlyHint: true })).toBe('deny');
    expect(defaultRole({ ...mapping, default_role: 'screen' }, { destructiveHint: true })).toBe('screen');
    expect(UpstreamMappingSchema.parse({ kind: 'upstream-mapping', version: 1, name: 'x', tools: { t: { role: 'screen' } } }).tools.t.role).toBe('screen');
  });
});
