/** Policies with principals for the HTTP tests: the default policy, its principals replaced. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.js';
import { startHttpServer, type HttpServerProcess } from './processes.js';
import { onCleanup } from './resources.js';
import { makeTempDir } from './temp-dirs.js';

/** Writes the default policy with a local default principal and these, with their token hashes; returns its path. */
export function policyWith(principals: Record<string, { role: string; tenant: string; trust: number }>, hashes: Record<string, string>): string {
  const base = readFileSync(join(ROOT, 'policies', 'default.yaml'), 'utf8');
  const list = Object.entries(principals)
    .map(([name, p]) => `  - { name: ${name}, role: ${p.role}, tenant: ${p.tenant}, trust_ceiling: ${p.trust}, token_sha256: ${hashes[name]} }`)
    .join('\n');
  const replaced = base.replace(/^principals:\n(?:  .*\n)+/m, `principals:\n  - { name: local-user, trust_ceiling: 0.9, tenant: default }\n${list}\n`);
  if (replaced === base) throw new Error('policies/default.yaml has no principals block to replace');
  const file = join(makeTempDir(), 'policy.yaml');
  writeFileSync(file, replaced);
  return file;
}

/** `serve --http` under the default policy with an agent and a reviewer of tenant `a`, stopped at cleanup. */
export async function serveAgentAndReviewer(agentSha256: string, reviewerSha256: string): Promise<HttpServerProcess> {
  const policy = policyWith(
    { 'agent-a': { role: 'agent', tenant: 'a', trust: 0.9 }, 'reviewer-a': { role: 'reviewer', tenant: 'a', trust: 0.9 } },
    { 'agent-a': agentSha256, 'reviewer-a': reviewerSha256 },
  );
  const server = await startHttpServer('', { args: ['serve', '--http', '--port', '0', '--data-dir', makeTempDir(), '--policy', policy] });
  onCleanup(() => server.stop());
  return server;
}
