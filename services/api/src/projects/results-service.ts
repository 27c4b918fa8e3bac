import { categoryById, DomainError, isProjectExpired, type Language, type PdfExportType, type ProjectResults } from '@packlens/contracts';
import { ReportRenderer, reportFileName, reportImageKey, type ReportAssets, type ReportInput } from '@packlens/reports';
import type { BlobStore } from '@packlens/kernel';
import {
  pastScoreMeans,
  platformScoreMeans,
  projectHeatmaps,
  projectImages,
  projectResultRows,
  type ProjectHeatmapRow,
  type ProjectImageRow,
  type ProjectRow,
  type ProjectScoreRow,
} from '@packlens/projections';
import { attentionShares } from '@packlens/scoring/regions';
import type { AppDeps } from '../app/deps';
import type { AuthContext } from '../identity/identity-service';
import { callerTimeZone } from '../identity/client-account';
import { toProjectDetail } from './project-views';
import type { ProjectsService } from './projects-service';
import { analysisPdf } from './analysis/analysis-pdf';
import { surveyNormSamples } from './survey-norm-samples';
import { shareBelow, surveyNorms, type SegmentNorm } from './survey-norms';
import type { AnalysisService } from './analysis/analysis-service';
import { resultsCache, type ResultsCache } from './results-cache';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Ranks by score, highest first; equal (rounded) scores share a rank (1, 2, 2, 4). */
export function ranks(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

interface Standards {
  values: Map<number, number>;
  note: ProjectResults['standard_value_note'];
  /** Mode 1 with survey data: the norm of the project's categories pooled (the standard value), and each category's. */
  norms?: { categoryIds: number[]; pooled: Map<number, SegmentNorm>; byCategory: Map<number, Map<number, SegmentNorm>> };
}

/**
 * The standard value per segment for the project's mode (section 3: 0 none, 1 PLUG data, 2 past scores, 3 own).
 * Mode 1 is the surveyed packs of the project's image categories in the uploaded survey data; without such data, the
 * average of this installation's own evaluations, and the note says so.
 */
async function standardValues(deps: AppDeps, project: ProjectRow, images: readonly ProjectImageRow[]): Promise<Standards> {
  switch (project.standard_mode) {
    case 1: {
      // A finer category without surveyed packs of its own is compared with its named category's (chocolate with
      // confectionery).
      const own = [...new Set(images.map((image) => image.category_id).filter((id): id is number => id !== null))].sort((a, b) => a - b);
      const parentOf = (id: number) => categoryById(id)?.parentId;
      const parents = [...new Set(own.map(parentOf).filter((id): id is number => id !== undefined))];
      const samples = await surveyNormSamples(deps.pool, [...own, ...parents]);
      if (samples.length === 0) return { values: await platformScoreMeans(deps.pool), note: 'PLUG_INSTALLATION_SCORES' };
      const ownSamples = samples.filter((s) => own.includes(s.categoryId));
      const used = ownSamples.length ? ownSamples : samples;
      const categoryIds = [...new Set(used.map((s) => s.categoryId))].sort((a, b) => a - b);
      const pooled = surveyNorms(
        used.map((s) => ({ ...s, categoryId: 0 })),
        0,
      );
      const byCategory = new Map(
        own.map((id) => {
          const norms = surveyNorms(samples, id);
          return [id, norms.size ? norms : surveyNorms(samples, parentOf(id) ?? -1)];
        }),
      );
      return { values: new Map([...pooled].map(([segmentId, norm]) => [segmentId, norm.mean])), note: null, norms: { categoryIds, pooled, byCategory } };
    }
    case 2: {
      const values = await pastScoreMeans(deps.pool, project.client_id, project.project_id);
      return { values, note: values.size ? null : 'NO_PAST_SCORE' };
    }
    case 3:
      return { values: new Map(Object.entries(project.standard_values).map(([segment, value]) => [Number(segment), value])), note: null };
    default:
      return { values: new Map(), note: null };
  }
}

/** Region shares of a shelf image from its stored attention density (boxes may be marked after the calculation). */
async function regionShares(blobs: BlobStore, heatmap: ProjectHeatmapRow, image: ProjectImageRow) {
  const byId = new Map(heatmap.regions.map((r) => [r.regionId, r.share]));
  let density: { width: number; height: number; data: Float32Array } | undefined;
  if (heatmap.density_blob_key && heatmap.density_width && heatmap.density_height && image.regions.length) {
    const bytes = await blobs.get(heatmap.density_blob_key);
    if (bytes) {
      const data = new Float32Array(bytes.length / 4);
      for (let i = 0; i < data.length; i++) data[i] = bytes.readFloatLE(i * 4);
      density = { width: heatmap.density_width, height: heatmap.density_height, data };
    }
  }
  const computed = density
    ? new Map(
        attentionShares(
          density,
          heatmap.width,
          heatmap.height,
          image.regions.map((r) => ({ id: r.region_id, x: r.x, y: r.y, width: r.width, height: r.height })),
        ).map((r) => [r.id, r.share]),
      )
    : byId;
  return image.regions.map((r) => ({ region_id: r.region_id, label: r.label, share: Math.round((computed.get(r.region_id) ?? 0) * 1000) / 1000 }));
}

function segmentResults(project: ProjectRow, images: readonly ProjectImageRow[], scores: readonly ProjectScoreRow[], standards: Standards) {
  const position = new Map(images.map((image) => [image.image_id, image.position]));
  const categoryOf = new Map(images.map((image) => [image.image_id, image.category_id]));
  return project.segment_ids.map((segmentId) => {
    const rows = scores.filter((s) => s.segment_id === segmentId && position.has(s.image_id)).sort((a, b) => position.get(a.image_id)! - position.get(b.image_id)!);
    const finals = rows.map((row) => round2(row.mean));
    const rankOf = ranks(finals);
    const standard = standards.values.get(segmentId);
    const pooled = standards.norms?.pooled.get(segmentId);
    const ownNorm = (imageId: string) => {
      const category = categoryOf.get(imageId);
      return category === null || category === undefined ? undefined : standards.norms?.byCategory.get(category)?.get(segmentId);
    };
    return {
      segment_id: segmentId,
      standard_value: standard === undefined ? null : round2(standard),
      norm: pooled
        ? {
            images: pooled.images,
            data_sets: pooled.dataSets,
            simulated: pooled.simulated,
            category_ids: standards.norms!.categoryIds,
            quantiles: { p10: round2(pooled.quantiles.p10), p25: round2(pooled.quantiles.p25), p50: round2(pooled.quantiles.p50), p75: round2(pooled.quantiles.p75), p90: round2(pooled.quantiles.p90) },
          }
        : null,
      scores: rows.map((row, i) => ({
        image_id: row.image_id,
        final_score: finals[i],
        sd: round2(row.sd),
        order: position.get(row.image_id)!,
        rank: rankOf[i],
        standard_diff: standard === undefined ? null : round2(finals[i] - round2(standard)),
        norm_percentile: ((norm) => (norm ? shareBelow(norm, finals[i]) : null))(ownNorm(row.image_id)),
      })),
      image_words: rows.map((row) => ({
        image_id: row.image_id,
        words: row.image_words.map((w) => ({ word_id: w.wordId, probability: Math.round(w.probability * 1000) / 1000 })),
      })),
    };
  });
}

/** Results of a calculated project, the scatter of two image words, and what reports are made from. */
export function resultsService(deps: AppDeps, projects: ProjectsService, analysis?: AnalysisService, kept: ResultsCache = resultsCache(0, deps.clock)) {
  const now = () => deps.clock();
  let ownPrinter: ReportRenderer | undefined;
  /** The app's report printer, else one of its own, started with the first report (it closes when idle). */
  const printer = () => deps.reports ?? (ownPrinter ??= ReportRenderer.launch());

  /** The answer, kept for a moment per client, project and language (results-cache.ts); its expiry checked each time. */
  async function results(auth: AuthContext, projectId: string, language: Language): Promise<ProjectResults> {
    const answer = await kept.remember(auth.clientId ?? '', projectId, language, () => readResults(auth, projectId, language));
    if (isProjectExpired(new Date(answer.project.expires_at), now())) throw new DomainError('PROJECT_EXPIRED');
    return answer;
  }

  async function readResults(auth: AuthContext, projectId: string, language: Language): Promise<ProjectResults> {
    // The project (the caller's client's, else not found) and its result rows in one round trip.
    const { project, images, scores, heatmaps, concepts } = await projectResultRows(deps.pool, projectId, auth.clientId ?? '');
    if (!project) throw new DomainError('NOT_FOUND');
    if (isProjectExpired(project.expires_at, now())) throw new DomainError('PROJECT_EXPIRED');
    if (project.status === 'DRAFT') throw new DomainError('NO_RESULTS');
    if (project.status === 'PROGRESS') throw new DomainError('CALCULATION_IN_PROGRESS');
    const standards = await standardValues(deps, project, images);
    const imagesById = new Map(images.map((image) => [image.image_id, image]));
    const model = scores[0] ?? concepts[0];
    return {
      project: toProjectDetail(project, images, now(), projects.links, language),
      model: model ? { version: model.model_version, demo: model.demo_model } : null,
      heatmap_model: heatmaps[0]?.model_version ?? null,
      standard_value_note: standards.note,
      segments: segmentResults(project, images, scores, standards),
      heatmaps: await Promise.all(
        heatmaps
          .filter((h) => imagesById.has(h.image_id))
          .sort((a, b) => imagesById.get(a.image_id)!.position - imagesById.get(b.image_id)!.position)
          .map(async (h) => ({
            image_id: h.image_id,
            map_url: projects.links.url({ blobKey: h.map_blob_key, contentType: 'image/png' }),
            overlay_url: projects.links.url({ blobKey: h.overlay_blob_key, contentType: 'image/png' }),
            width: h.width,
            height: h.height,
            regions: deps.blobs ? await regionShares(deps.blobs, h, imagesById.get(h.image_id)!) : [],
          })),
      ),
      concept: concepts
        .filter((c) => imagesById.has(c.image_id))
        .sort((a, b) => imagesById.get(a.image_id)!.position - imagesById.get(b.image_id)!.position)
        .map((c) => ({ image_id: c.image_id, level: c.level, score: round2(c.score), driving_words: c.driving_words, vision: c.vision ?? null })),
    };
  }

  /** The pictures a report prints, read from the blob store: the upload (or its pdf preview), overlay, grey map. */
  async function reportAssets(projectId: string): Promise<ReportAssets> {
    const [images, heatmaps] = await Promise.all([projectImages(deps.pool, projectId), projectHeatmaps(deps.pool, projectId)]);
    const keys = new Map<string, { key: string; contentType: string }>();
    for (const image of images) {
      keys.set(reportImageKey(image.image_id, 'preview'), image.preview_blob_key ? { key: image.preview_blob_key, contentType: 'image/png' } : { key: image.blob_key, contentType: image.media_type });
    }
    for (const heatmap of heatmaps) {
      keys.set(reportImageKey(heatmap.image_id, 'overlay'), { key: heatmap.overlay_blob_key, contentType: 'image/png' });
      keys.set(reportImageKey(heatmap.image_id, 'map'), { key: heatmap.map_blob_key, contentType: 'image/png' });
    }
    return {
      async image(imageId, kind) {
        const found = keys.get(reportImageKey(imageId, kind));
        const bytes = found && deps.blobs ? await deps.blobs.get(found.key) : undefined;
        return found && bytes ? { bytes, contentType: found.contentType } : undefined;
      },
    };
  }

  return {
    results,

    /** A PDF report of the results in `language` (section 3's export types; `analysis` prints an AI analysis report by its id). */
    async report(auth: AuthContext, projectId: string, request: { type: PdfExportType; segmentId?: number; wordIds?: number[]; analysisId?: string; language: Language }) {
      if (request.type === 'analysis') {
        // The AI analysis report (issue 14): printed from the report the analysis service answers.
        if (!analysis) throw new DomainError('SERVICE_NOT_AVAILABLE');
        if (!request.analysisId) throw new DomainError('VALIDATION_FAILED', {}, { analysis_id: 'VALIDATION_FAILED' });
        return analysisPdf({ ...deps, printer: printer() }, projects, analysis, auth, projectId, request.analysisId, request.language);
      }
      const all = await results(auth, projectId, request.language);
      assertReportFor(all.project, request.type);
      const segmentId = request.segmentId ?? all.project.segment_ids[0];
      if (!all.project.segment_ids.includes(segmentId)) throw new DomainError('VALIDATION_FAILED', {}, { segment_id: 'VALIDATION_FAILED' });
      if (request.type === 'image_word_scatter' && request.wordIds?.length !== 2) throw new DomainError('SCATTER_TWO_WORDS_REQUIRED', {}, { word_ids: 'SCATTER_TWO_WORDS_REQUIRED' });
      const input: ReportInput = {
        results: all,
        type: request.type,
        segmentId,
        wordIds: request.wordIds as [number, number] | undefined,
        language: request.language,
        generatedAt: now(),
        timeZone: await callerTimeZone(deps.pool, auth),
        assets: await reportAssets(projectId),
      };
      const pdf = await printer().render(input);
      return { pdf, fileName: reportFileName(input) };
    },

    /** Each image as a point: its probability of one image word across, of the other up (section 4's scatter). */
    async scatter(auth: AuthContext, projectId: string, segmentId: number, wordIds: [number, number], language: Language) {
      const all = await results(auth, projectId, language);
      const segment = all.segments.find((s) => s.segment_id === segmentId);
      if (!segment) throw new DomainError('NO_RESULTS');
      const names = new Map(all.project.images.map((image) => [image.id, image.name]));
      const probability = (words: { word_id: number; probability: number }[], id: number) => words.find((w) => w.word_id === id)?.probability ?? 0;
      return {
        segment_id: segmentId,
        word_ids: wordIds,
        points: segment.image_words.map((entry) => ({
          image_id: entry.image_id,
          name: names.get(entry.image_id) ?? '',
          x: probability(entry.words, wordIds[0]),
          y: probability(entry.words, wordIds[1]),
        })),
      };
    },
  };
}
export type ResultsService = ReturnType<typeof resultsService>;

/** The menus (any one of them) whose results a survey report prints; the summary needs none. */
const reportMenus: Partial<Record<PdfExportType, readonly string[]>> = {
  heatmap: ['heatmap'],
  image_word_line: ['image_word'],
  image_word_scatter: ['image_word', 'image_word_scatter'],
  variance: ['preference_variance'],
  concept_matching: ['concept_matching'],
};

/**
 * Only the reports the project's kind has (issue 20: a survey project printed the shelf report): the shelf report
 * for a shelf project, and for a survey the summary and the report of each menu it ordered.
 */
function assertReportFor(project: { type: number; menus: string[] }, type: PdfExportType) {
  const shelf = project.type === 4;
  const menus = reportMenus[type];
  if (shelf !== (type === 'shelve') || (menus && !menus.some((menu) => project.menus.includes(menu)))) throw new DomainError('REPORT_NOT_FOR_PROJECT');
}
