import { randomUUID } from 'node:crypto';
import {
  DomainError,
  readEvent,
  webhookTestKind,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookSecret,
} from '@packlens/contracts';
import { commandHandler, type AppendResult } from '@packlens/kernel';
import type { AppDeps } from '../app/deps';
import type { SettingsSecret } from '../billing/settings-secret';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { readYourWrites } from '../identity/read-your-writes';
import { commandMetadata, streams } from '../identity/streams';
import { webhooksDecider, type WebhookManager, type WebhooksCommand, type WebhooksEvent } from './deciders/webhook-endpoint';
import { deliveryIdOf, webhookOutboxName } from './outbox-projection';
import { attemptsOf, findDelivery, findEndpoint, listDeliveries, listEndpoints } from './queries';
import { newWebhookSecret } from './signing';
import { checkWebhookUrl, systemResolver, type Resolver, type WebhookUrlPolicy } from './url-policy';

/** Whether this deployment sends webhooks to private addresses and plain http: the config's flag, else outside production only. */
export const webhookUrlPolicyOf = (config: AppDeps['config']): WebhookUrlPolicy => ({ allowPrivate: config.webhooksAllowPrivateUrls ?? !config.production });

export interface WebhooksServiceOptions {
  /** Seals the signing secrets (the settings key). */
  sealer: SettingsSecret;
  resolve?: Resolver;
}

/** A person (the client's admin) or a partner's key: the events name which. */
const managerOf = (auth: AuthContext): WebhookManager => (auth.apiKey ? { kind: 'apiKey', id: auth.apiKey.keyId } : { kind: 'user', id: auth.userId });

function clientOf(auth: AuthContext): string {
  if (!auth.clientId) throw new DomainError('FORBIDDEN');
  return auth.clientId;
}

/**
 * Webhook endpoints (issue 15, item 4): the client's admin, or a key with the webhooks scopes, registers endpoints
 * (the secret shown once), lists, disables, enables, removes them, rotates the secret, sends a test, reads the
 * deliveries with their attempts and replays one. Commands go to the client's stream; answers are read from the
 * outbox's tables once the outbox has applied them.
 */
