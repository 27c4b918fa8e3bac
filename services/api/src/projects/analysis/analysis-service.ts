import { randomUUID } from 'node:crypto';
import {
  AnalysisReportRequested,
  analysisTypes,
  DomainError,
  formatErrorMessage,
  resultLimits,
  noticeTypes,
  readEvent,
  servicePrices,
  currencyOf,
  generationModels,
  type AnalysisReport,
  type AnalysisReportRequest,
  type ErrorCode,
  type ProjectDetail,
  type EventOf,
  type Language,
} from '@packlens/contracts';
import { projectImages } from '@packlens/projections';
import { analysisStream, type StoredAnalysis, type StoredRegeneration } from '@packlens/scoring/worker';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../../identity/identity-service';
import { commandMetadata } from '../../identity/streams';
import type { AppDeps } from '../../app/deps';
import { assertServiceAllowed } from '../../billing/service-gate';
import type { ProjectsService } from '../projects-service';
import { designAnswererOf, designProviderOf, providerNames, type Connections } from '../../generation/design/design-providers';

type Requested = EventOf<typeof AnalysisReportRequested>['data'];

/**
 * The AI analysis report (issue 14): asked for on a calculated package evaluation, run by the analysis worker on the
 * scoring threads, read back from its stream and the stored reports. Gated as section 6 says (Japan, Japanese, paid
 * plan) on the server; charged by the worker once it delivers.
 */
