import { randomUUID } from 'node:crypto';
import { DomainError, LearningDataUploaded, learningDataProblems, readEvent, type EventOf, type Language, type LearningDataSet } from '@packlens/contracts';
import { checkSurveyUpload } from '@packlens/scoring/dataset-check';
import type { AppDeps } from '../app/deps';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata } from '../identity/streams';
import { notifyReadModelChange } from '@packlens/projections';

export const learningDataStream = 'learning-data';
type Uploaded = EventOf<typeof LearningDataUploaded>['data'];

/** A learning file that failed its check: every problem by file and row, in the caller's language. */
export class LearningDataRefused extends Error {
  constructor(readonly problems: { file: string; row: number | null; code: string; message: string }[]) {
    super(`${problems.length} problem(s) in the learning file`);
  }
}

const view = (d: Uploaded): LearningDataSet => ({
  id: d.dataSetId,
  sha256: d.sha256,
  file_name: d.fileName,
  bytes: d.bytes,
  format: d.format,
  images: d.images,
  respondents: d.respondents,
  segments: d.segments.map((s) => ({ segment_id: s.segmentId, images: s.images })),
  categories: d.categories.map((c) => ({ category_id: c.categoryId, images: c.images })),
  uploaded_by: d.uploadedBy,
  uploaded_at: d.at,
});

/**
 * Additional-learning uploads (issue 16, item 1): the zip is checked whole before anything is stored, then kept in the
 * blob store by its content hash with a `LearningDataUploaded` event. The same file uploaded again answers the data set
 * it already is.
 */
export function learningDataService(deps: AppDeps) {
  async function list(): Promise<LearningDataSet[]> {
    const { events } = await deps.store.readStream(learningDataStream);
    return events
      .filter((e) => e.type === 'LearningDataUploaded')
      .map((e) => view(readEvent(e.type, e.data, e.schemaVersion).data as Uploaded))
      .reverse();
  }

  async function upload(auth: AuthContext, file: { name: string; bytes: Uint8Array } | null, info: RequestInfo, language: Language): Promise<{ created: boolean; dataSet: LearningDataSet }> {
    if (!file || file.bytes.byteLength === 0) throw new DomainError('FILE_REQUIRED');
    const check = await checkSurveyUpload(file.bytes);
    if (!check.ok) {
      throw new LearningDataRefused(
        check.problems.map((p) => ({
          file: p.file,
          row: p.row,
          code: p.code,
          message: learningDataProblems[p.code][language].replace(/\{(\w+)\}/g, (whole, name: string) => (p.params && name in p.params ? String(p.params[name]) : whole)),
        })),
      );
    }
    const { summary } = check;
    const existing = (await list()).find((d) => d.sha256 === summary.sha256);
    if (existing) return { created: false, dataSet: existing };
    if (!deps.blobs) throw new Error('learning data needs a blob store');
    const blobKey = `learning-data/${summary.sha256}.zip`;
    await deps.blobs.put(blobKey, Buffer.from(file.bytes), { contentType: 'application/zip' });
    const data: Uploaded = {
      dataSetId: randomUUID(),
      sha256: summary.sha256,
      blobKey,
      fileName: file.name.slice(0, 255),
      bytes: summary.bytes,
      format: summary.format,
      images: summary.images,
      respondents: summary.respondents,
      segments: summary.segments,
      categories: summary.categories,
      norms: summary.norms,
      simulated: summary.simulated,
      uploadedBy: actorOf(auth).id,
      at: deps.clock().toISOString(),
    };
    await deps.store.append(
      learningDataStream,
      [{ id: randomUUID(), ...LearningDataUploaded(data), metadata: { ...commandMetadata(actorOf(auth), null, info.requestId, deps.clock()), causationId: null } }],
      { expectedVersion: 'any' },
    );
    // Mode-1 standard values read the surveyed norms from the log: the results answers kept by API processes go.
    await notifyReadModelChange(deps.pool, learningDataStream);
    return { created: true, dataSet: view(data) };
  }

  return { list, upload };
}
