import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../services/api/test/harness';

/**
 * The client's types are generated from the API's own OpenAPI document: this spec generates them again from the
 * running API and fails when the committed `src/schema.d.ts` differs. Regenerate with
 * `UPDATE_API_CLIENT=1 pnpm vitest run --project api-client test/schema.spec.ts`.
 */
const h = useApi();
const schemaFile = new URL('../src/schema.d.ts', import.meta.url);
const header = '// Generated from the Packlens OpenAPI document by openapi-typescript; do not edit (see test/schema.spec.ts).\n';

describe('the generated client types', () => {
  it('match the API’s OpenAPI document', async () => {
    const doc = await (await h.request('/api/doc')).json();
    const generated = header + astToString(await openapiTS(doc, { alphabetize: true }));
    if (process.env.UPDATE_API_CLIENT) await writeFile(schemaFile, generated);
    const committed = await readFile(schemaFile, 'utf8').catch(() => '');
    expect(committed === generated, 'src/schema.d.ts is stale: regenerate it (see this spec)').toBe(true);
  });
});
