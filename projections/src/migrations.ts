import { eventStoreMigrations, type Migration } from '@packlens/kernel';
import { apiKeyLastUseMigration } from './api-keys/queries';
import { registryMigration } from './read-model';

/** Every static schema change, in order: the event store, the read-model registry, the keys' last use. */
export const allMigrations: readonly Migration[] = [...eventStoreMigrations, registryMigration, apiKeyLastUseMigration];