export function analysisService(deps: AppDeps, identity: IdentityService, projects: ProjectsService, connections: Connections) {
  const blobs = () => {
    if (!deps.blobs) throw new Error('the analysis report needs a blob store');
    return deps.blobs;
  };

  async function request(auth: AuthContext, projectId: string, input: AnalysisReportRequest, info: RequestInfo): Promise<AnalysisReport> {
    const language = info.language ?? 'ja';
    assertServiceAllowed('analysisReport', await identity.account(auth), language);
    const project = await projects.ownProject(auth, projectId);
    if (project.type !== 1) throw new DomainError('NOT_FOUND');
    const max = resultLimits.analysisReportMaxImages;
    const ids = [...new Set(input.image_ids)];
    if (ids.length > max) throw new DomainError('ANALYSIS_IMAGE_LIMIT', { max });
    if (project.expires_at.getTime() <= deps.clock().getTime()) throw new DomainError('PROJECT_EXPIRED');
    if (project.status !== 'SUCCESS') throw new DomainError('PROJECT_NOT_CALCULATED');
    const images = await projectImages(deps.pool, projectId);
    const chosen = ids.map((id) => {
      const image = images.find((i) => i.image_id === id);
      if (!image) throw new DomainError('NOT_FOUND');
      if (image.status !== 'done') throw new DomainError('PROJECT_NOT_CALCULATED');
      return { imageId: image.image_id, blobKey: image.blob_key, categoryId: image.category_id ?? 1, name: image.name };
    });
    const regionRegeneration = input.region_regeneration && (await regionProvider(input.region_regeneration));
    const account = await projects.accountOf(auth);
    const currency = currencyOf(account.country);
    const analysisId = randomUUID();
    const requested = AnalysisReportRequested({
      analysisId,
      projectId,
      clientId: project.client_id,
      requestedBy: actorOf(auth).id,
      segmentIds: project.segment_ids,
      images: chosen,
      packHeightCm: input.pack_height_cm,
      price: { amount: servicePrices.analysisReport[currency] ?? 0, currency },
      regionRegeneration,
      at: deps.clock().toISOString(),
    });
    await deps.store.append(analysisStream(analysisId), [{ id: randomUUID(), ...requested, metadata: { ...commandMetadata(actorOf(auth), project.client_id, info.requestId, deps.clock()), causationId: null } }], {
      expectedVersion: 'no_stream',
    });
    return report(auth, projectId, analysisId, language);
  }

  /** The provider that regenerates a region with the model: refused before anything is stored when it is not configured. */
  async function regionProvider(asked: NonNullable<AnalysisReportRequest['region_regeneration']>): Promise<Requested['regionRegeneration']> {
    const answerer = designAnswererOf(asked.model_code, await connections());
    if (answerer.provider === 'offline') {
      const provider = designProviderOf(asked.model_code);
      const model = generationModels.find((m) => m.code === asked.model_code)?.name ?? asked.model_code;
      throw new DomainError('IMAGE_PROVIDER_NOT_CONFIGURED', { model, provider: providerNames[provider] ?? provider }, { 'region_regeneration.model_code': 'IMAGE_PROVIDER_NOT_CONFIGURED' });
    }
    return { prompt: asked.prompt, modelCode: asked.model_code, provider: answerer.provider, model: answerer.model };
  }

  async function report(auth: AuthContext, projectId: string, analysisId: string, language: Language): Promise<AnalysisReport> {
    const { events } = await deps.store.readStream(analysisStream(analysisId));
    const first = events[0];
    if (!first || first.type !== 'AnalysisReportRequested') throw new DomainError('NOT_FOUND');
    const requested = readEvent(first.type, first.data, first.schemaVersion).data as Requested;
    if (requested.clientId !== auth.clientId || requested.projectId !== projectId) throw new DomainError('NOT_FOUND');
    const completed = events.find((e) => e.type === 'AnalysisReportCompleted');
    const done = new Map(events.filter((e) => e.type === 'AnalysisImageAnalysed' || e.type === 'AnalysisImageFailed').map((e) => [String(e.data.imageId), e]));
    const url = (blobKey: string) => projects.links.url({ blobKey, contentType: 'image/png' });
    let modelVersion: string | null = null;
    let demoModel: boolean | null = null;
    const images = await Promise.all(
      requested.images.map(async (image): Promise<AnalysisReport['images'][number]> => {
        const event = done.get(image.imageId);
        const empty = { image_id: image.imageId, name: image.name, width: null, height: null, preference: [], heatmap_url: null, attribution: null, product_name: null, design: {}, norms: [], notices: [], candidates: [], modified: [] };
        if (!event) return { ...empty, region_regeneration: null, status: 'waiting', error: null };
        if (event.type === 'AnalysisImageFailed') {
          const code = String(event.data.code) as ErrorCode;
          return { ...empty, region_regeneration: null, status: 'failed', error: { code, message: formatErrorMessage(code, language) } };
        }
        const stored = JSON.parse(Buffer.from((await blobs().get(String(event.data.resultKey)))!).toString('utf8')) as StoredAnalysis;
        const r = stored.report;
        modelVersion = r.modelVersion;
        demoModel = (demoModel ?? false) || r.demoModel;
        const bySegment = (values: readonly number[]) => requested.segmentIds.map((segment_id, s) => ({ segment_id, value: values[s] }));
        const modification = (c: (typeof r.candidates)[number]) => ({ key: c.key, scope: c.scope, deltas: bySegment(c.deltas), mean_delta: c.meanDelta });
        const name = r.diagnostics.name;
        return {
          image_id: image.imageId,
          name: image.name,
          status: 'analysed',
          error: null,
          width: stored.width,
          height: stored.height,
          preference: bySegment(r.baseMeans),
          heatmap_url: url(stored.files.heatmap),
          attribution: {
            columns: r.attribution.columns,
            rows: r.attribution.rows,
            segments: requested.segmentIds.map((segment_id, s) => ({ segment_id, cells: r.attribution.cells[s], url: url(stored.files.attribution[s]) })),
          },
          product_name: name && {
            box: { x: name.box.x, y: name.box.y, width: name.box.width, height: name.box.height },
            contrast_ratio: name.contrastRatio,
            letter_height_mm: name.letterHeightMm,
            legible_up_to_m: name.legibleUpToM,
            attention_share: name.attentionShare,
            attention_lift: name.attentionLift,
            attribution: bySegment(r.nameAttribution),
          },
          design: r.diagnostics.design,
          norms: r.comparisons.map((c) => ({
            segment_id: c.segmentId,
            category_id: c.categoryId,
            packs: c.packs,
            features: c.features.map((f) => ({ name: f.name, value: f.value, ...f.norm, position: f.position })),
          })),
          notices: r.notices.map((n) => {
            const type = noticeTypes.find((t) => t.id === n.type)!;
            return {
              type: n.type,
              key: type.key,
              analysis_type: type.analysisType,
              label: type.label[language],
              rule: type.rule[language],
              segment_ids: n.segmentIds,
              region: n.region && { x: n.region.x, y: n.region.y, width: n.region.width, height: n.region.height },
              measured: n.measured,
            };
          }),
          candidates: r.candidates.map(modification),
          modified: r.chosen.map((c) => {
            const files = stored.files.chosen.find((f) => f.key === c.key)!;
            return { ...modification(c), design_url: url(files.design), heatmap_url: url(files.heatmap) };
          }),
          region_regeneration: regenerationOf(stored.regeneration, bySegment, url, language),
        };
      }),
    );
    return {
      analysis_id: requested.analysisId,
      project_id: requested.projectId,
      status: completed ? 'completed' : 'running',
      segment_ids: requested.segmentIds,
      pack_height_cm: requested.packHeightCm,
      price: requested.price,
      requested_at: requested.at,
      completed_at: completed ? String(completed.data.at) : null,
      model_version: modelVersion,
      demo_model: demoModel,
      analysis_types: analysisTypes.map((t) => ({ id: t.id, key: t.key, label: t.label[language] })),
      images,
    };
  }

  /**
   * The loop closed: a modified design of the report becomes the image of a new package evaluation with the original's
   * menus, segments, category, product copy, standard value and concept, asked to calculate at once (it counts against
   * the image quota like any upload). Answers the new project.
   */
  async function evaluateModified(auth: AuthContext, projectId: string, analysisId: string, choice: { image_id: string; key: string }, info: RequestInfo): Promise<ProjectDetail> {
    const language = info.language ?? 'ja';
    const analysed = await report(auth, projectId, analysisId, language);
    const image = analysed.images.find((i) => i.image_id === choice.image_id);
    const modified = image?.modified.some((m) => m.key === choice.key) || (choice.key === regeneratedKey && image?.region_regeneration?.status === 'regenerated');
    if (!image || !modified) throw new DomainError('NOT_FOUND');
    const { events } = await deps.store.readStream(analysisStream(analysisId));
    const done = events.find((e) => e.type === 'AnalysisImageAnalysed' && e.data.imageId === choice.image_id)!;
    const stored = JSON.parse(Buffer.from((await blobs().get(String(done.data.resultKey)))!).toString('utf8')) as StoredAnalysis;
    const bytes = await blobs().get(designKeyOf(stored, choice.key)!);
    if (!bytes) throw new DomainError('NOT_FOUND');
    const original = await projects.ownProject(auth, projectId);
    const originalImage = (await projectImages(deps.pool, projectId)).find((i) => i.image_id === choice.image_id)!;
    const suffix = ` (${choice.key})`;
    const created = await projects.create(auth, { name: `${original.name.slice(0, 100 - suffix.length)}${suffix}`, type: 1, department: original.department }, info);
    const id = created.id;
    await projects.selectMenus(auth, id, original.menus, info);
    await projects.selectSegments(auth, id, original.segment_ids, info);
    const uploaded = await projects.upload(auth, id, [{ name: image.name.slice(0, 20), fileName: `${choice.key}.png`, bytes }], info);
    const newImage = uploaded.images[0].id;
    await projects.selectCategories(auth, id, [{ image_id: newImage, category_id: originalImage.category_id ?? 1 }], info);
    if (originalImage.product_copy) await projects.enterProductCopies(auth, id, [{ image_id: newImage, product_copy: originalImage.product_copy }], info);
    if (original.standard_mode !== 0) await projects.chooseStandardValue(auth, id, original.standard_mode as 0 | 1 | 2 | 3, original.standard_values, info);
    if (original.menus.includes('concept_matching')) {
      await projects.enterConcept(auth, id, original.concept_text && original.concept_language ? { text: original.concept_text, language: original.concept_language } : { skip: true }, info);
    }
    return projects.calculate(auth, id, info);
  }

  return { request, report, evaluateModified };
}
export type AnalysisService = ReturnType<typeof analysisService>;

