import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { consolePolicy } from './content-security-policy';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export interface ConsoleOptions {
  /** The built console (vite's dist). */
  root: string;
  /** Where it is mounted: `/` or `/admin/`. */
  basePath: string;
  /** Rewrites index.html before it is sent (run-time configuration). */
  transformIndex?: (html: string) => string;
}

async function fileAt(root: string, relative: string): Promise<string | undefined> {
  const file = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves a single-page console: its files, and index.html for any other path under the mount point so the
 * client-side router can show the page (or its own not-found page).
 */
export function serveConsole(options: ConsoleOptions): MiddlewareHandler {
  // index.html is read again when the console is rebuilt under a running server (its hashed assets change with it).
  let index: { modified: number; html: Promise<string> } | undefined;
  const loadIndex = async () => {
    const file = path.join(options.root, 'index.html');
    const modified = (await stat(file)).mtimeMs;
    if (index?.modified !== modified) index = { modified, html: readFile(file, 'utf8').then((html) => options.transformIndex?.(html) ?? html) };
    return index.html;
  };
  return async (c: Context, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requestPath = decodeURIComponent(c.req.path);
    if (!requestPath.startsWith(options.basePath) && requestPath !== options.basePath.replace(/\/$/, '')) return next();
    const relative = requestPath.slice(options.basePath.length);
    const file = relative ? await fileAt(options.root, relative) : undefined;
    if (file && !file.endsWith('index.html')) {
      const immutable = relative.startsWith('assets/');
      return c.body(await readFile(file), 200, {
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A missing asset is a 404; any other path (dots included, such as a token) is a page of the app's router.
    const extension = path.extname(relative);
    if (extension && extension !== '.html' && extension in contentTypes) return c.notFound();
    try {
      const html = await loadIndex();
      return c.html(html, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': consolePolicy(html) });
    } catch {
      index = undefined;
      return c.text(`The console at ${options.basePath} is not built. Run \`make start\` (it builds the consoles).`, 503);
    }
  };
}
