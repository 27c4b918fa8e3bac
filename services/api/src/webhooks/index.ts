export { webhookMigrations, deliveriesChannel } from './schema';
export { webhookOutbox, webhookOutboxName, deliveryIdOf } from './outbox-projection';
export { startWebhookWorker, postWebhook, defaultRetryScheduleMs, type RunningWebhookWorker, type WebhookWorkerDeps, type WebhookWorkerOptions } from './delivery-worker';
export { webhooksService, webhookUrlPolicyOf, type WebhooksService } from './webhooks-service';
export { newWebhookSecret, signatureOf, webhookHeaders } from './signing';
export { isPublicAddress, webhookUrlRefusal, systemResolver, type Resolver, type WebhookUrlPolicy } from './url-policy';
