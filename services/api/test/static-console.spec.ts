import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from '../src/server/static-console';

let dist: string;
let app: Hono;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'packlens-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<html><head><!--packlens-config--></head><body>app</body></html>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(path.dirname(dist), 'secret.txt'), 'outside');
  app = new Hono();
  app.use('*', serveConsole({ root: dist, basePath: '/', transformIndex: (html) => html.replace('<!--packlens-config-->', '<script>cfg</script>') }));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await rm(path.join(path.dirname(dist), 'secret.txt'), { force: true });
});

describe('serving a built console', () => {
  it('sends each page with a Content-Security-Policy that allows its own scripts and the configuration script by hash, never inline scripts at large (issue 17, item 5)', async () => {
    const response = await app.request('/mypage');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    const hash = createHash('sha256').update('cfg').digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    // Assets are not pages: no policy needed on them.
    expect((await app.request('/assets/main-abc123.js')).headers.get('content-security-policy')).toBeNull();
  });


  it('serves hashed assets as immutable, with their content type', async () => {
    const response = await app.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any page path with index.html carrying the run-time configuration, dotted tokens included', async () => {
    for (const page of ['/', '/mypage', '/register/abc.def-123', '/no/such/page']) {
      const response = await app.request(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<script>cfg</script>');
    }
  });

  it('sends the new index.html once the console is rebuilt under the running server (its assets are renamed with it)', async () => {
    const index = path.join(dist, 'index.html');
    const before = await (await app.request('/')).text();
    await writeFile(index, '<html><head><!--packlens-config--><script type="module" src="/assets/main-def456.js"></script></head><body>app</body></html>');
    await utimes(index, new Date(), new Date(Date.now() + 5_000));
    const after = await (await app.request('/')).text();
    expect(before).not.toContain('main-def456.js');
    expect(after).toContain('main-def456.js');
    expect(after).toContain('<script>cfg</script>');
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/logo.png')).status).toBe(404);
  });

  it('never serves a file outside its directory', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await app.request(attempt);
      expect(await response.text()).not.toBe('outside');
    }
  });
});
