import { randomUUID } from 'node:crypto';
import { DomainError, type CountryCode, type Language, type PlanTypeId, type ProjectDetail } from '@packlens/contracts';
import { deterministicUuid, type GlobalPosition } from '@packlens/kernel';
import { findProject, getClient, listProjects, pastScoreMeans, projectImages } from '@packlens/projections';
import type { AppDeps } from '../app/deps';
import { assertServiceAllowed } from '../billing/service-gate';
import { clientImageQuota, type ClientImageQuota } from '../billing/quota';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../identity/identity-service';
import { clientAccountOf } from '../identity/client-account';
import { readYourWrites } from '../identity/read-your-writes';
import { commandMetadata, loadState } from '../identity/streams';
import { isShelf, projectDecider, type ProjectCommand, type ShelfRegion } from './deciders';
import { fileLinks } from './file-links';
import { toProjectDetail, toProjectSummary } from './project-views';
import { projectHandlers, projectStreams } from './streams';
import { prepareUpload, storeUpload, type IncomingFile } from './uploads';

/** A step command without the `now` the service adds. */
type StepCommand = ProjectCommand extends infer C ? (C extends { now: string } ? Omit<C, 'now'> : never) : never;

/**
 * Evaluation projects (issue 6): each use case checks the caller's client, decides on the project's stream, and
 * answers from the read model once it holds the change. Another client's project is not found.
 */
