import { startPlatform } from './platform';
import { onShutdown } from './runtime';
import { seedAccountsFromEnv } from './seed';

/** `make start`: the whole product on http://127.0.0.1:8080; Ctrl-C stops it (and its PostgreSQL) cleanly. */
const platform = await startPlatform();
const accounts = seedAccountsFromEnv(process.env);
console.log(`
Packlens is running on ${platform.url}
  customer app   ${platform.url}/
  admin console  ${platform.url}/admin/
  API            ${platform.url}/api/  (OpenAPI ${platform.url}/api/doc, reference ${platform.url}/api/reference)
  mail (dev)     ${process.env.NODE_ENV === 'production' ? 'SMTP' : `${platform.url}/dev/mail (captured without SMTP settings; the super admin reads it in the console)`}
  database       ${platform.embedded ? 'embedded PostgreSQL, data in .data/pg' : 'DATABASE_URL'}

Seeded accounts (change with SEED_* variables before the first start):
  super admin  ${accounts.superAdmin.email} / ${accounts.superAdmin.password}
  admin        ${accounts.admin.email} / ${accounts.admin.password}
  user         ${accounts.user.email} / ${accounts.user.password}

Press Ctrl-C to stop.
`);

onShutdown(async () => {
  console.log('\nStopping Packlens...');
  await platform.stop();
  console.log('Stopped.');
});
