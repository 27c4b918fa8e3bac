import type { ApiKeyScope } from '@packlens/contracts';

/**
 * What an API key may call: every operation a partner can reach, with the scope it needs (issue 15, item 1). One
 * table, read by the authentication middleware and by the OpenAPI document. An operation that is not here refuses
 * keys with API_KEY_NOT_ALLOWED: login, passwords, MFA, users, plans and key management are for people only.
 * `any` is open to every live key whatever its scopes.
 *
 * Paths are the OpenAPI paths under /api; `{name}` matches one segment.
 */
export const apiKeyOperations: readonly { method: 'get' | 'post' | 'put' | 'delete'; path: string; scope: ApiKeyScope | 'any' }[] = [
  // Evaluation projects
  { method: 'get', path: '/projects/', scope: 'projects:read' },
  { method: 'get', path: '/projects/{id}', scope: 'projects:read' },
  { method: 'post', path: '/projects/', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/menus', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/segments', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/categories', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/product_copy', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/standard_value', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/concept', scope: 'projects:write' },
  { method: 'post', path: '/projects/{id}/concept/assist', scope: 'projects:write' },
  { method: 'post', path: '/projects/{id}/concept_vision', scope: 'projects:write' },
  { method: 'post', path: '/projects/{id}/images', scope: 'projects:write' },
  { method: 'delete', path: '/projects/{id}/images/{imageId}', scope: 'projects:write' },
  { method: 'put', path: '/projects/{id}/images/{imageId}/regions', scope: 'projects:write' },
  { method: 'post', path: '/projects/{id}/calculate', scope: 'projects:write' },
  // Results and reports
  { method: 'get', path: '/projects/{id}/results', scope: 'results:read' },
  { method: 'get', path: '/projects/{id}/scatter', scope: 'results:read' },
  { method: 'post', path: '/projects/{id}/reports', scope: 'reports:read' },
  // The AI analysis report: asking charges the client (projects:write); reading it is a result.
  { method: 'post', path: '/projects/{id}/analysis_reports', scope: 'projects:write' },
  { method: 'get', path: '/projects/{id}/analysis_reports/{analysisId}', scope: 'results:read' },
  { method: 'post', path: '/projects/{id}/analysis_reports/{analysisId}/modified_designs', scope: 'projects:write' },
  // Generation services (text projects and their jobs)
  { method: 'get', path: '/generation/models', scope: 'generation:write' },
  { method: 'post', path: '/text_projects/', scope: 'generation:write' },
  { method: 'get', path: '/text_projects/{id}', scope: 'generation:write' },
  { method: 'put', path: '/text_projects/{id}/brief', scope: 'generation:write' },
  { method: 'post', path: '/text_projects/{id}/turns', scope: 'generation:write' },
  { method: 'put', path: '/text_projects/{id}/favourites', scope: 'generation:write' },
  { method: 'post', path: '/text_projects/{id}/panel', scope: 'generation:write' },
  { method: 'get', path: '/text_projects/{id}/export', scope: 'generation:write' },
  { method: 'post', path: '/text_projects/{id}/concepts/{index}/evaluation', scope: 'generation:write' },
  { method: 'get', path: '/generation/jobs/{id}/events', scope: 'generation:write' },
  { method: 'post', path: '/generation/jobs/{id}/cancel', scope: 'generation:write' },
  // Design generation (design projects and their jobs)
  { method: 'post', path: '/design_projects/', scope: 'generation:write' },
  { method: 'get', path: '/design_projects/{id}', scope: 'generation:write' },
  { method: 'post', path: '/design_projects/{id}/inputs', scope: 'generation:write' },
  { method: 'post', path: '/design_projects/{id}/generations', scope: 'generation:write' },
  { method: 'get', path: '/design_projects/{id}/jobs/{jobId}/events', scope: 'generation:write' },
  { method: 'get', path: '/design_projects/{id}/gallery', scope: 'generation:write' },
  { method: 'delete', path: '/design_projects/{id}/images/{imageId}', scope: 'generation:write' },
  // Key visuals (key-visual projects, their conversation and jobs)
  { method: 'post', path: '/key_visual_projects/', scope: 'generation:write' },
  { method: 'get', path: '/key_visual_projects/{id}', scope: 'generation:write' },
  { method: 'put', path: '/key_visual_projects/{id}/menu', scope: 'generation:write' },
  { method: 'post', path: '/key_visual_projects/{id}/pack', scope: 'generation:write' },
  { method: 'post', path: '/key_visual_projects/{id}/messages', scope: 'generation:write' },
  { method: 'post', path: '/key_visual_projects/{id}/generations', scope: 'generation:write' },
  { method: 'get', path: '/key_visual_projects/{id}/jobs/{jobId}/events', scope: 'generation:write' },
  { method: 'get', path: '/key_visual_projects/{id}/gallery', scope: 'generation:write' },
  { method: 'delete', path: '/key_visual_projects/{id}/images/{imageId}', scope: 'generation:write' },
  // Logos (logo projects and their jobs): making them writes; reading them is a project read
  { method: 'post', path: '/logo_projects/', scope: 'generation:write' },
  { method: 'get', path: '/logo_projects/{id}', scope: 'projects:read' },
  { method: 'put', path: '/logo_projects/{id}/brief', scope: 'generation:write' },
  { method: 'post', path: '/logo_projects/{id}/references', scope: 'generation:write' },
  { method: 'delete', path: '/logo_projects/{id}/references/{inputId}', scope: 'generation:write' },
  { method: 'post', path: '/logo_projects/{id}/generations', scope: 'generation:write' },
  { method: 'get', path: '/logo_projects/{id}/jobs/{jobId}/events', scope: 'projects:read' },
  { method: 'get', path: '/logo_projects/{id}/gallery', scope: 'projects:read' },
  { method: 'delete', path: '/logo_projects/{id}/images/{imageId}', scope: 'generation:write' },
  { method: 'get', path: '/design_projects/{id}/images/{imageId}/print_readiness', scope: 'generation:write' },
  { method: 'post', path: '/design_projects/{id}/prompt_assist', scope: 'generation:write' },
  { method: 'post', path: '/design_projects/{id}/jobs/{jobId}/regenerations', scope: 'generation:write' },
  { method: 'get', path: '/design_projects/{id}/inputs/{inputId}/print_readiness', scope: 'generation:write' },
  // Brand models (brand generation): registering, feeding and training them writes; reading them is a project read.
  { method: 'post', path: '/brand_models/', scope: 'generation:write' },
  { method: 'get', path: '/brand_models/', scope: 'projects:read' },
  { method: 'get', path: '/brand_models/{id}', scope: 'projects:read' },
  { method: 'post', path: '/brand_models/{id}/images', scope: 'generation:write' },
  { method: 'delete', path: '/brand_models/{id}/images/{imageId}', scope: 'generation:write' },
  { method: 'post', path: '/brand_models/{id}/lora', scope: 'generation:write' },
  { method: 'post', path: '/brand_models/{id}/trainings', scope: 'generation:write' },
  // Sending a design to evaluation creates a survey project.
  { method: 'post', path: '/design_projects/{id}/images/{imageId}/evaluations', scope: 'projects:write' },
  // Webhooks: the client's endpoints, their deliveries and replays
  { method: 'get', path: '/webhooks/', scope: 'webhooks:read' },
  { method: 'post', path: '/webhooks/', scope: 'webhooks:write' },
  { method: 'get', path: '/webhooks/{id}', scope: 'webhooks:read' },
  { method: 'delete', path: '/webhooks/{id}', scope: 'webhooks:write' },
  { method: 'post', path: '/webhooks/{id}/disable', scope: 'webhooks:write' },
  { method: 'post', path: '/webhooks/{id}/enable', scope: 'webhooks:write' },
  { method: 'post', path: '/webhooks/{id}/rotate_secret', scope: 'webhooks:write' },
  { method: 'post', path: '/webhooks/{id}/test', scope: 'webhooks:write' },
  { method: 'get', path: '/webhooks/{id}/deliveries', scope: 'webhooks:read' },
  { method: 'get', path: '/webhooks/{id}/deliveries/{deliveryId}', scope: 'webhooks:read' },
  { method: 'post', path: '/webhooks/{id}/deliveries/{deliveryId}/replay', scope: 'webhooks:write' },
  // What the key is (POST /api/user_token/, section 7); public operations a client may send its key to anyway:
  // signed file links (the link is the credential), health, the OpenAPI document
  { method: 'post', path: '/user_token/', scope: 'any' },
  { method: 'get', path: '/files/{token}', scope: 'any' },
  { method: 'get', path: '/health', scope: 'any' },
  { method: 'get', path: '/doc', scope: 'any' },
];

const compiled = apiKeyOperations.map((operation) => ({
  ...operation,
  // Paths hold only letters, '_', '/' and {parameters}; nothing to escape.
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The scope an API key needs for a request (path under /api), or undefined when keys may not call it at all. */
export function scopeFor(method: string, path: string): ApiKeyScope | 'any' | undefined {
  const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  return compiled.find((operation) => operation.method === m && operation.pattern.test(path))?.scope;
}
