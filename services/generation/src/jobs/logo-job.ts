import { GenerationUsageRecorded, logoStyles, type LogoBriefData, type LogoJobData } from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventMetadata, type NewEvent } from '@packlens/kernel';
import { ProviderError } from '../errors';
import { demoLogo, demoLogoModelId } from '../offline/logo-demo';
import { traceLogo, vectorFidelity, type VectorFidelity } from '../offline/logo-vector';
import type { ImageModel, ImageOutput, ImageResult } from '../ports';
import type { DesignJob } from './design-job';

/**
 * Logo jobs (mode `logo` of a design job, logo projects of type 3): the raster from the provider's image model, or
 * the labelled demo generator when none is configured; then, always on this machine, its vector version traced from
 * it in the brief's colours (offline/logo-vector.ts), with how close the SVG comes to the raster.
 */

/** A logo as the job returns it: the raster, and the SVG traced from it. */
export interface LogoOutput extends ImageOutput {
  vector: { svg: Uint8Array; colours: string[]; background: string | null; paths: number; fidelity: VectorFidelity };
}

/** The traced SVG of a job's image, when it is a logo. */
export const vectorOf = (image: ImageOutput): LogoOutput['vector'] | undefined => (image as Partial<LogoOutput>).vector;

/** Models that take reference images with the prompt (section 9: GPT Image 1 at most 2, Gemini at most 5). */
const takesReferences = new Set(['gpt_image_1', 'gemini_2_5_flash_image']);

/** What the image model is asked: a flat, vector-style logo of the brief on a plain background. */
export function logoPromptOf(brief: LogoBriefData, references = 0): { prompt: string; negativePrompt: string } {
  const style = logoStyles.find((candidate) => candidate.code === brief.style)?.prompt ?? brief.style;
  const lines = [
    `Design a logo for the brand "${brief.brandName}": ${style}.`,
    `Use only these flat colours: ${brief.colours.join(', ')}, on a plain white background.`,
    'Flat vector style ready to be traced: solid shapes with crisp edges, no gradients, no shadows, no textures, no 3D, no photographic detail, no mockup.',
    `Centre the whole logo with generous margins; any lettering spells exactly "${brief.brandName}".`,
  ];
  if (brief.description.trim()) lines.push(`What the brand wants to convey: ${brief.description.trim()}`);
  if (references) lines.push(`The attached image${references > 1 ? 's are' : ' is'} for reference only (an earlier logo or a mood): take inspiration, do not copy.`);
  return { prompt: lines.join('\n'), negativePrompt: 'gradient, shadow, photo, 3d render, texture, mockup, watermark, extra text, blurry' };
}

async function referencesOf(blobs: BlobStore, keys: readonly string[], provider: string): Promise<Uint8Array[]> {
  return Promise.all(
    keys.map(async (key) => {
      const bytes = await blobs.get(key);
      if (!bytes) throw new ProviderError('bad_request', `reference ${key} is no longer stored`, { provider });
      return new Uint8Array(bytes);
    }),
  );
}

/** The rasters: the labelled demo offline, else the provider's model (with the references where it takes images). */
async function rastersOf(model: ImageModel, job: DesignJob, logo: LogoJobData, blobs: BlobStore, signal: AbortSignal): Promise<ImageResult> {
  const r = job.request;
  if (model.provider === 'offline') {
    const images: ImageOutput[] = [];
    for (let i = 0; i < r.batchSize; i++) {
      if (signal.aborted) throw new ProviderError('aborted', 'The request was aborted', { provider: 'offline', cause: signal.reason });
      const drawn = await demoLogo({ brandName: logo.brandName, style: logo.style, colours: logo.colours, size: r.width, seed: (r.seed ?? 0) + i });
      images.push({ bytes: drawn.bytes, mediaType: drawn.mediaType, seed: drawn.seed });
    }
    return { images, tickets: 0, model: demoLogoModelId, demo: true };
  }
  const base = { model: r.model, prompt: r.prompt, negativePrompt: r.negativePrompt || undefined, width: r.width, height: r.height, count: r.batchSize, seed: r.seed ?? undefined, signal };
  const references = takesReferences.has(job.modelCode) ? await referencesOf(blobs, r.inputBlobKeys, job.provider) : [];
  return references.length ? model.edit({ ...base, images: references }) : model.generate(base);
}

/** Makes a logo job's rasters and traces each into an SVG in the brief's colours. */
export async function makeLogo(model: ImageModel, job: DesignJob, blobs: BlobStore, signal: AbortSignal): Promise<ImageResult> {
  const logo = job.request.logo;
  if (!logo) throw new ProviderError('bad_request', 'A logo job needs its brief', { provider: job.provider });
  const result = await rastersOf(model, job, logo, blobs, signal);
  const images: LogoOutput[] = [];
  for (const image of result.images) {
    if (signal.aborted) throw new ProviderError('aborted', 'The request was aborted', { provider: job.provider, cause: signal.reason });
    const traced = await traceLogo(image.bytes, logo.colours, { title: logo.brandName });
    const fidelity = await vectorFidelity(image.bytes, traced);
    images.push({ ...image, vector: { svg: new TextEncoder().encode(traced.svg), colours: traced.colours, background: traced.background, paths: traced.paths, fidelity } });
  }
  return { ...result, images };
}

/**
 * The logo project's charge (section 9: logo creation, 15,000 JPY), recorded with the first job that delivers: its
 * id is the project's, so a second job, or the same job recorded twice, charges nothing more.
 */
export function logoCharge(job: DesignJob, clientId: string, demo: boolean, at: string, metadata: EventMetadata): NewEvent | undefined {
  const charge = job.request.logo?.charge;
  if (!charge) return undefined;
  return {
    id: deterministicUuid('logo-charge', job.projectId),
    ...GenerationUsageRecorded({ clientId, usageId: job.projectId, tokens: 0, tickets: 0, amount: charge.amount, currency: charge.currency, service: 'logo_creation', provider: job.provider, demo, at }),
    metadata,
  };
}
