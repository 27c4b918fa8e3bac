import { formatErrorMessage, projectDaysLeft, isProjectExpired, type ErrorCode, type Language, type ProjectDetail } from '@packlens/contracts';
import type { ProjectImageRow, ProjectRow } from '@packlens/projections';
import type { z } from 'zod';
import type { ProjectSummary } from '@packlens/contracts';
import type { FileLinks } from './file-links';
import { missingSteps } from './deciders';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toProjectSummary(row: ProjectRow, now: Date): z.infer<typeof ProjectSummary> {
  return {
    id: row.project_id,
    name: row.name,
    type: row.type,
    country: row.country as ProjectDetail['country'],
    department: row.department,
    status: row.status,
    created_at: row.created_at.toISOString(),
    created_by: { id: row.created_by, name: row.created_by_name },
    expires_at: row.expires_at.toISOString(),
    days_left: projectDaysLeft(row.expires_at, now),
    expired: isProjectExpired(row.expires_at, now),
    image_count: row.image_count,
    segment_ids: row.segment_ids,
    menus: row.menus,
  };
}

const conceptOf = (row: ProjectRow) => (row.concept_text && row.concept_language ? { text: row.concept_text, language: row.concept_language } : null);

/** The missing steps of a read-model row, by the decider's own rule. */
const missingStepsOf = (row: ProjectRow, images: readonly ProjectImageRow[]) =>
  missingSteps({
    type: row.type,
    menus: row.menus,
    segmentIds: row.segment_ids,
    concept: conceptOf(row),
    conceptSkipped: row.concept_skipped,
    images: images.map((image) => ({ categoryId: image.category_id })),
  });

export function toProjectDetail(row: ProjectRow, images: readonly ProjectImageRow[], now: Date, links: FileLinks, language: Language): ProjectDetail {
  return {
    ...toProjectSummary(row, now),
    images: images.map((image) => ({
      id: image.image_id,
      name: image.name,
      file_name: image.file_name,
      media_type: image.media_type,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      category_id: image.category_id,
      product_copy: image.product_copy,
      preview_url: links.url(
        image.preview_blob_key ? { blobKey: image.preview_blob_key, contentType: 'image/png' } : { blobKey: image.blob_key, contentType: image.media_type },
      ),
      regions: image.regions,
      status: image.status,
      failure: image.failure_code ? { code: image.failure_code, message: formatErrorMessage(image.failure_code as ErrorCode, language) } : null,
    })),
    standard_value: { mode: row.standard_mode as 0 | 1 | 2 | 3, values: row.standard_values },
    concept: conceptOf(row),
    concept_skipped: row.concept_skipped,
    calculation: row.calculation_id
      ? { id: row.calculation_id, requested_at: iso(row.requested_at)!, done: row.done, total: row.total, completed_at: iso(row.completed_at) }
      : null,
    missing_steps: row.status === 'DRAFT' ? missingStepsOf(row, images) : [],
  };
}
