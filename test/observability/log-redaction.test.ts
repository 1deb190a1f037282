/** Logs never carry memory content or secrets unless HINDSIGHT_LOG_CONTENT=1 asks for content. */
import { Writable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { makeSettings } from '../../src/config/settings.js';
import { createLogger } from '../../src/logger.js';
import { createNativeServer } from '../../src/mcp/native-server.js';
import { RevisionEngine } from '../../src/revision/engine.js';
import type { Judge, JudgedMemory } from '../../src/revision/judges/judge.js';

const CONTENT = 'The vault code for the Lisbon office is 4417-ALPHA.';

/** A logger writing JSON lines into a string. */
function captured(logContent?: boolean) {
  let out = '';
  const destination = new Writable({ write: (chunk, _enc, done) => void ((out += String(chunk)), done()) });
  return { log: createLogger({ level: 'info', logContent, destination }), out: () => out };
}

/** A judge endpoint that fails and echoes what it was asked, as an LLM client's error might. */
class EchoingFailingJudge implements Judge {
  readonly name = 'echoing';
  async judge(incoming: JudgedMemory): Promise<never> {
    throw Object.assign(new Error('judge endpoint answered 500'), { content: incoming.content, data: { text: incoming.content } });
  }
}

const open: Firewall[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

describe('log redaction', () => {
  it('a logged error about a failed write does not contain the memory content', async () => {
    const fw = await openFirewall({ settings: makeSettings({}) });
    open.push(fw);
    // The same store, with a judge that fails on the second, related write.
    const engine = new RevisionEngine({ ...fw.engine.deps, judge: new EchoingFailingJudge() });
    const { log, out } = captured();
    const server = createNativeServer({ engine, identity: { principal: 'alice', tenant: 'acme', trustCeiling: 0.9 }, version: '0', onError: (err, tool) => log.error({ err, tool }, 'tool failed') });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(a);
    const client = new Client({ name: 't', version: '0' });
    await client.connect(b);
    await client.callTool({ name: 'memory_write', arguments: { content: 'The vault code for the Lisbon office is 1000-BETA.' } });
    const r = await client.callTool({ name: 'memory_write', arguments: { content: CONTENT } });
    expect(r.isError).toBe(true);
    expect(out()).toContain('tool failed');
    expect(out()).toContain('judge endpoint answered 500');
    expect(out()).not.toContain('4417-ALPHA');
    expect(out()).toContain('[redacted]');
    await client.close();
  });

  it('redacts content and credential fields at the top level and one level down', () => {
    const { log, out } = captured();
    log.info({ content: CONTENT, args: { content: CONTENT }, headers: { authorization: 'Bearer s3cr3t' }, token: 's3cr3t' }, 'write');
    expect(out()).not.toContain('4417-ALPHA');
    expect(out()).not.toContain('s3cr3t');
  });

  it('with HINDSIGHT_LOG_CONTENT=1 content is logged, credentials still are not', () => {
    const { log, out } = captured(true);
    log.info({ content: CONTENT, authorization: 'Bearer s3cr3t' }, 'write');
    expect(out()).toContain('4417-ALPHA');
    expect(out()).not.toContain('s3cr3t');
  });
});
