/** How printed follow-up commands start: the way the user started this one, so they work as printed. */
import { describe, expect, it } from 'vitest';
import { cliCommand, shellQuote } from '../../src/config/invocation.js';

describe('cliCommand', () => {
  it('is node and the script relative to the working directory in a clone', () => {
    expect(cliCommand('/home/me/hindsight-guard/dist/cli.js', '/home/me/hindsight-guard')).toBe('node dist/cli.js');
  });

  it('keeps the script absolute when the working directory is elsewhere', () => {
    expect(cliCommand('/home/me/hindsight-guard/dist/cli.js', '/tmp')).toBe('node /home/me/hindsight-guard/dist/cli.js');
    expect(cliCommand('/home/my repos/hg/dist/cli.js', '/tmp')).toBe("node '/home/my repos/hg/dist/cli.js'");
  });

  it('is npx hindsight-guard when run from a node_modules/.bin link (npx, npm scripts, a dependency)', () => {
    expect(cliCommand('/root/.npm/_npx/25384ee8/node_modules/.bin/hindsight-guard', '/work')).toBe('npx hindsight-guard');
    expect(cliCommand('/app/node_modules/.bin/hindsight-guard', '/app')).toBe('npx hindsight-guard');
  });

  it('is hindsight-guard when installed on the PATH, and npx hindsight-guard inside another program', () => {
    expect(cliCommand('/usr/local/bin/hindsight-guard', '/tmp')).toBe('hindsight-guard');
    expect(cliCommand('/app/server.js', '/app')).toBe('npx hindsight-guard');
    expect(cliCommand(undefined, '/app')).toBe('npx hindsight-guard');
  });
});

describe('shellQuote', () => {
  it('leaves plain words alone and single-quotes the rest, quotes included', () => {
    expect(shellQuote('sha256:ab12')).toBe('sha256:ab12');
    expect(shellQuote('./data')).toBe('./data');
    expect(shellQuote('my data')).toBe("'my data'");
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('$(rm -rf ~)')).toBe("'$(rm -rf ~)'");
  });
});
