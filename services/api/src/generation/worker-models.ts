import type pg from 'pg';
import { imageModelOf, textModelOf, type DesignJob, type ImageModel, type RequestedJob, type TextModel, type TextProviderId } from '@packlens/generation';
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
