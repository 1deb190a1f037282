/**
 * The deployment files (docker-compose.yml, Dockerfile, prometheus/, grafana/, deploy/) checked as
 * data: no container engine runs here, so these are the promises the files make that a reader
 * could otherwise only find broken at `docker compose up` — that the replicas, PostgreSQL, Redis
 * and the balancer point at one another by the names and ports each declares, with the variable
 * names the CLI reads. Where `docker-compose` is installed, its own `config` validates the file
 * too. The balancer's configuration is run for real in deploy-balancer.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newToken } from '../../src/auth/principals.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { ALLOWED_METRICS, alertRules, DATASOURCE_UID, dashboardPanels, metricNames } from '../helpers/observability-files.js';
import { ROOT } from '../helpers/paths.js';
import { runCli, startHttpServer } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

interface Service {
  image?: string;
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  build?: { context: string; dockerfile?: string };
  env_file?: string | string[];
  environment?: Record<string, string>;
  volumes?: (string | { type: string; source: string; target: string; read_only?: boolean })[];
  ports?: string[];
  healthcheck?: { test: string[] };
  'x-healthcheck-reason'?: string;
}

const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');
// `merge`: the replicas share one block through a YAML anchor and merge key (`<<: *hindsight`), as Compose reads it.
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = Object.entries(compose.services);
const REPLICAS = ['hindsight-1', 'hindsight-2'];
/** `KEY=value` lines of an env file. */
const envFile = (rel: string) => Object.fromEntries(read(rel).split('\n').filter((l) => /^[A-Z_][A-Z0-9_]*=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
const dockerfile = read('Dockerfile');

/** Files an operator makes from a committed template; never committed themselves. */
const FROM_TEMPLATE: Record<string, string> = {
  'deploy/hindsight.env': 'deploy/hindsight.env.example',
  'deploy/grafana.env': 'deploy/grafana.env.example',
  'deploy/postgres.env': 'deploy/postgres.env.example',
  'deploy/policy.yaml': 'deploy/policy.example.yaml',
};

/** Every host path the compose file names, relative to the repository. */
function referencedPaths(): string[] {
  const paths: string[] = [];
  for (const [, s] of services) {
    if (s.build) paths.push(s.build.context, join(s.build.context, s.build.dockerfile ?? 'Dockerfile'));
    paths.push(...[s.env_file ?? []].flat());
    for (const v of s.volumes ?? []) {
      const source = typeof v === 'string' ? v.split(':')[0] : v.type === 'bind' ? v.source : undefined;
      if (source?.startsWith('.')) paths.push(source);
    }
  }
  return paths.map((p) => join(p));
}

describe('docker-compose.yml', () => {
  it('has two firewall replicas behind a balancer, PostgreSQL and Redis, Qdrant for a later adapter, and the observability stack', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['grafana', 'hindsight-1', 'hindsight-2', 'jaeger', 'lb', 'postgres', 'prometheus', 'qdrant', 'redis']);
  });

  it('names only files that exist, or that an operator makes from a committed, git-ignored template', () => {
    const paths = referencedPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['deploy/hindsight.env', 'deploy/postgres.env', 'deploy/grafana.env', 'deploy/policy.yaml', 'deploy/haproxy.cfg', 'Dockerfile', 'prometheus', 'grafana/provisioning', 'grafana/dashboards']),
    );
    for (const p of paths) {
      const template = FROM_TEMPLATE[p];
      if (template) {
        expect(existsSync(join(ROOT, template)), `${template} (template of ${p})`).toBe(true);
        expect(() => execFileSync('git', ['check-ignore', '-q', p], { cwd: ROOT }), `${p} must be git-ignored`).not.toThrow();
      } else {
        expect(existsSync(join(ROOT, p)), p).toBe(true);
      }
    }
  });

  it('pins every image to a tag that is not latest', () => {
    for (const [name, s] of services) {
      expect(s.image, name).toMatch(/^[a-z0-9./_-]+:[A-Za-z0-9._-]+$/);
      expect(s.image!.split(':')[1], name).not.toMatch(/latest/);
    }
    const version = (JSON.parse(read('package.json')) as { version: string }).version;
    for (const r of REPLICAS) expect(compose.services[r]!.image).toBe(`hindsight-guard:${version}`);
  });

  it('publishes ports on 127.0.0.1 only, and the firewall only through the balancer', () => {
    const published = services.flatMap(([, s]) => s.ports ?? []);
    expect(published.length).toBeGreaterThan(0);
    for (const p of published) expect(p).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    expect(compose.services.lb!.ports).toEqual(['127.0.0.1:8787:8787']);
    for (const r of REPLICAS) expect(compose.services[r]!.ports, r).toBeUndefined();
    // PostgreSQL and Redis are reached inside the compose network only.
    expect(compose.services.postgres!.ports).toBeUndefined();
    expect(compose.services.redis!.ports).toBeUndefined();
  });

  it('gives every service a healthcheck, or says why it has none', () => {
    for (const [name, s] of services) {
      const ok = (s.healthcheck?.test.length ?? 0) > 1 || (s['x-healthcheck-reason']?.length ?? 0) > 20;
      expect(ok, name).toBe(true);
    }
  });

  it('keeps state in named volumes, and none in the replicas (their index is rebuilt from the ledger)', () => {
    for (const r of REPLICAS) expect(compose.services[r]!.volumes!.filter((v) => typeof v === 'string'), r).toEqual([]);
    for (const [name, target] of [['postgres', '/var/lib/postgresql/data'], ['prometheus', '/prometheus'], ['grafana', '/var/lib/grafana'], ['redis', '/data'], ['qdrant', '/qdrant/storage']]) {
      const vol = compose.services[name].volumes!.find((v): v is string => typeof v === 'string' && v.endsWith(`:${target}`));
      expect(vol, `${name}:${target}`).toBeDefined();
      expect(Object.keys(compose.volumes), name).toContain(vol!.split(':')[0]);
    }
  });

  it('mounts the policy read-only where HINDSIGHT_POLICY points, and gives each service only its own secrets', () => {
    for (const r of REPLICAS) {
      const h = compose.services[r]!;
      const policy = h.volumes!.find((v) => typeof v !== 'string' && v.source === './deploy/policy.yaml');
      expect(policy, r).toMatchObject({ type: 'bind', target: h.environment!.HINDSIGHT_POLICY, read_only: true });
      expect(h.env_file, r).toBe('deploy/hindsight.env');
    }
    expect(compose.services.grafana!.env_file).toBe('deploy/grafana.env');
    expect(compose.services.postgres!.env_file).toBe('deploy/postgres.env');
    expect(Object.keys(envFile('deploy/grafana.env.example')).sort()).toEqual(['GF_SECURITY_ADMIN_PASSWORD', 'GF_SECURITY_ADMIN_USER']);
    expect(Object.keys(envFile('deploy/postgres.env.example'))).toEqual(['POSTGRES_PASSWORD']);
    for (const k of Object.keys(envFile('deploy/hindsight.env.example'))) expect(k).toMatch(/^HINDSIGHT_/);
  });

  it('points every replica at the postgres and redis services with the names, credentials and ports they declare', () => {
    const pg = compose.services.postgres!;
    const url = new URL(envFile('deploy/hindsight.env.example').HINDSIGHT_DATABASE_URL!);
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.port || '5432').toBe('5432');
    expect(url.username).toBe(pg.environment!.POSTGRES_USER);
    expect(url.password).toBe(envFile('deploy/postgres.env.example').POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pg.environment!.POSTGRES_DB}`);
    expect(pg.healthcheck!.test).toEqual(['CMD', 'pg_isready', '-U', pg.environment!.POSTGRES_USER, '-d', pg.environment!.POSTGRES_DB]);
    for (const r of REPLICAS) {
      const env = compose.services[r]!.environment!;
      const redis = new URL(env.HINDSIGHT_REDIS_URL!);
      expect([redis.protocol, redis.hostname, redis.port], r).toEqual(['redis:', 'redis', '6379']);
      expect(new URL(env.OTEL_EXPORTER_OTLP_ENDPOINT!).hostname, r).toBe('jaeger');
      // Started once the ledger and the coordinator answer.
      expect(compose.services[r]!.depends_on, r).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
      expect(compose.services[r]!.expose, r).toEqual(['8787']);
    }
  });

  it('sets only variables the CLI reads, each in the configuration table of docs/cli.md and in the source', () => {
    const sources = execFileSync('git', ['grep', '-h', '-o', '-E', 'HINDSIGHT_[A-Z_]+', '--', 'src'], { cwd: ROOT, encoding: 'utf8' });
    const documented = read('docs/cli.md');
    const names = new Set([...REPLICAS.flatMap((r) => Object.keys(compose.services[r]!.environment!)), ...Object.keys(envFile('deploy/hindsight.env.example'))].filter((k) => k.startsWith('HINDSIGHT_')));
    expect([...names].sort()).toEqual(['HINDSIGHT_DATABASE_SCHEMA', 'HINDSIGHT_DATABASE_URL', 'HINDSIGHT_LOG_LEVEL', 'HINDSIGHT_POLICY', 'HINDSIGHT_REDIS_PREFIX', 'HINDSIGHT_REDIS_URL', 'HINDSIGHT_WEBHOOK_SECRET']);
    for (const n of names) {
      expect(sources.split('\n'), n).toContain(n);
      // The webhook secret's name is the policy's `secret_env` default, documented in policies.md.
      if (n !== 'HINDSIGHT_WEBHOOK_SECRET') expect(documented, n).toContain(`| \`${n}\` |`);
    }
  });

  it('balances over every replica on the port the replicas serve, checking /readyz, with MCP sessions kept on their replica', () => {
    const cfg = read('deploy/haproxy.cfg');
    expect(compose.services.lb!.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    const servers = [...cfg.matchAll(/^\s*server (\S+) (\S+):(\d+)\s*$/gm)].map((m) => ({ name: m[1], host: m[2], port: m[3] }));
    expect(servers.map((x) => x.host).sort()).toEqual(REPLICAS);
    for (const x of servers) expect(x.port).toBe('8787');
    expect(cfg).toMatch(/^\s*bind :8787$/m);
    expect(cfg).toMatch(/^\s*option httpchk$/m);
    expect(cfg).toMatch(/^\s*http-check send meth GET uri \/readyz ver HTTP\/1\.1 hdr Host localhost$/m);
    expect(cfg).toMatch(/^\s*stick store-response res\.hdr\(mcp-session-id\)$/m);
    expect(compose.services.lb!.healthcheck!.test).toEqual(['CMD', 'wget', '-q', '-O', '/dev/null', `http://127.0.0.1:8787${/^\s*monitor-uri (\S+)$/m.exec(cfg)![1]}`]);
    expect(compose.services.lb!.image).toMatch(/^haproxy:/);
  });

  it('passes `docker-compose config` where docker-compose is installed (1.29 predates the top-level `name`, left out for it)', (ctx) => {
    if (spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status !== 0) {
      ctx.skip();
      return;
    }
    const dir = makeTempDir();
    for (const f of ['Dockerfile', 'deploy', 'prometheus', 'grafana']) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    writeFileSync(join(dir, 'docker-compose.yml'), read('docker-compose.yml').replace(/^name: .*$/m, ''));
    for (const [file, template] of Object.entries(FROM_TEMPLATE)) cpSync(join(ROOT, template), join(dir, file));
    const r = spawnSync('docker-compose', ['config', '--quiet'], { cwd: dir, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it('mounts the Grafana provisioning and dashboards read-only, and the alert rules into Prometheus', () => {
    expect(compose.services.grafana.volumes).toEqual(
      expect.arrayContaining(['./grafana/provisioning:/etc/grafana/provisioning:ro', './grafana/dashboards:/var/lib/grafana/dashboards:ro']),
    );
    expect(compose.services.prometheus.volumes).toContain('./prometheus:/etc/prometheus:ro');
    const prom = parse(read('prometheus/prometheus.yml')) as { rule_files: string[]; scrape_configs: { static_configs: { targets: string[] }[] }[] };
    expect(prom.rule_files).toEqual(['alerts.yml']);
    expect(prom.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets))).toEqual(expect.arrayContaining(REPLICAS.map((r) => `${r}:8787`)));
  });
});

describe('Dockerfile', () => {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trimStart().startsWith('#'));
  const last = (keyword: string) => instructions.filter((l) => l.startsWith(`${keyword} `)).at(-1);

  it('builds in stages and installs production dependencies only into the runtime image', () => {
    expect(instructions.filter((l) => l.startsWith('FROM ')).length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20[.\d]*-bookworm-slim$/m);
    expect(dockerfile).toContain('npm run build');
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('ships what the package ships beside dist/: the policies and the learned screening model', () => {
    const pkg = JSON.parse(read('package.json')) as { files: string[] };
    for (const dir of ['policies', 'models']) {
      expect(pkg.files).toContain(dir);
      expect(instructions).toContain(`COPY ${dir} ./${dir}`);
    }
  });

  it('runs as a non-root user, with a HEALTHCHECK, port 8787 and the /data volume', () => {
    expect(last('USER')).toBeDefined();
    expect(last('USER')).not.toMatch(/^USER (root|0)(:|$)/);
    expect(last('HEALTHCHECK')).toContain('/healthz');
    expect(last('EXPOSE')).toBe('EXPOSE 8787');
    expect(last('VOLUME')).toContain('/data');
    expect(last('CMD')).toBe('CMD ["node", "dist/cli.js", "serve", "--http", "--host", "0.0.0.0", "--data-dir", "/data"]');
  });

  it('has a HEALTHCHECK that passes against a serving firewall and fails once it is gone (compose runs the same against /readyz)', async () => {
    const cmd = JSON.parse(last('HEALTHCHECK')!.slice(last('HEALTHCHECK')!.indexOf(' CMD ') + 5)) as string[];
    // The replicas are checked for readiness: the same command, asking /readyz.
    const ready = [cmd[0]!, cmd[1]!, cmd[2]!.replace('/healthz', '/readyz')];
    expect(ready[2]).toContain("'/readyz'");
    for (const r of REPLICAS) expect(compose.services[r]!.healthcheck!.test, r).toEqual(['CMD', ...ready]);
    expect(cmd.slice(0, 2)).toEqual(['node', '-e']);
    const server = await startHttpServer(makeTempDir(), { timeoutMs: 40_000 });
    // The check follows HINDSIGHT_PORT, as the server does (8787 without it).
    expect(cmd[2]).toContain('process.env.HINDSIGHT_PORT || 8787');
    const probe = (script: string) => spawnSync(process.execPath, ['-e', script], { timeout: 10_000, env: { ...process.env, HINDSIGHT_PORT: new URL(server.url).port } }).status;
    expect(probe(cmd[2]!)).toBe(0);
    expect(probe(ready[2]!)).toBe(0);
    await server.stop();
    expect(probe(cmd[2]!)).toBe(1);
    expect(probe(ready[2]!)).toBe(1);
  });

  it('has a .dockerignore that keeps local state and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const p of ['node_modules', 'dist', 'data', '.git', '.env', 'deploy/*.env', 'deploy/policy.yaml']) expect(ignored).toContain(p);
  });
});

describe('deploy/policy.example.yaml', () => {
  it('is refused as committed; filled with token hashes it is valid and lets serve bind a non-loopback address', async () => {
    const template = join(ROOT, 'deploy', 'policy.example.yaml');
    const refused = await runCli(['policy', 'check', template]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain('token_sha256');

    const filled = readFileSync(template, 'utf8').replace(/"paste the sha256 printed by [^"]*"/g, () => newToken().sha256);
    const file = join(makeTempDir(), 'policy.yaml');
    writeFileSync(file, filled);
    const ok = await runCli(['policy', 'check', file]);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    // As in the container, serve then binds an address that is not loopback by name.
    const server = await startHttpServer(makeTempDir(), { host: '127.0.0.2', env: { HINDSIGHT_POLICY: file } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('grafana/ and prometheus/', () => {
  it('parses every provisioning and rules file', () => {
    const ds = parse(read('grafana/provisioning/datasources/prometheus.yaml')) as { datasources: { uid: string; url: string }[] };
    expect(ds.datasources).toEqual([expect.objectContaining({ uid: DATASOURCE_UID, url: 'http://prometheus:9090' })]);
    const providers = parse(read('grafana/provisioning/dashboards/dashboards.yaml')) as { providers: { type: string; options: { path: string } }[] };
    expect(providers.providers).toEqual([expect.objectContaining({ type: 'file', options: expect.objectContaining({ path: '/var/lib/grafana/dashboards' }) })]);
    expect(statSync(resolve(ROOT, 'grafana/dashboards/hindsight-guard.json')).isFile()).toBe(true);
  });

  it('targets the provisioned datasource uid in every dashboard panel and query', () => {
    const panels = dashboardPanels();
    expect(panels.length).toBeGreaterThanOrEqual(12);
    for (const p of panels) {
      expect(p.datasource?.uid, p.title).toBe(DATASOURCE_UID);
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
      for (const t of p.targets!) expect(t.datasource?.uid, `${p.title} ${t.refId}`).toBe(DATASOURCE_UID);
    }
  });

  it('queries only the metrics docs/operations.md lists, in the dashboard and the alert rules', () => {
    const exprs = [...dashboardPanels().flatMap((p) => p.targets!.map((t) => t.expr)), ...alertRules().map((r) => r.expr)];
    for (const e of exprs) {
      const names = metricNames(e);
      expect(names.length, e).toBeGreaterThan(0);
      for (const n of names) expect(ALLOWED_METRICS.has(n), `${n} in ${e}`).toBe(true);
    }
  });

  it('gives every alert a duration, a severity and a summary and description of what to do', () => {
    const rules = alertRules();
    expect(rules.map((r) => r.alert).sort()).toEqual([
      'HindsightGuardLayerErrors',
      'HindsightJudgeErrors',
      'HindsightMcpErrorRate',
      'HindsightPrincipalNearBound',
      'HindsightQuarantineBacklogGrowing',
      'HindsightQuarantineBacklogOld',
      'HindsightUpstreamDown',
    ]);
    for (const r of rules) {
      expect(r.for, r.alert).toMatch(/^\d+[smh]$/);
      expect(['warning', 'critical'], r.alert).toContain(r.labels?.severity);
      expect(r.annotations?.summary, r.alert).toBeTruthy();
      expect(r.annotations?.description?.length, r.alert).toBeGreaterThan(80);
    }
  });
});
