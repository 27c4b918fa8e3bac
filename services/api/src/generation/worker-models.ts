import type pg from 'pg';
import { failureCodeOf, imageModelOf, ProviderError, textModelOf, type DesignJob, type ImageModel, type ImageProviderId, type RequestedJob, type TextModel, type TextProviderId } from '@packlens/generation';
import { RegionEditFailed, type RegionEditor } from '@packlens/scoring/worker';
import { settingsSecretFor } from '../billing/settings-secret';
import { providerConnections } from './provider-settings';

/**
 * What the generation worker asks for each job: the model of the provider the job names, with the connection the
 * super admin set (read when the job runs, so a changed key applies to the next job).
 */
export function generationTextModels(pool: pg.Pool, env: NodeJS.ProcessEnv, jwtSecret: string): (job: RequestedJob) => Promise<TextModel> {
  const secret = settingsSecretFor(env, jwtSecret);
  return async (job) => textModelOf(job.provider as TextProviderId, await providerConnections(pool, secret));
}

/** The image model of a design job: the provider it names with the connection set now, or this machine's offline operations. */
export function generationImageModels(pool: pg.Pool, env: NodeJS.ProcessEnv, jwtSecret: string): (job: Pick<DesignJob, 'provider'>) => Promise<ImageModel> {
  const secret = settingsSecretFor(env, jwtSecret);
  return async (job) => imageModelOf(job.provider, job.provider === 'offline' ? {} : await providerConnections(pool, secret));
}

/** Tries of a region regeneration for provider errors worth retrying (429, 5xx, network), and the time it may take. */
const regionTries = 3;
const regionTimeoutMs = 5 * 60_000;

/**
 * The analysis report's region regeneration (issue 14) through the generation work's edit port: the provider the
 * order resolved, with the connection set now, one image, the mask transparent over the region. Retryable provider
 * errors are tried again with back-off; the rest become the catalogue's generation codes, shown in the report.
 */
export function analysisRegionEditor(pool: pg.Pool, env: NodeJS.ProcessEnv, jwtSecret: string, options: { backoffMs?: number } = {}): RegionEditor {
  const secret = settingsSecretFor(env, jwtSecret);
  return {
    async edit(request) {
      const signal = AbortSignal.timeout(regionTimeoutMs);
      for (let tries = 1; ; tries++) {
        try {
          const model = imageModelOf(request.provider as ImageProviderId, await providerConnections(pool, secret));
          const result = await model.edit({ model: request.model, prompt: request.prompt, width: request.width, height: request.height, count: 1, images: [request.image], mask: request.mask, signal });
          const [image] = result.images;
          if (!image) throw new ProviderError('bad_answer', 'The answer holds no image', { provider: model.provider });
          return { bytes: image.bytes, model: result.model, tickets: result.tickets };
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          if (error.retryable && tries < regionTries && !signal.aborted) {
            await new Promise((resolve) => setTimeout(resolve, error.details.retryAfterMs ?? (options.backoffMs ?? 2_000) * 2 ** (tries - 1)));
            continue;
          }
          throw new RegionEditFailed(failureCodeOf(error, signal.aborted ? 'timeout' : undefined), error.message);
        }
      }
    },
  };
}
