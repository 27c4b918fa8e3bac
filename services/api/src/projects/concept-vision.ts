import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ConceptVisionReviewed, DomainError, isProjectExpired, type ConceptVisionResponse, type Language } from '@packlens/contracts';
import { ConceptVisionAnswer, conceptVisionRequest, type ProviderId } from '@packlens/generation';
import { projectResultRows } from '@packlens/projections';
import type { z } from 'zod';
import type { AppDeps } from '../app/deps';
import { assertServiceAllowed } from '../billing/service-gate';
import { assistJobs } from '../generation/concept-assist';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../identity/identity-service';
import { commandMetadata } from '../identity/streams';

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;
type Review = z.infer<typeof ConceptVisionResponse>['reviews'][number];

/** The picture a model is sent: the pack (a PDF's preview) as a JPEG of at most this many pixels a side. */
const visionSide = 1024;

/**
 * Concept matching by a multimodal model (issue 18, item 2): each calculated image of a concept-matching project is
 * shown, with the project's concept, to the first configured text provider (GPT-4o, Claude, Gemini: all read
 * images), which answers a level 1-5 and its reasons in the caller's language. Each image is one generation job (the
 * worker calls the provider, records usage and provenance); its answer becomes `ConceptVisionReviewed`, shown beside
 * the offline level, which stays the result. Without a configured provider nothing is asked, stored or charged.
 */
export function conceptVisionReviewer(deps: AppDeps, identity: IdentityService, connections: Connections) {
  const run = assistJobs(deps, connections);

  /** The pack as the model sees it, kept beside the job's provenance. */
  async function pictureOf(clientId: string, imageId: string, blobKey: string): Promise<string> {
    const bytes = deps.blobs ? await deps.blobs.get(blobKey) : undefined;
    if (!bytes || !deps.blobs) throw new DomainError('NOT_FOUND');
    const jpeg = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize(visionSide, visionSide, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    const key = `clients/${clientId}/concept-vision/${imageId}.jpg`;
    await deps.blobs.put(key, jpeg, { contentType: 'image/jpeg' });
    return key;
  }

  return async function review(auth: AuthContext, projectId: string, imageIds: readonly string[] | undefined, info: RequestInfo): Promise<Review[]> {
    const language: Language = info.language ?? 'ja';
    const { project, images, concepts } = await projectResultRows(deps.pool, projectId, auth.clientId ?? '');
    if (!project) throw new DomainError('NOT_FOUND');
    if (isProjectExpired(project.expires_at, deps.clock())) throw new DomainError('PROJECT_EXPIRED');
    if (project.status === 'PROGRESS') throw new DomainError('CALCULATION_IN_PROGRESS');
    assertServiceAllowed('conceptMatching', await identity.account(auth), language);
    if (!project.concept_text || concepts.length === 0) throw new DomainError('NO_RESULTS');
    const wanted = imageIds ? new Set(imageIds) : undefined;
    const chosen = concepts.filter((c) => !wanted || wanted.has(c.image_id));
    if (wanted && chosen.length !== wanted.size) throw new DomainError('NOT_FOUND');
    const imagesById = new Map(images.map((image) => [image.image_id, image]));
    const concept = project.concept_text;

    return Promise.all(
      chosen.map(async (row): Promise<Review> => {
        const image = imagesById.get(row.image_id)!;
        // Refused before the picture is made when no provider can see it (`demo: false`): nothing is stored then.
        const answer = await run(
          auth,
          projectId,
          'concept_vision',
          async (choice) => conceptVisionRequest({ language, concept, image: { blobKey: await pictureOf(project.client_id, row.image_id, image.preview_blob_key ?? image.blob_key), mediaType: 'image/jpeg' } }, choice),
          info,
          { demo: false },
        );
        const { level, reasons } = ConceptVisionAnswer.parse(JSON.parse(answer.text));
        const reviewedAt = deps.clock().toISOString();
        const provider = answer.provider as Review['provider'];
        await deps.store.append(
          answer.streamId,
          [
            {
              id: randomUUID(),
              ...ConceptVisionReviewed({ jobId: answer.jobId, projectId, clientId: project.client_id, imageId: row.image_id, provider, model: answer.model, level, reasons, language, reviewedAt }),
              metadata: { ...commandMetadata(actorOf(auth), project.client_id, info.requestId, deps.clock()), causationId: null },
            },
          ],
          { expectedVersion: 'any' },
        );
        return { image_id: row.image_id, level, reasons, provider, model: answer.model, reviewed_at: reviewedAt };
      }),
    );
  };
}
