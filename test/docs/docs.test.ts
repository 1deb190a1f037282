/**
 * The README and docs/ stay usable: every link between them reaches a file and a heading that
 * exist, the metrics page lists exactly the metrics the tests hold the server to, and nothing in
 * the repository sends a reader to an issue number or to a document the repository does not hold.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.js';
import { DOCUMENTED_METRICS } from '../helpers/prometheus.js';

const DOCS = join(ROOT, 'docs');
const PAGES = [join(ROOT, 'README.md'), ...readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => join(DOCS, f))];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

describe('README and docs', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [path, anchor] = target!.split('#');
        const file = path ? resolve(dirname(page), path) : page;
        if (!existsSync(file)) broken.push(`${relative(ROOT, page)}: ${target} (no such file)`);
        else if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) broken.push(`${relative(ROOT, page)}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep the README one short page that links to every page of docs/', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(Buffer.byteLength(readme)).toBeLessThan(10 * 1024);
    for (const page of readdirSync(DOCS).filter((f) => f.endsWith('.md'))) expect(readme, page).toContain(`](docs/${page})`);
    // The two commands a newcomer runs first, exactly (CI runs the second: .ci/run).
    expect(readme).toContain('```sh\nnpm install && npm start\n```');
    expect(readme).toContain('```sh\nnpm test\n```');
  });

  it('list in docs/operations.md exactly the metrics the server is held to', () => {
    const ops = readFileSync(join(DOCS, 'operations.md'), 'utf8');
    const section = ops.slice(ops.indexOf('## Metrics'), ops.indexOf('\n## ', ops.indexOf('## Metrics') + 1));
    const listed = [...section.matchAll(/^\| `(hindsight_[a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...DOCUMENTED_METRICS].sort());
  });
});

describe('the repository', () => {
  // An issue number, the design or style document of the project's sessions, or their folders.
  const FORBIDDEN = [/\bissue[ -]?#?\d/i, /\bDESIGN\b|STYLE §/, /\.\.\/shared\b|\/work\/(?:main|shared)\b|\/tmp\/h\//];

  it('refers to no issue number and to no document or path outside it', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      // Data, the lockfile, and this file (whose patterns name what they look for).
      .filter((f) => f && !f.endsWith('.jsonl') && !f.endsWith('package-lock.json') && f !== 'test/docs/docs.test.ts');
    const hits: string[] = [];
    for (const f of files) {
      if (!existsSync(join(ROOT, f))) continue;
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (FORBIDDEN.some((re) => re.test(line))) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(hits).toEqual([]);
  });
});
