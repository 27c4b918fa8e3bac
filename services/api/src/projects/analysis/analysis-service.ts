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
  type AnalysisReport,
  type AnalysisReportRequest,
  type ErrorCode,
  type EventOf,
  type Language,
} from '@packlens/contracts';
import { projectImages } from '@packlens/projections';
import { analysisStream, type StoredAnalysis } from '@packlens/scoring/worker';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../../identity/identity-service';
import { commandMetadata } from '../../identity/streams';
import type { AppDeps } from '../../app/deps';
import { assertServiceAllowed } from '../../billing/service-gate';
import type { ProjectsService } from '../projects-service';

type Requested = EventOf<typeof AnalysisReportRequested>['data'];

/**
 * The AI analysis report (issue 14): asked for on a calculated package evaluation, run by the analysis worker on the
 * scoring threads, read back from its stream and the stored reports. Gated as section 6 says (Japan, Japanese, paid
 * plan) on the server; charged by the worker once it delivers.
 */
export function analysisService(deps: AppDeps, identity: IdentityService, projects: ProjectsService) {
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
      at: deps.clock().toISOString(),
    });
    await deps.store.append(analysisStream(analysisId), [{ id: randomUUID(), ...requested, metadata: { ...commandMetadata(actorOf(auth), project.client_id, info.requestId, deps.clock()), causationId: null } }], {
      expectedVersion: 'no_stream',
    });
    return report(auth, projectId, analysisId, language);
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
        if (!event) return { ...empty, status: 'waiting', error: null };
        if (event.type === 'AnalysisImageFailed') {
          const code = String(event.data.code) as ErrorCode;
          return { ...empty, status: 'failed', error: { code, message: formatErrorMessage(code, language) } };
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

  return { request, report };
}
export type AnalysisService = ReturnType<typeof analysisService>;
