import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a console page (issue 17, item 5): scripts only from this origin, plus the
 * inline scripts the server itself wrote into the page (the run-time configuration), each allowed by its
 * SHA-256 hash — never 'unsafe-inline' or 'unsafe-eval' for scripts. Styles may be inline (MUI and Plotly
 * write style elements); pictures may be data: and blob: URLs (previews, heat-map canvases); nothing is loaded
 * from elsewhere, and no other site may frame the page.
 */
export function consolePolicy(html: string): string {
  const hashes = inlineScripts(html).map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The text of each inline script element (one without a src attribute). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]);
}
