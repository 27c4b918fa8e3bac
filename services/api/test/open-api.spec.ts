import { describe, expect, it } from 'vitest';
import { useApi } from './harness';

const h = useApi();

describe('the API documentation', () => {
  it('publishes OpenAPI 3.1 with every route and the problem-details schema', async () => {
    const doc = await (await h.request('/api/doc')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/obtain_token/', '/api/auth/refresh_token/', '/api/auth/logout/', '/api/user_detail/', '/api/admin/clients', '/api/admin/clients/{id}']),
    );
    expect(doc.paths['/api/auth/obtain_token/'].post.responses['401'].content['application/problem+json']).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('serves the reference page with local assets only', async () => {
    const html = await (await h.request('/api/reference')).text();
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url.startsWith('/api/reference/')).toBe(true);
    const bundle = await h.request('/api/reference/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await h.request('/api/reference/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('reports health with the database and the subscriptions', async () => {
    await h.settled();
    const body = await (await h.request('/api/health')).json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(body.subscriptions.map((s: { name: string }) => s.name)).toContain('read-model:identity');
  });
});
