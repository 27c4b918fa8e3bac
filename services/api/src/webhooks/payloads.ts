import type pg from 'pg';
import { readEvent, webhookTestKind, type WebhookEventKind } from '@packlens/contracts';
import type { RecordedEvent } from '@packlens/kernel';

type Db = Pick<pg.ClientBase, 'query'>;

/** One message to send: its kind, the client whose endpoints get it, and the body's `timestamp` and `data`. */
export interface WebhookMessage {
  kind: WebhookEventKind | typeof webhookTestKind;
  clientId: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** The events that become messages (besides the webhook events of the client's stream). */
export const sourceEventTypes = ['CalculationCompleted', 'GenerationCompleted', 'DesignImagesGenerated', 'GenerationFailed'] as const;

/** The JSON POSTed: Standard Webhooks' `{type, timestamp, data}`, keys in this order on every attempt. */
export const bodyOf = (message: WebhookMessage) => JSON.stringify({ type: message.kind, timestamp: message.timestamp, data: message.data });

/** Which generation service a job was (the request on the job's stream says: names, catch_phrases, concepts, panel, concept_assist, design). */
async function serviceOfJob(db: Db, streamId: string, jobId: string): Promise<string | null> {
  const { rows } = await db.query<{ event_type: string; service: string | null }>(
    `select event_type, data->>'service' as service from events
      where stream_id = $1 and event_type in ('GenerationRequested', 'DesignGenerationRequested') and data->>'jobId' = $2 limit 1`,
    [streamId, jobId],
  );
  if (!rows[0]) return null;
  return rows[0].event_type === 'DesignGenerationRequested' ? 'design' : rows[0].service;
}

/**
 * The messages one recorded event makes, read in the projection's transaction (the log before it is committed):
 * - `CalculationCompleted` (the scoring worker writes it once every image of a calculation is done): with at least
 *   one image scored, `calculation.completed` and `report.ready` (the PDF reports can be made from now on: they are
 *   rendered on request, in the answer to POST /api/projects/{id}/reports); with none, `calculation.failed`. The
 *   project's read model calls the same SUCCESS and FAILURE.
 * - `GenerationCompleted`, `DesignImagesGenerated`: `generation.completed`; `GenerationFailed`: `generation.failed`.
 */
export async function messagesOf(recorded: RecordedEvent, db: Db): Promise<WebhookMessage[]> {
  const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
  switch (event.type) {
    case 'CalculationCompleted': {
      const clientId = recorded.metadata.clientId;
      if (!clientId) return [];
      const d = event.data;
      const { rows } = await db.query<{ image_id: string; code: string }>(
        `select data->>'imageId' as image_id, data->>'code' as code from events
          where stream_id = $1 and event_type = 'ImageCalculationFailed' order by stream_position`,
        [recorded.streamId],
      );
      const base = { project_id: d.projectId, calculation_id: d.calculationId };
      if (d.succeededImages === 0) {
        return [{ kind: 'calculation.failed', clientId, timestamp: d.completedAt, data: { ...base, failed_images: d.failedImages, failures: rows, completed_at: d.completedAt } }];
      }
      return [
        {
          kind: 'calculation.completed',
          clientId,
          timestamp: d.completedAt,
          data: {
            ...base,
            succeeded_images: d.succeededImages,
            failed_images: d.failedImages,
            failures: rows,
            completed_at: d.completedAt,
            results_url: `/api/projects/${d.projectId}/results`,
          },
        },
        { kind: 'report.ready', clientId, timestamp: d.completedAt, data: { ...base, reports_url: `/api/projects/${d.projectId}/reports` } },
      ];
    }
    case 'GenerationCompleted': {
      const d = event.data;
      const service = await serviceOfJob(db, recorded.streamId, d.jobId);
      return [{ kind: 'generation.completed', clientId: d.clientId, timestamp: d.completedAt, data: { job_id: d.jobId, project_id: d.projectId, service, demo: d.demo, completed_at: d.completedAt } }];
    }
    case 'DesignImagesGenerated': {
      const d = event.data;
      return [
        {
          kind: 'generation.completed',
          clientId: d.clientId,
          timestamp: d.completedAt,
          data: { job_id: d.jobId, project_id: d.projectId, service: 'design', mode: d.mode, images: d.images.length, completed_at: d.completedAt },
        },
      ];
    }
    case 'GenerationFailed': {
      const d = event.data;
      const service = await serviceOfJob(db, recorded.streamId, d.jobId);
      return [{ kind: 'generation.failed', clientId: d.clientId, timestamp: d.failedAt, data: { job_id: d.jobId, project_id: d.projectId, service, code: d.code, failed_at: d.failedAt } }];
    }
    default:
      return [];
  }
}
