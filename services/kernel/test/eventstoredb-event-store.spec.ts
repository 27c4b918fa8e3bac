import { afterAll, describe, it } from 'vitest';
import { EventStoreDbEventStore } from '../src';
import { eventStoreContract } from './event-store.contract';

/** Runs only where an EventStoreDB server is configured; none can run on the build machines (README). */
const url = process.env.EVENTSTORE_URL;
if (url) {
  const store = new EventStoreDbEventStore(url);
  afterAll(() => store.close());
  eventStoreContract('EventStoreDB', () => store);
} else {
  describe.skip('event store contract: EventStoreDB (set EVENTSTORE_URL to run)', () => {
    it('needs a server', () => undefined);
  });
}
