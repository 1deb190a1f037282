/**
 * How to run the command line again, the way its user can type it. A follow-up command the
 * firewall prints (`review show`'s approve line, the fix a refusal names) starts with this, so it
 * works as printed: `node dist/cli.js` in a clone, `npx hindsight-guard` where the package is a
 * dependency (or in a clone, where npx runs the project's own bin), `hindsight-guard` where it is
 * installed on the PATH.
 */
import { basename, isAbsolute, relative } from 'node:path';

/**
 * The command that started this process, as a shell prefix.
 *
 * @example cliCommand('/repo/dist/cli.js', '/repo') // 'node dist/cli.js'
 */
export function cliCommand(script: string | undefined = process.argv[1], cwd = process.cwd()): string {
  if (!script || /[\\/]node_modules[\\/]\.bin[\\/]/.test(script)) return 'npx hindsight-guard';
  if (basename(script) === 'cli.js') {
    const rel = relative(cwd, script);
    return `node ${shellQuote(rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : script)}`;
  }
  // A bin link on the PATH; anything else is a program embedding the package.
  return basename(script) === 'hindsight-guard' ? 'hindsight-guard' : 'npx hindsight-guard';
}

/**
 * A full command line of this CLI, each argument quoted for a POSIX shell where it needs it.
 *
 * @example followUp(['review', 'list', '--data-dir', 'my data']) // "node dist/cli.js review list --data-dir 'my data'"
 */
export function followUp(args: readonly string[]): string {
  return [cliCommand(), ...args.map(shellQuote)].join(' ');
}

/** `arg` as one word for a POSIX shell: as it is when that is safe, else single-quoted. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
