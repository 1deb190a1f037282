/**
 * Child process of the core bench: opens the firewall over an existing data directory the way
 * `serve` does, times it, runs a few searches, and prints one JSON line. A fresh process makes
 * start-up time (module load, snapshot load or rebuild, catch-up) and resident memory honest:
 * nothing is warm or already allocated by the bench itself.
 *
 * Usage: node startup-probe.js <dataDir> <seed> <searches> [settings JSON] [PostgreSQL target JSON]
 */
import { openFirewall } from '../app.js';
import { makeSettings, SettingsSchema } from '../config/settings.js';
import type { PgTarget } from '../store/postgres/pg-db.js';
import { MemoryGenerator } from './synthetic.js';
import { peakRssMb, rssMb, summarize } from './stats.js';

/** What the probe reports. */
export interface ProbeReport {
  /** Time from process start to the probe's first line (module loading). */
  boot_ms: number;
  /** `openFirewall` duration: ledger open + integrity check + index load or rebuild + catch-up. */
  open_ms: number;
  index: { loaded: number; caughtUp: number; rebuilt: boolean };
  /** First search after open (cold caches). */
  first_search_ms: number;
  search_ms: ReturnType<typeof summarize>;
  rss_mb: number;
  peak_rss_mb: number;
}

async function main(): Promise<void> {
  const boot = performance.now();
  const [dataDir, seed, searches, settingsJson, databaseJson] = process.argv.slice(2);
  const settings = settingsJson ? SettingsSchema.parse(JSON.parse(settingsJson)) : makeSettings();
  const database = databaseJson ? (JSON.parse(databaseJson) as PgTarget) : undefined;
  const t0 = performance.now();
  const fw = await openFirewall({ dataDir, database, settings });
  const openMs = performance.now() - t0;
  const caller = { principal: 'bench', tenant: fw.engine.deps.settings.tenant, trustCeiling: 0.9, tool: 'memory_search', session: 'bench-probe' };
  const gen = new MemoryGenerator(1000, Number(seed));
  const ms: number[] = [];
  for (let i = 0; i < Number(searches); i++) {
    const t = performance.now();
    await fw.engine.search(caller, { query: gen.query().text, limit: 10 });
    ms.push(performance.now() - t);
  }
  await fw.close();
  const report: ProbeReport = {
    boot_ms: Math.round(boot),
    open_ms: Math.round(openMs * 10) / 10,
    index: fw.store.indexInfo,
    first_search_ms: Math.round((ms[0] ?? NaN) * 1000) / 1000,
    search_ms: summarize(ms),
    rss_mb: rssMb(),
    peak_rss_mb: peakRssMb(),
  };
  process.stdout.write(JSON.stringify(report) + '\n');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`startup-probe: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