export function webhooksService(deps: AppDeps, options: WebhooksServiceOptions) {
  const handle = commandHandler(deps.store, webhooksDecider, { readEvent: (type, data, version) => readEvent(type, data, version) as WebhooksEvent });
  const settle = readYourWrites(deps.pool, deps.logger, 5000, [webhookOutboxName]);
  const resolve = options.resolve ?? systemResolver;
  const now = () => deps.clock();

  async function run(auth: AuthContext, command: WebhooksCommand, info: RequestInfo, commandId: string = randomUUID()): Promise<AppendResult | undefined> {
    const clientId = clientOf(auth);
    const result = await handle(streams.client(clientId), command, { commandId, metadata: commandMetadata(actorOf(auth), clientId, info.requestId, now()) });
    await settle(result.append?.positions.at(-1));
    return result.append;
  }

  async function endpoint(auth: AuthContext, endpointId: string): Promise<WebhookEndpoint> {
    const found = await findEndpoint(deps.pool, clientOf(auth), endpointId, now());
    if (!found) throw new DomainError('WEBHOOK_NOT_FOUND');
    return found;
  }

  /** The id of the event an append wrote last (one event per command here). */
  async function lastEventId(clientId: string, append: AppendResult): Promise<string> {
    const { rows } = await deps.pool.query<{ event_id: string }>(`select event_id from events where stream_id = $1 and stream_position = $2`, [streams.client(clientId), append.nextExpectedVersion]);
    return rows[0].event_id;
  }

  async function deliveryAfter(auth: AuthContext, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    const found = await findDelivery(deps.pool, clientOf(auth), endpointId, deliveryId);
    if (found) {
      const { body: _body, ...delivery } = found;
      return delivery;
    }
    // The outbox is not running in reach: the delivery is made once it runs (its id is known already).
    return { id: deliveryId, endpoint_id: endpointId, event_type: webhookTestKind, status: 'pending', attempts: 0, created_at: now().toISOString(), next_attempt_at: null, last_attempt_at: null, last_status_code: null, last_error: null, delivered_at: null };
  }

  return {
    policy: () => webhookUrlPolicyOf(deps.config),

    async list(auth: AuthContext): Promise<WebhookEndpoint[]> {
      return listEndpoints(deps.pool, clientOf(auth), now());
    },

    get: endpoint,

    /** A new endpoint; the answer carries its signing secret, shown this once. */
    async register(auth: AuthContext, input: CreateWebhookEndpointRequest, info: RequestInfo): Promise<CreatedWebhookEndpoint> {
      clientOf(auth);
      const url = await checkWebhookUrl(input.url, webhookUrlPolicyOf(deps.config), resolve);
      const secret = newWebhookSecret();
      const endpointId = randomUUID();
      await run(
        auth,
        {
          type: 'RegisterWebhookEndpoint',
          endpointId,
          url,
          description: input.description?.trim() ?? '',
          events: [...input.events],
          secretSealed: options.sealer.encrypt(secret),
          by: managerOf(auth),
          now: now().toISOString(),
        },
        info,
        endpointId,
      );
      return { ...(await endpoint(auth, endpointId)), secret };
    },

    async setEnabled(auth: AuthContext, endpointId: string, enabled: boolean, info: RequestInfo): Promise<WebhookEndpoint> {
      await run(auth, { type: enabled ? 'EnableWebhookEndpoint' : 'DisableWebhookEndpoint', endpointId, by: managerOf(auth), now: now().toISOString() }, info);
      return endpoint(auth, endpointId);
    },

    /** Removes the endpoint: nothing more goes to it. Answers it as it was. */
    async remove(auth: AuthContext, endpointId: string, info: RequestInfo): Promise<WebhookEndpoint> {
      const before = await endpoint(auth, endpointId);
      await run(auth, { type: 'RemoveWebhookEndpoint', endpointId, by: managerOf(auth), now: now().toISOString() }, info);
      return before;
    },

    /** A new signing secret, shown this once; the previous one signs beside it for 24 hours. */
    async rotateSecret(auth: AuthContext, endpointId: string, info: RequestInfo): Promise<WebhookSecret> {
      const secret = newWebhookSecret();
      const at = now().toISOString();
      await run(auth, { type: 'RotateWebhookSecret', endpointId, secretSealed: options.sealer.encrypt(secret), by: managerOf(auth), now: at }, info);
      const rotated = await endpoint(auth, endpointId);
      return { endpoint_id: endpointId, secret, rotated_at: rotated.secret_rotated_at ?? at, previous_secret_valid_until: rotated.previous_secret_valid_until ?? at };
    },

    /** A `webhook.test` delivery to this endpoint (whatever it subscribed to). */
    async sendTest(auth: AuthContext, endpointId: string, info: RequestInfo): Promise<WebhookDelivery> {
      const append = await run(auth, { type: 'SendWebhookTest', endpointId, testId: randomUUID(), by: managerOf(auth), now: now().toISOString() }, info);
      if (!append) throw new Error('a test request appended nothing');
      return deliveryAfter(auth, endpointId, deliveryIdOf(await lastEventId(clientOf(auth), append), endpointId, webhookTestKind));
    },

    async deliveries(auth: AuthContext, endpointId: string, filter: { status?: WebhookDelivery['status']; limit: number }): Promise<WebhookDelivery[]> {
      await endpoint(auth, endpointId);
      return listDeliveries(deps.pool, clientOf(auth), endpointId, filter);
    },

    async delivery(auth: AuthContext, endpointId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
      await endpoint(auth, endpointId);
      const found = await findDelivery(deps.pool, clientOf(auth), endpointId, deliveryId);
      if (!found) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND');
      const { body, ...delivery } = found;
      return { ...delivery, payload: JSON.parse(body) as Record<string, unknown>, attempt_log: await attemptsOf(deps.pool, deliveryId) };
    },

    /** One more attempt now, with the same webhook-id (a pending delivery keeps its retries; a finished one gets this one only). */
    async replay(auth: AuthContext, endpointId: string, deliveryId: string, info: RequestInfo): Promise<WebhookDelivery> {
      await endpoint(auth, endpointId);
      if (!(await findDelivery(deps.pool, clientOf(auth), endpointId, deliveryId))) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND');
      await run(auth, { type: 'ReplayWebhookDelivery', endpointId, deliveryId, by: managerOf(auth), now: now().toISOString() }, info);
      return deliveryAfter(auth, endpointId, deliveryId);
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
