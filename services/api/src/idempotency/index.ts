export { idempotency, wellFormedIdempotencyKey } from './idempotency';
export { idempotencyMigration, idempotencyStore, type IdempotencyStore } from './idempotency-store';
export { idempotentOperations, takesIdempotencyKey } from './operations';
export { withIdempotencyKeys } from './openapi';
