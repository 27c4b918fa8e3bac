import sharp from 'sharp';
import type { ErrorCode } from '@packlens/contracts';
import type { Box } from '../analysis/raster-ops';
import { pasteRegion, regionMaskPng, weakestRegion } from '../analysis/weakest-region';
import type { AnalysedImage, DesignScoreJob, ScoredDesign } from './image-scorer';

/** What the report asks an image-editing provider for (the order's prompt and the provider the API resolved). */
export interface RegionRegenerationRequest {
  prompt: string;
  modelCode: string;
  provider: string;
  model: string;
}

/**
 * The port to the generation work's inpaint/edit: the image, a mask transparent over the region, the prompt. The
 * platform implements it with the provider adapters; a refusal it can name carries a catalogue code.
 */
export interface RegionEditor {
  edit(request: RegionRegenerationRequest & { image: Uint8Array; mask: Uint8Array; width: number; height: number }): Promise<{ bytes: Uint8Array; model: string; tickets: number }>;
}

/** A provider's refusal or failure, by its catalogue code (the report shows it; the rest of the analysis stands). */
export class RegionEditFailed extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The regeneration as the stored report keeps it. */
export type StoredRegeneration =
  | {
      status: 'regenerated';
      region: Box;
      /** The region's attribution averaged over the segments (negative: its detail lowers the mean). */
      meanAttribution: number;
      prompt: string;
      provider: string;
      model: string;
      tickets: number;
      /** Predicted means of the unchanged image and of the regenerated one, scored alike (the same PNG path). */
      baseMeans: number[];
      means: number[];
      deltas: number[];
      meanDelta: number;
      files: { design: string; heatmap: string };
    }
  | { status: 'no_region' }
  | { status: 'failed'; region: Box; provider: string; code: ErrorCode };

export interface RegionRegenerationDeps {
  editor: RegionEditor;
  scorer: { scoreDesign(bytes: Uint8Array, job: DesignScoreJob): Promise<ScoredDesign> };
  /** Stores a PNG of this image's analysis; answers its blob key. */
  png(name: string, data: Uint8Array): Promise<string>;
}

/**
 * Regenerates the lowest-attribution region of an analysed image through the configured provider and re-scores the
 * result with the same models for every ordered segment. Only the region changes (the answer is pasted over it), and
 * the unchanged image is scored the same way, so the change per segment is the region's alone.
 */
export async function regenerateRegion(
  deps: RegionRegenerationDeps,
  input: { original: Uint8Array; analysed: AnalysedImage; request: RegionRegenerationRequest; job: DesignScoreJob },
): Promise<StoredRegeneration> {
  const { analysed, request } = input;
  const size = { width: analysed.width, height: analysed.height };
  const attribution = { ...analysed.report.attribution, cells: analysed.report.attribution.cells.map((cells) => Float32Array.from(cells)) };
  const weakest = weakestRegion(attribution, size, analysed.report.diagnostics.name?.box ?? null);
  if (!weakest) return { status: 'no_region' };
  const region = weakest.box;
  const image = await sharp(input.original).rotate().resize(size.width, size.height, { fit: 'fill' }).removeAlpha().png().toBuffer();
  let edited: Awaited<ReturnType<RegionEditor['edit']>>;
  try {
    edited = await deps.editor.edit({ ...request, image, mask: await regionMaskPng(size, region), ...size });
  } catch (error) {
    if (error instanceof RegionEditFailed) return { status: 'failed', region, provider: request.provider, code: error.code };
    throw error;
  }
  const design = await pasteRegion(image, edited.bytes, region, size);
  const [before, after] = [await deps.scorer.scoreDesign(image, input.job), await deps.scorer.scoreDesign(design, input.job)];
  const baseMeans = before.preferences.map((p) => p.mean);
  const means = after.preferences.map((p) => p.mean);
  const deltas = means.map((mean, s) => mean - baseMeans[s]);
  return {
    status: 'regenerated',
    region,
    meanAttribution: weakest.meanAttribution,
    prompt: request.prompt,
    provider: request.provider,
    model: edited.model,
    tickets: edited.tickets,
    baseMeans,
    means,
    deltas,
    meanDelta: deltas.reduce((sum, d) => sum + d, 0) / Math.max(1, deltas.length),
    files: { design: await deps.png('region-regenerated.png', design), heatmap: await deps.png('region-regenerated-heatmap.png', after.heatmapOverlay) },
  };
}
