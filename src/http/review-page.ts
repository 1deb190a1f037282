/**
 * The review page (`/review`): server-rendered HTML forms, no scripts at all, one stylesheet served
 * from here (no CDN). A reviewer signs in with their bearer token once; the page then keeps a
 * server-side session behind a `__Host-` cookie (Secure, HttpOnly, SameSite=Strict). Every form
 * that changes something carries the session's CSRF token and must come from this origin; the CSP
 * allows nothing but this origin's stylesheet and forms, and no framing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { can, type Principal, type Principals } from '../auth/principals.js';
import { followUp } from '../config/invocation.js';
import { HindsightError, toWireError } from '../core/errors.js';
import type { Logger } from '../logger.js';
import type { RevisionEngine } from '../revision/engine.js';
import { httpStatus } from './review-api.js';
import { decide, decideMany, item, queue, QUEUE_PREVIEW_CHARS, readers, rollback, type QueueFilter } from './review-service.js';

const COOKIE = '__Host-hg_review';
const SESSION_MS = 8 * 3600_000;
const CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** HTML-escapes text for element content and quoted attributes. */
export function esc(v: unknown): string {
  return String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
header{background:#1b1f24;color:#fff;padding:.6em 1.2em;display:flex;gap:1em;align-items:center}
header a{color:#fff}header form{margin-left:auto}
main{padding:1em 1.2em;max-width:1200px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border-bottom:1px solid #dde;padding:.4em;text-align:left;vertical-align:top}
.content{white-space:pre-wrap;background:#fff;border:1px solid #dde;padding:.6em;font-family:ui-monospace,monospace}
.del{background:#fdd;text-decoration:line-through}.add{background:#dfd}
.flash{background:#eef6ff;border:1px solid #9bd;padding:.5em;margin:.5em 0}.error{background:#fee;border-color:#d99}
.sev-high,.sev-error{color:#a00;font-weight:bold}.sev-medium{color:#a60}
form.inline{display:inline}fieldset{border:1px solid #dde;margin:.6em 0;background:#fff}
textarea{width:100%;min-height:6em;font-family:ui-monospace,monospace}
`;

interface PageSession {
  principal: Principal;
  csrf: string;
  expires: number;
  /** What the last decision did, shown once on the next page. Kept here, not in the URL, so a link cannot put words in the page. */
  flash?: string;
}

/** Mounts `/review` and its stylesheet. */
export function mountReviewPage(
  app: express.Express,
  deps: { engine: RevisionEngine; principals: Principals; log: Logger; onLogin?: (p: Principal, ok: boolean, ip: string) => Promise<void> },
): void {
  const { engine, principals, log } = deps;
  const sessions = new Map<string, PageSession>();
  const failures = new Map<string, { n: number; since: number }>();
  const router = express.Router();
  // Form bodies for the page's own routes only (the API takes JSON).
  router.use('/review', express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 2000 }));
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the page's own forms.
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const cookieOf = (req: Request): string | undefined => {
    for (const part of (req.header('cookie') ?? '').split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === COOKIE) return v.join('=');
    }
    return undefined;
  };
  const sessionOf = (req: Request): PageSession | undefined => {
    const id = cookieOf(req);
    const s = id ? sessions.get(id) : undefined;
    if (s && s.expires < Date.now()) {
      sessions.delete(id!);
      return undefined;
    }
    return s;
  };
  /** A state-changing form: same origin (when the browser says) and the session's CSRF token. */
  const checkForm = (req: Request, s: PageSession | undefined): void => {
    const site = req.header('sec-fetch-site');
    if (site && site !== 'same-origin') throw new HindsightError('forbidden', 'cross-site form refused');
    // Host only: behind a TLS-terminating proxy the browser says https while this server sees http.
    const origin = req.header('origin');
    if (origin && hostOf(origin) !== req.header('host')) throw new HindsightError('forbidden', 'cross-origin form refused');
    if (!s) return;
    const sent = Buffer.from(String((req.body as Record<string, unknown>).csrf ?? ''));
    const want = Buffer.from(s.csrf);
    if (sent.length !== want.length || !timingSafeEqual(sent, want)) throw new HindsightError('forbidden', 'the form is stale or forged (CSRF token mismatch); reload the page');
  };

  const page = (s: PageSession | undefined, title: string, body: string, flash?: { text: string; error?: boolean }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · hindsight-guard review</title><link rel="stylesheet" href="/review/style.css"></head>
<body><header><strong>hindsight-guard review</strong>${
    s
      ? `<a href="/review">queue</a><span>${esc(s.principal.name)} (${esc(s.principal.role)}, tenant ${esc(s.principal.tenant)})</span>
<form method="post" action="/review/logout"><input type="hidden" name="csrf" value="${esc(s.csrf)}"><button>sign out</button></form>`
      : ''
  }</header><main>${flash ? `<p class="flash${flash.error ? ' error' : ''}" role="status">${esc(flash.text)}</p>` : ''}<h1>${esc(title)}</h1>${body}</main></body></html>`;

  const send = (res: Response, status: number, html: string) => void res.status(status).type('html').send(html);
  const fail = (res: Response, s: PageSession | undefined, err: unknown) => {
    const wire = toWireError(err);
    if (wire.code === 'internal') log.error({ err }, 'review page failed');
    send(res, httpStatus(wire.code), page(s, 'Error', `<p><a href="/review">back to the queue</a></p>`, { text: `${wire.code}: ${wire.message}`, error: true }));
  };
  /** A page for a signed-in reviewer; others get the sign-in form. */
  const signedIn =
    (handler: (s: PageSession, req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      const s = sessionOf(req);
      if (!s) return send(res, 401, loginPage());
      try {
        await handler(s, req, res);
      } catch (err) {
        fail(res, s, err);
      }
    };
  const loginPage = (message?: string) =>
    page(
      undefined,
      'Sign in',
      `<form method="post" action="/review/login"><label>Bearer token of a reviewer or admin<br><input type="password" name="token" autocomplete="off" size="60" required></label> <button>sign in</button></form>
<p>The token is checked once; the page then uses a session cookie. Tokens are made with <code>${esc(followUp(['token', 'new']))}</code>.</p>`,
      message ? { text: message, error: true } : undefined,
    );

  router.get('/review/style.css', (_req: Request, res: Response) => void res.type('css').setHeader('Cache-Control', 'max-age=300').send(STYLE));

  router.post('/review/login', async (req: Request, res: Response) => {
    try {
      checkForm(req, undefined);
    } catch (err) {
      return fail(res, undefined, err);
    }
    const ip = req.socket.remoteAddress ?? 'unknown';
    const f = failures.get(ip);
    if (f && f.n >= 10 && Date.now() - f.since < 60_000) return send(res, 429, loginPage('too many failed sign-ins; wait a minute'));
    const token = String((req.body as Record<string, unknown>).token ?? '');
    const who = token ? principals.byToken(token) : undefined;
    if (!who || !can.review(who)) {
      failures.set(ip, f && Date.now() - f.since < 60_000 ? { n: f.n + 1, since: f.since } : { n: 1, since: Date.now() });
      if (who) await deps.onLogin?.(who, false, ip);
      return send(res, 401, loginPage(who ? `${who.name} has the role ${who.role}: the review page needs a reviewer or admin` : 'unknown token'));
    }
    try {
      await deps.onLogin?.(who, true, ip);
    } catch (err) {
      // A sign-in that cannot be audited is refused.
      return fail(res, undefined, err);
    }
    failures.delete(ip);
    // Sign-ins are rare: a good moment to drop expired sessions and stale failure counts.
    for (const [k, v] of sessions) if (v.expires < Date.now()) sessions.delete(k);
    for (const [k, v] of failures) if (Date.now() - v.since >= 60_000) failures.delete(k);
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, { principal: who, csrf: randomBytes(32).toString('base64url'), expires: Date.now() + SESSION_MS });
    res.setHeader('Set-Cookie', `${COOKIE}=${id}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}`);
    res.redirect(303, '/review');
  });

  router.post(
    '/review/logout',
    signedIn(async (s, req, res) => {
      checkForm(req, s);
      sessions.delete(cookieOf(req)!);
      res.setHeader('Set-Cookie', `${COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`);
      res.redirect(303, '/review');
    }),
  );

  router.get(
    '/review',
    signedIn(async (s, req, res) => {
      const q = req.query as Record<string, string | undefined>;
      const hours = (v: string | undefined) => (v ? Number(v) * 3600 : undefined);
      const filter: QueueFilter = { layer: q.layer || undefined, channel: q.channel || undefined, minAgeS: hours(q.min_age_h), maxAgeS: hours(q.max_age_h) };
      if ([filter.minAgeS, filter.maxAgeS].some((v) => v !== undefined && !(v >= 0))) throw new HindsightError('invalid_argument', 'ages are hours ≥ 0');
      const v = await queue(engine, s.principal, filter);
      const opt = (name: string, values: string[], current?: string) =>
        `<select name="${name}"><option value="">any ${name}</option>${values.map((x) => `<option${x === current ? ' selected' : ''}>${esc(x)}</option>`).join('')}</select>`;
      const rows = v.items
        .map(
          (r) => `<tr><td>${r.complete ? `<input type="checkbox" name="item" value="${esc(`${r.id} ${r.contentHash}`)}" aria-label="select ${esc(r.id)}">` : '<span title="longer than shown: decide on its page">…</span>'}</td>
<td><a href="/review/item/${esc(r.id)}">${esc(r.id)}</a></td><td>${esc(r.preview)}</td><td>${esc(r.principal)}<br>${esc(r.channel)}, trust ${esc(r.trust)}</td>
<td>${esc(r.layers.join(', '))}</td><td>${esc(age(r.ageS))}</td></tr>`,
        )
        .join('');
      send(
        res,
        200,
        page(
          s,
          'Review queue',
          `<p>Tenant <strong>${esc(v.tenant)}</strong>: <strong id="queue-size">${v.size}</strong> held${v.oldestAgeS === null ? '' : `, oldest ${esc(age(v.oldestAgeS))}`}.</p>
<form method="get" action="/review">${opt('layer', ['provenance', 'screening', 'rate', 'relevance', 'conflict'], filter.layer)} ${opt('channel', ['user', 'agent', 'tool', 'unknown'], filter.channel)}
<label>older than <input name="min_age_h" size="4" value="${esc(q.min_age_h ?? '')}"> h</label> <label>younger than <input name="max_age_h" size="4" value="${esc(q.max_age_h ?? '')}"> h</label> <button>filter</button></form>
<form method="post" action="/review/bulk"><input type="hidden" name="csrf" value="${esc(s.csrf)}">
<table><thead><tr><th></th><th>id</th><th>content</th><th>writer</th><th>layers</th><th>age</th></tr></thead><tbody>${rows || '<tr><td colspan="6">nothing held</td></tr>'}</tbody></table>
<p><label>note <input name="note" size="40"></label> <button name="action" value="approve">approve selected</button> <button name="action" value="reject">reject selected</button></p></form>
<h2>Roll back a campaign</h2><form method="post" action="/review/rollback"><input type="hidden" name="csrf" value="${esc(s.csrf)}">
<label>principal <input name="principal" required></label> <label>session <input name="session"></label>
<label>since <input name="since" placeholder="2026-11-30T08:00:00Z" required></label> <label>until <input name="until" placeholder="2026-11-30T09:00:00Z" required></label> <button>show what it would change</button></form>
<h2>Blast radius</h2><form method="get" action="/review/readers"><label>who was served memory <input name="id" size="30" required></label> <button>show readers</button></form>`,
          takeFlash(s),
        ),
      );
    }),
  );

  router.get(
    '/review/item/:id',
    signedIn(async (s, req, res) => {
      const it = await item(engine, s.principal, String(req.params.id));
      const held = it.status === 'quarantined';
      const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
      const common = hidden('csrf', s.csrf) + hidden('id', it.id) + hidden('content_hash', it.contentHash);
      const diff = it.touched
        .map(
          (t) => `<li><a href="/review/readers?id=${esc(t.id)}">${esc(t.id)}</a> (${esc(t.status)}, trust ${esc(t.trust)})<div class="content">${t.diff
            .map((d) => (d.op === 'same' ? esc(d.text) : `<span class="${d.op}">${esc(d.text)}</span>`))
            .join('')}</div></li>`,
        )
        .join('');
      const trustOptions = [it.trust, 0.6, 0.4, 0.2].filter((t, i, a) => t <= it.trust && a.indexOf(t) === i).map((t) => `<option value="${t}">${t}${t === it.trust ? ' (as written)' : ''}</option>`).join('');
      send(
        res,
        200,
        page(
          s,
          `Held write ${it.id}`,
          `<p>Status <strong id="status">${esc(it.status)}</strong>; written by ${esc(it.principal)} on ${esc(it.channel)} (trust ${esc(it.trust)})${it.session ? `, session ${esc(it.session)}` : ''}, ${esc(new Date(it.createdAt).toISOString())}. Content hash <code>${esc(it.contentHash)}</code>.</p>
${it.subject !== undefined ? `<p>Subject: ${esc(it.subject)}</p>` : ''}
<h2>Content${it.hiddenCharacters ? ' (hidden characters shown as ⟦U+…⟧)' : ''}</h2><div class="content" id="content">${esc(it.content)}</div>
${it.copies ? `<p id="copies">${esc(it.copies.count)} copies of this claim from this writer were held in one burst and counted here (the last ${esc(new Date(it.copies.lastAt).toISOString())}); only this one is stored.</p>` : ''}
<h2>Findings</h2><ul>${it.findings.map((f) => `<li><span class="sev-${esc(f.severity)}">${esc(f.layer)}: ${esc(f.severity)}</span> — ${esc(f.reasons.join('; '))}</li>`).join('') || '<li>none</li>'}</ul>
${it.wouldTouch ? `<h2>Approving it now would</h2><p>${esc(it.wouldTouch.relation)}: ${esc(it.wouldTouch.reason)}</p><ul>${diff}</ul>` : ''}
${
  held
    ? `<fieldset><legend>Decide</legend>
<form method="post" action="/review/decide" class="inline">${common}<label>trust <select name="trust">${trustOptions}</select></label> <label>note <input name="note" size="30"></label> <button name="action" value="approve">approve</button></form>
<form method="post" action="/review/decide" class="inline">${common}<label>note <input name="note" size="30"></label> <button name="action" value="reject">reject</button></form></fieldset>
<fieldset><legend>Edit, then approve the edit</legend><form method="post" action="/review/decide">${common}<textarea name="content" aria-label="edited content">${esc(it.content)}</textarea><br><label>note <input name="note" size="30"></label> <button name="action" value="edit">approve edited text</button></form></fieldset>`
    : ''
}
<h2>Decision trail</h2><ol>${it.traces.map((t) => `<li>${esc(new Date(t.at).toISOString())} ${esc(t.principal)} via ${esc(t.tool)}: ${esc(t.verdict)}${t.revision ? ` — ${esc(t.revision.relation)}: ${esc(t.revision.reason)}` : ''}</li>`).join('')}</ol>`,
          takeFlash(s),
        ),
      );
    }),
  );

  router.post(
    '/review/decide',
    signedIn(async (s, req, res) => {
      checkForm(req, s);
      const b = req.body as Record<string, string | undefined>;
      const id = String(b.id ?? '');
      const action = b.action === 'approve' || b.action === 'reject' || b.action === 'edit' ? b.action : undefined;
      if (!action) throw new HindsightError('invalid_argument', 'unknown action');
      const d = await decide(engine, s.principal, id, { action, contentHash: String(b.content_hash ?? ''), note: b.note || undefined, trust: b.trust ? Number(b.trust) : undefined, content: b.content });
      s.flash = d.edited ? `${id} rejected; its edit is ${d.edited.id} (${d.edited.status})` : `${id}: ${d.status}`;
      // Back to the queue: an approved item has left it (its page is the memory's now).
      res.redirect(303, '/review');
    }),
  );

  router.post(
    '/review/bulk',
    signedIn(async (s, req, res) => {
      checkForm(req, s);
      const b = req.body as Record<string, string | string[] | undefined>;
      const action = b.action === 'approve' || b.action === 'reject' ? b.action : undefined;
      if (!action) throw new HindsightError('invalid_argument', 'unknown action');
      const picked = ([] as string[]).concat(b.item ?? []).map((v) => {
        const [id, contentHash] = v.split(' ');
        return { id, contentHash };
      });
      if (picked.length === 0) throw new HindsightError('invalid_argument', 'select at least one item');
      const results = await decideMany(engine, s.principal, action, picked, typeof b.note === 'string' && b.note ? b.note : undefined, { shownChars: QUEUE_PREVIEW_CHARS });
      const failed = results.filter((r) => !r.ok);
      s.flash = `${action}: ${results.length - failed.length} of ${results.length} done${failed.length ? `; not done: ${failed.map((f) => `${f.id} (${f.ok ? '' : f.error.code})`).join(', ')}` : ''}`;
      res.redirect(303, '/review');
    }),
  );

  // A rollback shows its diff first; the same form with `confirm` applies it.
  router.post(
    '/review/rollback',
    signedIn(async (s, req, res) => {
      checkForm(req, s);
      const b = req.body as Record<string, string | undefined>;
      const apply = b.confirm === 'apply';
      const r = await rollback(engine, s.principal, { principal: b.principal, session: b.session, since: b.since, until: b.until, dryRun: !apply });
      const rows = r.changes
        .map((c) => `<tr><td>${c.action === 'revert' ? '−' : '+'}</td><td>${esc(c.id)}</td><td>${esc(c.before)} → ${esc(c.after)}</td><td>${esc(c.principal)}</td><td>${esc(c.preview)}</td></tr>`)
        .join('');
      const skipped = r.skipped.map((k) => `<li>${esc(k.id)}: ${esc(k.reason)}</li>`).join('');
      const keep = ['principal', 'session', 'since', 'until'].map((k) => `<input type="hidden" name="${k}" value="${esc(b[k] ?? '')}">`).join('');
      const confirm =
        !apply && r.changes.length > 0
          ? `<form method="post" action="/review/rollback"><input type="hidden" name="csrf" value="${esc(s.csrf)}">${keep}<button name="confirm" value="apply">apply this rollback</button></form>`
          : '';
      send(
        res,
        200,
        page(
          s,
          apply ? 'Rollback applied' : 'Rollback preview',
          `<p id="rollback-summary">${esc(`${r.found} record(s) written by ${b.principal}${b.session ? ` in session ${b.session}` : ''} in the window; ${r.changes.length} change(s)${apply ? ' applied' : ' (nothing changed yet)'}.`)}</p>
<table><thead><tr><th></th><th>id</th><th>status</th><th>written by</th><th>content</th></tr></thead><tbody>${rows || '<tr><td colspan="5">nothing to change</td></tr>'}</tbody></table>
${skipped ? `<h2>Left alone</h2><ul>${skipped}</ul>` : ''}${confirm}<p><a href="/review">back to the queue</a></p>`,
        ),
      );
    }),
  );

  router.get(
    '/review/readers',
    signedIn(async (s, req, res) => {
      const r = await readers(engine, s.principal, String(req.query.id ?? ''));
      const rows = r.readers.map((x) => `<tr><td>${esc(x.principal)}</td><td>${esc(x.session ?? '')}</td><td>${esc(new Date(x.at).toISOString())}</td></tr>`).join('');
      send(res, 200, page(s, `Readers of ${r.id}`, `<table><thead><tr><th>principal</th><th>session</th><th>served at</th></tr></thead><tbody>${rows || '<tr><td colspan="3">never served</td></tr>'}</tbody></table>`));
    }),
  );

  app.use(router);
}

/** The session's flash message, once. */
function takeFlash(s: PageSession): { text: string } | undefined {
  const text = s.flash;
  s.flash = undefined;
  return text ? { text: text.slice(0, 2000) } : undefined;
}

/** The `host[:port]` of an Origin header, or undefined (`null`, garbage). */
function hostOf(origin: string): string | undefined {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host : undefined;
  } catch {
    return undefined;
  }
}

function age(s: number): string {
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.floor(s / 60)} min`;
  if (s < 172_800) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86_400)} d`;
}
