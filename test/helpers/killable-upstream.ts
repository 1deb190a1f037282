/** An upstream a test can kill and keep down: server-memory behind a launcher that writes its pid. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeTempDir } from './temp-dirs.js';

const SERVER_MEMORY = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');

/**
 * server-memory behind a launcher that writes its pid and refuses to start while a block file
 * exists. `kill` SIGKILLs the last one started and keeps it down until `release`.
 */
export function killableUpstream() {
  const dir = makeTempDir();
  const pidFile = join(dir, 'pid');
  const block = join(dir, 'block');
  const launcher = join(dir, 'upstream.mjs');
  writeFileSync(
    launcher,
    `import { existsSync, writeFileSync } from 'node:fs';\n` +
      `if (existsSync(${JSON.stringify(block)})) process.exit(1);\n` +
      `writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\n` +
      `await import(${JSON.stringify(pathToFileURL(SERVER_MEMORY).href)});\n`,
  );
  return {
    command: [process.execPath, launcher],
    /** Kills the running upstream and keeps it from starting again until `release`. */
    kill: () => {
      writeFileSync(block, '');
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
    },
    /** Keeps the upstream from starting (the running one, if any, goes on). */
    block: () => writeFileSync(block, ''),
    release: () => rmSync(block, { force: true }),
  };
}
