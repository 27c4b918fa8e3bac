import { ImageCalculationFailed } from '@packlens/contracts';
import { deterministicUuid, type EventStore, type Reactor, type RecordedEvent } from '@packlens/kernel';
import { projectHandlers, projectStreams, workerActor } from './streams';

/**
 * Gives an image back to the client's quota when its calculation failed (issue 5: used_amount is refunded).
 * At least once, deduplicated: the refund's command id comes from the failure, and the decider refunds an image
 * of a calculation only once.
 */
export function quotaRefunds(store: EventStore, clock: () => Date): Reactor {
  const handlers = projectHandlers(store);
  return {
    kind: 'reactor',
    name: 'image-quota-refunds',
    handles: ['ImageCalculationFailed'],
    async react(recorded: RecordedEvent) {
      const failure = ImageCalculationFailed.read(recorded.data, recorded.schemaVersion);
      const clientId = recorded.metadata.clientId;
      if (!clientId) return;
      await handlers.imageQuota(
        projectStreams.imageQuota(clientId),
        { type: 'RefundImage', clientId, projectId: failure.projectId, calculationId: failure.calculationId, imageId: failure.imageId, now: clock().toISOString() },
        {
          commandId: deterministicUuid('refund', failure.calculationId, failure.imageId),
          metadata: { correlationId: recorded.metadata.correlationId, causationId: recorded.id, actor: workerActor, clientId, at: clock().toISOString() },
        },
      );
    },
  };
}
