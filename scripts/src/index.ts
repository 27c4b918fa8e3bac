export { startPlatform, type Platform, type PlatformOptions } from './platform';
export { seedAccountsFromEnv, type SeedAccounts } from './seed';
