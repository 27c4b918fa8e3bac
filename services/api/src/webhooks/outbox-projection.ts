import type pg from 'pg';
import { readEvent, webhookEventTypes, webhookTestKind } from '@packlens/contracts';
import { deterministicUuid, notify, type Projection, type RecordedEvent } from '@packlens/kernel';
import { readModels, subscriptionIdOf } from '@packlens/projections';
import { bodyOf, messagesOf, sourceEventTypes, type WebhookMessage } from './payloads';
import { deliveriesChannel } from './schema';

type Db = Pick<pg.ClientBase, 'query'>;

export const webhookOutboxName = 'webhook-outbox';

/** The `webhook-id` of a message to an endpoint: the same whenever the event is handled, so it is stored once. */
export const deliveryIdOf = (sourceEventId: string, endpointId: string, kind: string) =>
  `msg_${deterministicUuid('webhook-delivery', sourceEventId, endpointId, kind).replaceAll('-', '')}`;

/** The subscriptions of the read models that handle an event type: its deliveries wait for them (schema.ts). */
const readModelsHandling = (type: string) => readModels.filter((m) => m.handles.includes(type)).map(subscriptionIdOf);

const who = (by: { kind: string; id: string }) => `${by.kind}:${by.id}`;

/** Stores the deliveries of one message: one per enabled endpoint of the client that asked for its kind and existed before it. */
async function enqueue(db: Db, recorded: RecordedEvent, message: WebhookMessage, onlyEndpoint?: string): Promise<number> {
  const { rows } = await db.query<{ endpoint_id: string }>(
    `select endpoint_id from webhook_endpoints
      -- a test goes to the endpoint it names even while disabled (it waits there until the endpoint is enabled)
      where client_id = $1 and (status = 'enabled' or $2::uuid is not null and status = 'disabled')
        and ($2::uuid is not null or $3 = any(events))
        and ($2::uuid is null or endpoint_id = $2::uuid)
        and (registered_commit, registered_position) < ($4::text::xid8, $5::bigint)`,
    [message.clientId, onlyEndpoint ?? null, message.kind, recorded.position.commit.toString(), recorded.position.prepare.toString()],
  );
  const body = bodyOf(message);
  const waitFor = readModelsHandling(recorded.type);
  for (const { endpoint_id } of rows) {
    await db.query(
      `insert into webhook_deliveries (delivery_id, endpoint_id, client_id, event_type, source_event_id, body, next_attempt_at, source_commit, source_position, read_models)
       values ($1, $2, $3, $4, $5, $6, now(), $7::text::xid8, $8, $9) on conflict (delivery_id) do nothing`,
      [deliveryIdOf(recorded.id, endpoint_id, message.kind), endpoint_id, message.clientId, message.kind, recorded.id, body, recorded.position.commit.toString(), recorded.position.prepare.toString(), waitFor],
    );
  }
  return rows.length;
}

/**
 * The webhook outbox: turns the log into deliveries in the projection's transaction, so the checkpoint and the
 * rows move together (a restart neither loses an event's deliveries nor makes them twice; the ids are derived, and
 * inserting one again does nothing). It keeps the endpoints too, so each event meets the endpoints as the log had
 * them at that point. The commit notifies the delivery workers.
 */
export const webhookOutbox: Projection = {
  kind: 'projection',
  name: webhookOutboxName,
  handles: [...webhookEventTypes, ...sourceEventTypes],
  async apply(events, tx) {
    let wake = false;
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'WebhookEndpointRegistered': {
          const d = event.data;
          await tx.query(
            `insert into webhook_endpoints (endpoint_id, client_id, url, description, events, status, secret_sealed, created_at, created_by, registered_commit, registered_position)
             values ($1, $2, $3, $4, $5, 'enabled', $6, $7, $8, $9::text::xid8, $10) on conflict (endpoint_id) do nothing`,
            [d.endpointId, d.clientId, d.url, d.description, d.events, d.secretSealed, d.registeredAt, who(d.registeredBy), recorded.position.commit.toString(), recorded.position.prepare.toString()],
          );
          break;
        }
        case 'WebhookEndpointDisabled':
        case 'WebhookEndpointEnabled': {
          const status = event.type === 'WebhookEndpointEnabled' ? 'enabled' : 'disabled';
          await tx.query(`update webhook_endpoints set status = $2 where endpoint_id = $1 and status <> 'removed'`, [event.data.endpointId, status]);
          // Deliveries waiting for the endpoint go out as soon as it is enabled again.
          if (status === 'enabled') wake = true;
          break;
        }
        case 'WebhookEndpointRemoved':
          await tx.query(`update webhook_endpoints set status = 'removed', removed_at = $2 where endpoint_id = $1`, [event.data.endpointId, event.data.removedAt]);
          // What was still to be sent to it is dropped (and leaves the workers' queue).
          await tx.query(
            `update webhook_deliveries set status = 'failed', next_attempt_at = null, last_error = coalesce(last_error, 'endpoint removed')
              where endpoint_id = $1 and status = 'pending'`,
            [event.data.endpointId],
          );
          break;
        case 'WebhookSecretRotated': {
          const d = event.data;
          await tx.query(
            `update webhook_endpoints set previous_secret_sealed = secret_sealed, previous_secret_until = $3, secret_sealed = $2, secret_rotated_at = $4
              where endpoint_id = $1 and secret_sealed <> $2`,
            [d.endpointId, d.secretSealed, d.previousValidUntil, d.rotatedAt],
          );
          break;
        }
        case 'WebhookTestRequested': {
          const d = event.data;
          const message: WebhookMessage = { kind: webhookTestKind, clientId: d.clientId, timestamp: d.requestedAt, data: { endpoint_id: d.endpointId, test_id: d.testId } };
          if (await enqueue(tx, recorded, message, d.endpointId)) wake = true;
          break;
        }
        case 'WebhookDeliveryReplayRequested': {
          const d = event.data;
          // A pending delivery is tried now and keeps its schedule; a finished one gets one more attempt, no retries.
          const { rowCount } = await tx.query(
            `update webhook_deliveries
                set final_attempt = case when status = 'pending' then final_attempt else true end,
                    status = 'pending', next_attempt_at = now(), replay_requested = true
              where delivery_id = $1 and endpoint_id = $2`,
            [d.deliveryId, d.endpointId],
          );
          if (rowCount) wake = true;
          break;
        }
        default:
          for (const message of await messagesOf(recorded, tx)) if (await enqueue(tx, recorded, message)) wake = true;
      }
    }
    if (wake) await notify(tx, deliveriesChannel);
  },
};
