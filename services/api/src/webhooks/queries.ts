import type pg from 'pg';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEventKind } from '@packlens/contracts';

type Db = Pick<pg.Pool, 'query'>;

interface EndpointRow {
  endpoint_id: string;
  client_id: string;
  url: string;
  description: string;
  events: string[];
  status: 'enabled' | 'disabled';
  created_at: Date;
  secret_rotated_at: Date | null;
  previous_secret_until: Date | null;
  pending: number;
  last_at: Date | null;
  last_code: number | null;
  last_ok: boolean | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const endpointSelect = `
  select e.endpoint_id, e.client_id, e.url, e.description, e.events, e.status, e.created_at, e.secret_rotated_at, e.previous_secret_until,
         (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.endpoint_id and d.status = 'pending') as pending,
         last.last_attempt_at as last_at, last.last_status_code as last_code, last.last_status_code between 200 and 299 as last_ok
    from webhook_endpoints e
    left join lateral (
      select d.last_attempt_at, d.last_status_code from webhook_deliveries d
       where d.endpoint_id = e.endpoint_id and d.last_attempt_at is not null
       order by d.last_attempt_at desc limit 1) last on true`;

function toEndpoint(row: EndpointRow, now: Date): WebhookEndpoint {
  return {
    id: row.endpoint_id,
    client_id: row.client_id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventKind[],
    status: row.status,
    created_at: row.created_at.toISOString(),
    secret_rotated_at: iso(row.secret_rotated_at),
    previous_secret_valid_until: row.previous_secret_until && row.previous_secret_until > now ? row.previous_secret_until.toISOString() : null,
    pending_deliveries: row.pending,
    last_attempt: row.last_at ? { at: row.last_at.toISOString(), status_code: row.last_code, ok: row.last_ok === true } : null,
  };
}

/** A client's endpoints, newest first (removed ones are gone). */
export async function listEndpoints(db: Db, clientId: string, now: Date): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>(`${endpointSelect} where e.client_id = $1 and e.status <> 'removed' order by e.created_at desc, e.endpoint_id`, [clientId]);
  return rows.map((row) => toEndpoint(row, now));
}

/** One of the client's endpoints; another client's, or a removed one, is not found. */
export async function findEndpoint(db: Db, clientId: string, endpointId: string, now: Date): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<EndpointRow>(`${endpointSelect} where e.client_id = $1 and e.endpoint_id = $2 and e.status <> 'removed'`, [clientId, endpointId]);
  return rows[0] && toEndpoint(rows[0], now);
}

interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string;
  event_type: string;
  status: WebhookDelivery['status'];
  attempts: number;
  created_at: Date;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  body: string;
}

const deliveryColumns = `delivery_id, endpoint_id, event_type, status, attempts, created_at, next_attempt_at, last_attempt_at, last_status_code, last_error, delivered_at, body`;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.delivery_id,
    endpoint_id: row.endpoint_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    created_at: row.created_at.toISOString(),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    last_attempt_at: iso(row.last_attempt_at),
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    delivered_at: iso(row.delivered_at),
  };
}

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(db: Db, clientId: string, endpointId: string, filter: { status?: WebhookDelivery['status']; limit: number }): Promise<WebhookDelivery[]> {
  const { rows } = await db.query<DeliveryRow>(
    `select ${deliveryColumns} from webhook_deliveries
      where client_id = $1 and endpoint_id = $2 and ($3::text is null or status = $3)
      order by created_at desc, delivery_id limit $4`,
    [clientId, endpointId, filter.status ?? null, filter.limit],
  );
  return rows.map(toDelivery);
}

/** One delivery of the client's endpoint, with its body. */
export async function findDelivery(db: Db, clientId: string, endpointId: string, deliveryId: string): Promise<(WebhookDelivery & { body: string }) | undefined> {
  const { rows } = await db.query<DeliveryRow>(`select ${deliveryColumns} from webhook_deliveries where client_id = $1 and endpoint_id = $2 and delivery_id = $3`, [
    clientId,
    endpointId,
    deliveryId,
  ]);
  return rows[0] && { ...toDelivery(rows[0]), body: rows[0].body };
}

/** Every attempt of a delivery, in order. */
export async function attemptsOf(db: Db, deliveryId: string): Promise<WebhookAttempt[]> {
  const { rows } = await db.query<{
    attempt: number;
    attempted_at: Date;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    response_excerpt: string | null;
    replay: boolean;
  }>(`select attempt, attempted_at, status_code, duration_ms, error, response_excerpt, replay from webhook_attempts where delivery_id = $1 order by attempt`, [deliveryId]);
  return rows.map((r) => ({ ...r, attempted_at: r.attempted_at.toISOString() }));
}