export function projectsService(deps: AppDeps, identity: IdentityService) {
  const handlers = projectHandlers(deps.store);
  const settle = readYourWrites(deps.pool, deps.logger);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const blobs = () => {
    if (!deps.blobs) throw new Error('the projects API needs a blob store');
    return deps.blobs;
  };
  const now = () => deps.clock();
  const meta = (auth: AuthContext, info: RequestInfo, commandId: string = randomUUID()) => ({
    commandId,
    metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, now()),
  });

  const accountOf = (auth: AuthContext) => clientAccountOf(deps.pool, auth);


  async function detail(auth: AuthContext, projectId: string, language: Language, position?: GlobalPosition): Promise<ProjectDetail> {
    await settle(position);
    const row = await findProject(deps.pool, projectId, auth.clientId);
    if (!row) throw new DomainError('NOT_FOUND');
    return toProjectDetail(row, await projectImages(deps.pool, projectId), now(), links, language);
  }

  /** The project of the caller's client, or NOT_FOUND (also for another client's project). */
  async function ownProject(auth: AuthContext, projectId: string) {
    const row = await findProject(deps.pool, projectId, auth.clientId);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  async function step(auth: AuthContext, projectId: string, command: StepCommand, info: RequestInfo): Promise<ProjectDetail> {
    await ownProject(auth, projectId);
    const result = await handlers.projects(projectStreams.project(projectId), { ...command, now: now().toISOString() } as ProjectCommand, meta(auth, info));
    return detail(auth, projectId, info.language ?? 'ja', result.append?.positions.at(-1));
  }

  /** The quota left for `requested` more images, or the refusal of section 8 (free 10, trial 5, expired plan). */
  async function assertQuotaFor(clientId: string, requested: number): Promise<ClientImageQuota> {
    const quota = await clientImageQuota(deps.pool, clientId, now());
    const refusal = quota.refusal(requested);
    if (refusal) throw new DomainError(refusal.code, refusal.params);
    return quota;
  }

  /** What the quota stream decides with: the limit resolved from plan, client and country, and the plan. */
  async function quotaLimits(clientId: string) {
    const { quota, planId, catalogue } = await clientImageQuota(deps.pool, clientId, now());
    return { limit: quota.limit, expiresAt: (await getClient(deps.pool, clientId))?.plan_expires_at ?? null, planId, catalogue };
  }

  return {
    async create(auth: AuthContext, input: { name: string; type: 1 | 4; country?: CountryCode; department: string }, info: RequestInfo): Promise<ProjectDetail> {
      const account = await accountOf(auth);
      if (input.type === 4) assertServiceAllowed('shelf', await identity.account(auth), info.language ?? 'ja');
      const projectId = randomUUID();
      const result = await handlers.projects(
        projectStreams.project(projectId),
        {
          type: 'CreateProject',
          data: {
            projectId,
            clientId: account.client_id,
            createdBy: account.user_id,
            name: input.name,
            type: input.type,
            country: input.country ?? ((account.country as CountryCode | null) ?? 'jp'),
            department: input.department || account.department,
            createdAt: now().toISOString(),
          },
        },
        meta(auth, info),
      );
      return detail(auth, projectId, info.language ?? 'ja', result.append?.positions.at(-1));
    },

    async list(auth: AuthContext, query: { tab: Parameters<typeof listProjects>[1]['tab']; page: number; page_size: number }) {
      const account = await accountOf(auth);
      const { rows, total } = await listProjects(deps.pool, {
        clientId: account.client_id,
        tab: query.tab,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return { rows: rows.map((row) => toProjectSummary(row, now())), total, page: query.page, page_size: query.page_size };
    },

    detail: (auth: AuthContext, projectId: string, language: Language) => detail(auth, projectId, language),

    async selectMenus(auth: AuthContext, projectId: string, menus: string[], info: RequestInfo) {
      // The plan type in force (with the super admin's catalogue edits) decides who sees concept matching.
      const planType = ((await identity.account(auth)).plan?.plan_type ?? null) as PlanTypeId | null;
      return step(auth, projectId, { type: 'SelectMenus', menus, planType }, info);
    },

    selectSegments: (auth: AuthContext, projectId: string, segmentIds: number[], info: RequestInfo) => step(auth, projectId, { type: 'SelectSegments', segmentIds }, info),

    async upload(auth: AuthContext, projectId: string, files: IncomingFile[], info: RequestInfo): Promise<ProjectDetail> {
      const account = await accountOf(auth);
      const project = await ownProject(auth, projectId);
      const prepared = await prepareUpload(files, isShelf(project));
      // The quota is checked before anything is stored: the images already waiting in the project count too.
      await assertQuotaFor(account.client_id, project.image_count + prepared.images.length);
      const images = await storeUpload(blobs(), account.client_id, prepared.images);
      return step(auth, projectId, { type: 'UploadImages', images }, info);
    },

    removeImage: (auth: AuthContext, projectId: string, imageId: string, info: RequestInfo) => step(auth, projectId, { type: 'RemoveImage', imageId }, info),

    selectCategories: (auth: AuthContext, projectId: string, choices: { image_id: string; category_id: number }[], info: RequestInfo) =>
      step(auth, projectId, { type: 'SelectCategories', categories: choices.map((c) => ({ imageId: c.image_id, categoryId: c.category_id })) }, info),

    enterProductCopies: (auth: AuthContext, projectId: string, copies: { image_id: string; product_copy: string }[], info: RequestInfo) =>
      step(auth, projectId, { type: 'EnterProductCopies', copies: copies.map((c) => ({ imageId: c.image_id, text: c.product_copy })) }, info),

    async chooseStandardValue(auth: AuthContext, projectId: string, mode: 0 | 1 | 2 | 3, values: Record<string, number>, info: RequestInfo) {
      const project = await ownProject(auth, projectId);
      if (mode === 2 && (await pastScoreMeans(deps.pool, project.client_id, projectId)).size === 0) throw new DomainError('NO_PAST_SCORE');
      return step(auth, projectId, { type: 'ChooseStandardValue', mode, values }, info);
    },

    enterConcept: (auth: AuthContext, projectId: string, input: { text: string; language: 'ja' | 'zh' | 'en' } | { skip: true }, info: RequestInfo) =>
      step(auth, projectId, 'skip' in input ? { type: 'SkipConcept' } : { type: 'EnterConcept', text: input.text, language: input.language }, info),

    markRegions: (auth: AuthContext, projectId: string, imageId: string, regions: { region_id: string; label: string; x: number; y: number; width: number; height: number }[], info: RequestInfo) =>
      step(
        auth,
        projectId,
        { type: 'MarkShelfRegions', imageId, regions: regions.map((r): ShelfRegion => ({ regionId: r.region_id, label: r.label, x: r.x, y: r.y, width: r.width, height: r.height })) },
        info,
      ),

    /**
     * Counts the images against the client's quota, then asks for the calculation. If the project refuses
     * (another request won, a step went missing), the images are given back.
     */
    async calculate(auth: AuthContext, projectId: string, info: RequestInfo): Promise<ProjectDetail> {
      const account = await accountOf(auth);
      const project = await ownProject(auth, projectId);
      if (project.status === 'PROGRESS') throw new DomainError('CALCULATION_IN_PROGRESS');
      const images = await projectImages(deps.pool, projectId);
      const calculationId = randomUUID();
      const at = now().toISOString();
      // Every step is checked before any image is counted.
      const calculate: ProjectCommand = { type: 'RequestCalculation', calculationId, now: at };
      projectDecider.decide(calculate, await loadState(deps.store, projectDecider, projectStreams.project(projectId)));
      const quotaStream = projectStreams.imageQuota(account.client_id);
      const quotaArgs = { clientId: account.client_id, projectId, calculationId };
      await handlers.imageQuota(
        quotaStream,
        {
          type: 'UseImages',
          ...quotaArgs,
          imageIds: images.map((image) => image.image_id),
          limits: await quotaLimits(account.client_id),
          now: at,
        },
        meta(auth, info, deterministicUuid('use-images', calculationId)),
      );
      try {
        const result = await handlers.projects(projectStreams.project(projectId), calculate, meta(auth, info));
        return detail(auth, projectId, info.language ?? 'ja', result.append?.positions.at(-1));
      } catch (error) {
        for (const image of images) {
          await handlers.imageQuota(quotaStream, { type: 'RefundImage', ...quotaArgs, imageId: image.image_id, now: at }, meta(auth, info, deterministicUuid('refund', calculationId, image.image_id)));
        }
        throw error;
      }
    },

    links,
    ownProject,
    accountOf,
  };
}
export type ProjectsService = ReturnType<typeof projectsService>;