/** The key a report's regenerated region goes by (`modified_designs`, the new project's name). */
export const regeneratedKey = 'region_regenerated';

function designKeyOf(stored: StoredAnalysis, key: string): string | undefined {
  if (key === regeneratedKey) return stored.regeneration?.status === 'regenerated' ? stored.regeneration.files.design : undefined;
  return stored.files.chosen.find((c) => c.key === key)?.design;
}

/** The stored regeneration as the report answers it (null where the order did not ask for one). */
function regenerationOf(
  stored: StoredRegeneration | undefined,
  bySegment: (values: readonly number[]) => { segment_id: number; value: number }[],
  url: (blobKey: string) => string,
  language: Language,
): AnalysisReport['images'][number]['region_regeneration'] {
  if (!stored) return null;
  const none = { region: null, provider: null, model: null, prompt: null, deltas: [], mean_delta: null, design_url: null, heatmap_url: null, error: null };
  switch (stored.status) {
    case 'no_region':
      return { ...none, status: 'no_region' };
    case 'failed':
      return { ...none, status: 'failed', region: stored.region, provider: stored.provider, error: { code: stored.code, message: formatErrorMessage(stored.code, language) } };
    case 'regenerated':
      return {
        status: 'regenerated',
        region: stored.region,
        provider: stored.provider,
        model: stored.model,
        prompt: stored.prompt,
        deltas: bySegment(stored.deltas),
        mean_delta: stored.meanDelta,
        design_url: url(stored.files.design),
        heatmap_url: url(stored.files.heatmap),
        error: null,
      };
  }
}
