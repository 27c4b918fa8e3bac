/**
 * The POSTs that create or charge something, where a partner (or the app) may send `Idempotency-Key` so a retry
 * after a lost answer does not create or charge twice (issue 15, item 3). One table, read by the middleware and by
 * the OpenAPI document. Paths are the OpenAPI paths under /api; `{name}` matches one segment.
 *
 * Left out on purpose: POST /api_keys/ (its answer holds the new key, which is never stored, not even to replay it),
 * POSTs that change no stock (login, refresh, logout, user_token, cancel a job — naturally idempotent), and the
 * person-only account flows (registration, users), which have their own one-time tokens.
 */
export const idempotentOperations: readonly { path: string; what: string }[] = [
  { path: '/projects/', what: 'creates a project' },
  { path: '/projects/{id}/images', what: 'stores images' },
  { path: '/projects/{id}/calculate', what: 'counts the images against the plan’s quota and starts the calculation' },
  { path: '/projects/{id}/reports', what: 'prints a report' },
  { path: '/projects/{id}/concept/assist', what: 'asks the text model for a concept' },
  { path: '/projects/{id}/concept_vision', what: 'asks a multimodal model for concept levels' },
  { path: '/projects/{id}/analysis_reports', what: 'orders an AI analysis report (charged)' },
  { path: '/projects/{id}/analysis_reports/{analysisId}/modified_designs', what: 'creates and calculates an evaluation of a modified design' },
  { path: '/text_projects/', what: 'creates a text project' },
  { path: '/text_projects/{id}/turns', what: 'asks the text model for an answer (charged)' },
  { path: '/text_projects/{id}/panel', what: 'runs a simulated consumer panel (charged)' },
  { path: '/text_projects/{id}/concepts/{index}/evaluation', what: 'creates an evaluation project from a concept' },
  { path: '/design_projects/', what: 'creates a design project' },
  { path: '/design_projects/{id}/inputs', what: 'stores input images' },
  { path: '/design_projects/{id}/generations', what: 'asks an image model for a generation (charged)' },
  { path: '/key_visual_projects/', what: 'creates a key-visual project' },
  { path: '/key_visual_projects/{id}/pack', what: 'stores the product’s pack image' },
  { path: '/key_visual_projects/{id}/messages', what: 'asks the text model for a scene description (charged)' },
  { path: '/key_visual_projects/{id}/generations', what: 'asks for key visuals (charged)' },
  { path: '/logo_projects/', what: 'creates a logo project' },
  { path: '/logo_projects/{id}/references', what: 'stores reference images' },
  { path: '/logo_projects/{id}/generations', what: 'asks for logos (the project is charged with its first logo)' },
  { path: '/brand_models/', what: 'creates a brand model' },
  { path: '/brand_models/{id}/images', what: 'stores brand images' },
  { path: '/brand_models/{id}/lora', what: 'stores a LoRA file' },
  { path: '/brand_models/{id}/trainings', what: 'trains a brand model (charged when Replicate trains it)' },
  { path: '/design_projects/{id}/jobs/{jobId}/regenerations', what: 'asks the image model again (charged)' },
  { path: '/design_projects/{id}/images/{imageId}/evaluations', what: 'creates an evaluation project with the design as its image' },
];

const compiled = idempotentOperations.map((operation) => new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`));

/** Whether a request (method, path under /api) takes an Idempotency-Key. */
export const takesIdempotencyKey = (method: string, path: string) => method.toUpperCase() === 'POST' && compiled.some((pattern) => pattern.test(path));
