import { describe, expect, it } from 'vitest';
import { useApi } from './harness';

const h = useApi();

/** Every step of an evaluation is in the OpenAPI document, so a partner can run one without the app. */
const documented: [string, string[]][] = [
  ['/api/projects/', ['get', 'post']],
  ['/api/projects/{id}', ['get']],
  ['/api/projects/{id}/menus', ['put']],
  ['/api/projects/{id}/segments', ['put']],
  ['/api/projects/{id}/images', ['post']],
  ['/api/projects/{id}/images/{imageId}', ['delete']],
  ['/api/projects/{id}/images/{imageId}/regions', ['put']],
  ['/api/projects/{id}/categories', ['put']],
  ['/api/projects/{id}/product_copy', ['put']],
  ['/api/projects/{id}/standard_value', ['put']],
  ['/api/projects/{id}/concept', ['put']],
  ['/api/projects/{id}/concept/assist', ['post']],
  ['/api/projects/{id}/calculate', ['post']],
  ['/api/projects/{id}/results', ['get']],
  ['/api/projects/{id}/scatter', ['get']],
  ['/api/projects/{id}/reports', ['post']],
  ['/api/files/{token}', ['get']],
];

describe('the project endpoints in the OpenAPI document', () => {
  it.each(documented)('documents %s (%j) with problem-details errors and the bearer token', async (path, methods) => {
    const doc = await (await h.request('/api/doc')).json();
    expect(Object.keys(doc.paths[path] ?? {}).sort()).toEqual(expect.arrayContaining(methods));
    for (const method of methods) {
      const operation = doc.paths[path][method];
      expect(Object.keys(operation.responses).some((status) => Number(status) >= 400)).toBe(true);
      if (path === '/api/files/{token}') continue;
      // A person's login token, or a partner's API key with the operation's scope (issue 15).
      expect(operation.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [operation['x-api-key-scope']] }]);
      expect(operation['x-api-key-scope']).toMatch(/^(projects|results|reports):(read|write)$/);
    }
  });

  it('describes the upload as multipart with binary files', async () => {
    const doc = await (await h.request('/api/doc')).json();
    const body = doc.paths['/api/projects/{id}/images'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.files).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
  });
});
