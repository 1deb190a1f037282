/** Where the built CLI lives; integration tests drive `node dist/cli.js`, never the sources. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The built command line entry point. */
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** Fails fast with a useful message when `npm run build` has not been run. */
export function assertBuilt(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` (or \`npm test\`) before the integration tests`);
}
