import { deterministicUuid, type EventStore } from '@packlens/kernel';
import type { IdentityService } from '@packlens/api';
import { isValidPassword } from '@packlens/contracts';

export interface SeedAccounts {
  superAdmin: { email: string; password: string };
  admin: { email: string; password: string };
  user: { email: string; password: string };
  demoCompany: string;
}

/** The seeded accounts, overridable by SEED_* variables (issue 2, item 8). */
export function seedAccountsFromEnv(env: NodeJS.ProcessEnv): SeedAccounts {
  return {
    superAdmin: { email: env.SEED_SUPERADMIN_EMAIL ?? 'superadmin@packlens.local', password: env.SEED_SUPERADMIN_PASSWORD ?? 'Superadmin2026' },
    admin: { email: env.SEED_ADMIN_EMAIL ?? 'admin@demo.packlens.local', password: env.SEED_ADMIN_PASSWORD ?? 'Admin2026demo' },
    user: { email: env.SEED_USER_EMAIL ?? 'user@demo.packlens.local', password: env.SEED_USER_PASSWORD ?? 'User2026demo' },
    demoCompany: 'デモ食品株式会社 (Demo Foods)',
  };
}

async function emailTaken(store: EventStore, email: string): Promise<boolean> {
  const stream = `email-${deterministicUuid('email', email.trim().toLowerCase())}`;
  return (await store.readStream(stream, { maxCount: 1 })).version > 0;
}

const seeder = { kind: 'system' as const, id: 'seed' };

/**
 * A super admin, and one demo client with an admin and a user. Idempotent: an account whose e-mail is taken
 * is left as it is, so a second start keeps what the first made (and any password changed since).
 */
export async function seed(identity: IdentityService, store: EventStore, accounts: SeedAccounts): Promise<string[]> {
  for (const [role, account] of Object.entries({ superAdmin: accounts.superAdmin, admin: accounts.admin, user: accounts.user })) {
    if (!isValidPassword(account.password)) throw new Error(`The ${role} seed password must be 8 to 20 half-width letters and digits`);
  }
  const created: string[] = [];
  if (!(await emailTaken(store, accounts.superAdmin.email))) {
    await identity.registerUser({ clientId: null, email: accounts.superAdmin.email, name: 'Super Admin', role: 2, password: accounts.superAdmin.password }, seeder, 'seed');
    created.push(accounts.superAdmin.email);
  }
  if (!(await emailTaken(store, accounts.admin.email))) {
    const { clientId } = await identity.registerClient(
      {
        company: accounts.demoCompany,
        department: 'マーケティング部',
        accountType: 'corporation',
        country: 'jp',
        address: '東京都千代田区丸の内1-1-1',
        telephone: '0312345678',
        ownerName: '山田 花子',
        planId: 1,
        maxImages: 100,
        mfaEnabled: false,
      },
      seeder,
      'seed',
    );
    await identity.registerUser({ clientId, email: accounts.admin.email, name: '山田 花子', role: 1, password: accounts.admin.password }, seeder, 'seed');
    created.push(accounts.admin.email);
    if (!(await emailTaken(store, accounts.user.email))) {
      await identity.registerUser({ clientId, email: accounts.user.email, name: '佐藤 太郎', role: 0, password: accounts.user.password }, seeder, 'seed');
      created.push(accounts.user.email);
    }
  }
  return created;
}
