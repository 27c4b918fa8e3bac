import { createRoute, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type pg from 'pg';
import { CapturedMail } from '@packlens/contracts';
import { createRouter } from '../app/create-router';
import { json } from '../app/openapi-helpers';
import { capturedMail } from './mail-store';

const devMailRoute = createRoute({
  method: 'get',
  path: '/dev/mail',
  tags: ['Development'],
  summary: 'Captured mail, newest first (development only; absent in production)',
  request: { query: z.object({ to: z.string().max(254).optional() }) },
  responses: { 200: json(z.array(CapturedMail), 'Captured mail') },
});

/** GET /api/dev/mail: the captured mailbox as JSON, for specs and scripts. */
export function devMailRouter(pool: pg.Pool) {
  return createRouter().openapi(devMailRoute, async (c) => c.json(await capturedMail(pool, { to: c.req.valid('query').to }), 200));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" data-testid="mail-link">${url}</a>`);

/**
 * /dev/mail: every captured message with its links clickable, newest first (`?to=` filters by recipient). A
 * development page: the server mounts it only outside production.
 */
export function devMailPage(pool: pg.Pool): Handler {
  return async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const messages = await capturedMail(pool, { to });
    const items = messages
      .map(
        (m) => `<article data-testid="mail-message" data-kind="${escape(m.kind)}" data-to="${escape(m.to)}">
  <header><strong data-testid="mail-subject">${escape(m.subject)}</strong><br>
  <small>To <span data-testid="mail-to">${escape(m.to)}</span> · ${escape(m.created_at)} · ${escape(m.kind)} · ${escape(m.language)}</small></header>
  <pre data-testid="mail-body">${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>
body { font-family: "Noto Sans CJK JP", "Noto Sans CJK SC", sans-serif; margin: 2rem; max-width: 60rem; color: #222; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
pre { white-space: pre-wrap; font-family: inherit; }
small { color: #666; }
.note { background: #fff7d6; padding: .5rem 1rem; border-radius: 6px; }
</style></head>
<body>
<h1>Development mailbox</h1>
<p class="note">Mail is captured here instead of being sent (no SMTP configured, not production). JSON: <a href="/api/dev/mail">/api/dev/mail</a>.</p>
<form method="get"><label>To <input name="to" value="${escape(to ?? '')}" type="email"></label> <button>Filter</button></form>
<p data-testid="mail-count">${messages.length} message(s)</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  };
}
