import { createRequire } from 'node:module';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { AppRouter } from './context';

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

/** OpenAPI 3.1 at /api/doc and the reference docs at /api/reference, every asset served from node_modules. */
export function configureOpenApi(app: AppRouter) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/doc', {
    openapi: '3.1.0',
    info: {
      title: 'Packlens API',
      version: '0.1.0',
      description:
        'Evaluate package designs with AI and generate design material. Errors are RFC 9457 problem details whose ' +
        '`code` is the error catalogue code and whose `detail` is in the request language (X-Language header, else ' +
        'Accept-Language, else Japanese).',
    },
    servers: [{ url: '/' }],
  });
  app.get('/reference', (c) => c.html(referencePage));
  app.get('/reference/init.js', (c) => c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=UTF-8' }));
  app.get('/reference/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    return c.body(await readFile(path.join(swaggerDir, file)), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
