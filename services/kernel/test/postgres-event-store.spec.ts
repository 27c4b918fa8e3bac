import { PostgresEventStore, eventStoreMigrations } from '../src';
import { useTestDatabase } from '../src/testing';
import { eventStoreContract } from './event-store.contract';

const db = useTestDatabase(eventStoreMigrations);
let store: PostgresEventStore | undefined;

eventStoreContract('PostgreSQL', () => (store ??= new PostgresEventStore(db.pool)));
