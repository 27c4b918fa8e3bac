import { createRequire } from 'node:module';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { scopeFor } from '../api-keys/scope-table';
import { withIdempotencyKeys } from '../idempotency/openapi';
import type { AppRouter } from './context';
import { completeDocument } from './openapi-completion';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=UTF-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=UTF-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=UTF-8',
  'favicon-32x32.png': 'image/png',
};

const referencePage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Packlens API reference</title>
  <link rel="stylesheet" href="/api/reference/assets/swagger-ui.css">
  <link rel="icon" href="/api/reference/assets/favicon-32x32.png">
</head>
<body>
  <div id="reference"></div>
  <script src="/api/reference/assets/swagger-ui-bundle.js"></script>
  <script src="/api/reference/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/api/reference/init.js"></script>
</body>
</html>`;

// Served as a file rather than inline so a strict Content-Security-Policy can forbid inline scripts.
const initScript = `window.ui = SwaggerUIBundle({
  url: '/api/doc',
  dom_id: '#reference',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  validatorUrl: null,
  tryItOutEnabled: false
});`;

type OpenApiDocument = ReturnType<AppRouter['getOpenAPI31Document']>;
type Operation = { security?: Record<string, string[]>[] } & Record<string, unknown>;

/**
 * Adds the API-key scheme to every operation a key may call, with the scope it needs (from the one scope table),
 * so the document tells a partner which key reaches what.
 */
function withApiKeyScopes(doc: OpenApiDocument): OpenApiDocument {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      const scope = operation && scopeFor(method, path.replace(/^\/api(?=\/)/, ''));
      // A public operation (no security) stays public: a key may be sent, none is needed.
      if (!operation?.security?.length || !scope) continue;
      const security = (operation.security ?? []).filter((requirement) => !('apiKeyAuth' in requirement));
      operation.security = [...security, { apiKeyAuth: scope === 'any' ? [] : [scope] }];
      operation['x-api-key-scope'] = scope;
    }
  }
  return doc;
}

const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Packlens API',
    version: '0.1.0',
    description:
      'Evaluate package designs with AI and generate design material. Errors are RFC 9457 problem details whose ' +
      '`code` is the error catalogue code and whose `detail` is in the request language (X-Language header, else ' +
      'Accept-Language, else Japanese). Partners authenticate with an API key (`apiKeyAuth`); each operation a key ' +
      'may call lists the scope it needs (docs/api/partners.md).',
  },
  servers: [{ url: '/' }],
};

/** OpenAPI 3.1 at /api/doc and the reference docs at /api/reference, every asset served from node_modules. */
export function configureOpenApi(app: AppRouter) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A person’s login token from POST /api/auth/obtain_token/, handled as RFC8725 (JWT best current practices) asks: signed ' +
      'with HS256 only (the algorithm is pinned when verifying, so `none` or another algorithm is refused), issuer and ' +
      'audience checked, short-lived (TOKEN_TTL_SECONDS, refreshed through POST /api/auth/refresh_token/), and tied to a ' +
      'session (`jti`) that logout ends. An operation that needs a role names it: `superAdmin` for the console’s /api/admin/….',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKeyAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pk_live_…',
    description:
      'A partner API key of a client (`Authorization: Bearer pk_live_…`), issued by its administrator on My page. An ' +
      'operation outside the key’s scopes answers 403 API_KEY_SCOPE_MISSING; one keys may not call at all 403 ' +
      'API_KEY_NOT_ALLOWED; an unknown, revoked or expired key 401 (API_KEY_INVALID, API_KEY_REVOKED, API_KEY_EXPIRED).',
  });
  app.get('/doc', (c) => c.json(completeDocument(withIdempotencyKeys(withApiKeyScopes(app.getOpenAPI31Document(documentConfig))))));
  app.get('/reference', (c) => c.html(referencePage));
  app.get('/reference/init.js', (c) => c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=UTF-8' }));
  app.get('/reference/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    return c.body(await readFile(path.join(swaggerDir, file)), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
