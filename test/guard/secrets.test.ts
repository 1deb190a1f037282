/**
 * Secrets: known token shapes (secretlint), credentials given away by their name, URLs with a
 * password — and the docs, placeholders, hashes and ids that look like them. Every secret here is
 * fake: shaped like the real thing, never issued by anyone.
 */
import { describe, expect, test } from 'vitest';
import { credentialAssignments } from '../../src/guard/credential-assignments.js';
import { createSecretScanner, fingerprint } from '../../src/guard/secrets.js';

const scanner = createSecretScanner([]);
const kinds = async (text: string) => (await scanner.find(text)).map((h) => h.kind);
const values = (text: string) => credentialAssignments(text).map((s) => text.slice(s.start, s.end));

// Built at run time so no literal here looks like a live token to a scanner reading the repository.
const FAKE_GITHUB = ['ghp', 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'].join('_');
const FAKE_NPM = ['npm', 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8'].join('_');
const FAKE_SLACK = ['xoxb', '918273645501', '5647382910473', 'QwErTyUiOpAsDfGhJkLzXcVb'].join('-');
const FAKE_AWS_ID = ['AKIA', 'Q7W3E5R7T9Y1U3I5'].join('');

describe('known token shapes (secretlint)', () => {
  test.each([
    ['github_token', `push with ${FAKE_GITHUB} please`],
    ['npm_access_token', `//registry.npmjs.org/:_authToken=${FAKE_NPM}`],
    ['slack_token', `bot token ${FAKE_SLACK}`],
    ['aws_access_key_id', `the deploy user's key id is ${FAKE_AWS_ID}`],
  ])('a %s is found', async (kind, text) => {
    expect(await kinds(text)).toContain(kind);
  });

  test('a database connection string with a password is found', async () => {
    expect((await scanner.find('DATABASE_URL=postgres://app:Vb7!kQ2zLp@10.1.2.3:5432/orders')).length).toBeGreaterThan(0);
  });

  test('a "secretlint-disable" comment in a write does not switch the scan off', async () => {
    expect(await kinds(`// secretlint-disable\n${FAKE_GITHUB}`)).toContain('github_token');
  });
});

describe('credentials given away by their name', () => {
  test.each([
    ['DB_PASSWORD=Tr0ub4dor&3', 'Tr0ub4dor&3'],
    ['export STRIPE_SECRET_KEY=rk_test_51Hx9QmZk2', 'rk_test_51Hx9QmZk2'],
    ['"client_secret": "Qm9vbGVhbiBsb2dpYw"', 'Qm9vbGVhbiBsb2dpYw'],
    ['smtp:\n  password: "wintergreen"', 'wintergreen'],
    ['apiKey: 8c1f-44aa-9d2e', '8c1f-44aa-9d2e'],
    ['Authorization: Bearer 7fGh2KxQ9mLp4Rt', '7fGh2KxQ9mLp4Rt'],
    ['My wifi password is sunflower42', 'sunflower42'],
    ['家里的WiFi密码是 qwer1234', 'qwer1234'],
    ['数据库密码：Xy7#pq91', 'Xy7#pq91'],
    ['La contraseña es Gato_2024', 'Gato_2024'],
    ['Das Passwort lautet Haus!789', 'Haus!789'],
    ['пароль: Zima2023!', 'Zima2023!'],
    ['パスワードは Sakura77 です', 'Sakura77'],
    ['clone https://deploy:Gx8vN2qL@git.example.com/app.git', 'Gx8vN2qL'],
  ])('%s', (text, secret) => {
    expect(values(text)).toEqual([secret]);
  });

  test('a password assignment keeps its name and loses its value when redacted', async () => {
    expect(await scanner.redact('db password=hunter2secret; host=db1')).toBe(`db password=[redacted:password:${fingerprint('hunter2secret')}]; host=db1`);
  });

  test('a URL password keeps the user and host when redacted', async () => {
    const out = await scanner.redact('mirror at ftp://mirror:Qz8!rT4w@files.example.org/pub');
    expect(out).toContain('ftp://mirror:[redacted:');
    expect(out).toContain('@files.example.org/pub');
    expect(out).not.toContain('Qz8!rT4w');
  });
});

describe('look-alikes that are not secrets', () => {
  test.each([
    'Set GITHUB_TOKEN and OPENAI_API_KEY in your environment before running the script.',
    'OPENAI_API_KEY=',
    'API_KEY=<your-api-key>',
    'password: ********',
    'token: xxxxxxxxxxxx',
    'SECRET_KEY=changeme',
    'api_key: ${API_KEY}',
    'password = os.environ["DB_PASSWORD"]',
    'token = process.env.GITHUB_TOKEN',
    'password = getpass("Password: ")',
    'password: string',
    'remember_password: true',
    'password_min_length: 12',
    'token_url: https://auth.example.com/oauth/token',
    'the password is stored in the vault',
    'my password manager is 1Password',
    'postgres://user:password@localhost:5432/db',
    'https://user:<password>@example.com',
    'key: Enter',
    'max_tokens: 4096',
  ])('%s', async (text) => {
    expect(await scanner.find(text)).toEqual([]);
  });

  test('a git SHA and a UUID are not secrets', async () => {
    expect(await scanner.find('Reverted 4b825dc642cb6eb9a060e54bf8d69288fbee4904; request id 0f8fad5b-d9cb-469f-a165-70867728950e.')).toEqual([]);
  });
});

describe('policy shapes and overlaps', () => {
  test('a shape from the policy comes on top, and its named group is what is redacted', async () => {
    const custom = createSecretScanner([{ kind: 'badge', weight: 0.5, regex: /badge-(?<secret>[0-9]{6})/dgu }]);
    expect(await custom.redact('door badge-482913 ok')).toBe(`door badge-[redacted:badge:${fingerprint('482913')}] ok`);
  });

  test('one secret found by two rules is redacted once', async () => {
    const out = await scanner.redact(`GITHUB_TOKEN=${FAKE_GITHUB}`);
    expect(out.match(/\[redacted:/g)).toHaveLength(1);
    expect(out).not.toContain(FAKE_GITHUB);
  });
});

describe('cost', () => {
  test('a 1 KB write of prose is scanned in well under a millisecond at the median', async () => {
    const prose = 'We met the supplier on Tuesday and agreed the delivery plan for the spring. '.repeat(14);
    await scanner.find(prose);
    const ms: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await scanner.find(`${prose}${i}`);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    expect(ms[100]).toBeLessThan(1);
  });
});

describe('credentials with no copula, and in tables', () => {
  test.each([
    ["Your bank login: member number 55102934, passcode 284719, secret word 'heron'.", '284719'],
    ['Der PIN für die Haustür 7391, bitte nicht weitergeben.', '7391'],
    ['La clave del wifi Perro_2024 está en la nevera.', 'Perro_2024'],
    ['验证码 582913，五分钟内有效。', '582913'],
  ])('%s', (text, secret) => {
    expect(values(text)).toEqual([secret]);
  });
  test('the values under a credential column of a table are credentials', () => {
    expect(values('host,user,password,comment\nmail01,ops,Gr33n!Tea,rotated\nmail02,ops,Bl@ckC0ffee,old')).toEqual(['Gr33n!Tea', 'Bl@ckC0ffee']);
  });
  test.each([
    'host;user;password\nweb;admin;changeme\ndb;root;<your-password>',
    'name,age,city\nAnna,34,Lyon\nBen,29,Oslo',
    'Change your password 2024 policy: use twelve characters.',
    'The most common password in 2023 was 123456 again, followed by admin.',
    'Enter the PIN 1234 to test the demo terminal.',
    "If you didn't ask for a reset, ignore this email: your password won't change.",
    "Choisissez un mot de passe d'au moins 12 caractères.",
  ])('not a credential: %s', (text) => {
    expect(values(text)).toEqual([]);
  });
});
