import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatApiKeyChanged,
  ClientRegistered,
  CountrySettingChanged,
  GenerationUsageRecorded,
  ImageQuotaRefunded,
  ImageQuotaUsed,
  PlanChanged,
  PlanEdited,
  PlanUsersSelected,
  SystemSettingsChanged,
} from '@packlens/contracts';
import { PostgresEventStore, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import {
  allMigrations,
  billingReadModel,
  clientPlanOf,
  countrySettingOf,
  ensureReadModels,
  planCatalogue,
  rebuildReadModel,
  salesMonths,
  salesReadModel,
  settingsReadModel,
  startReadModels,
  systemSettings,
} from '../src';
import { metadataFor } from './fixtures';

const db = useTestDatabase(allMigrations);
const models = [billingReadModel, settingsReadModel, salesReadModel];
let store: PostgresEventStore;
let running: RunningSubscription[] = [];

beforeAll(async () => {
  await ensureReadModels(db.pool, models);
  store = new PostgresEventStore(db.pool);
  running = startReadModels({ connectionString: db.url }, models);
});
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

async function given(stream: string, clientId: string | null, events: { type: string; data: Record<string, unknown> }[]) {
  const result = await store.append(stream, events.map((e) => ({ ...e, metadata: metadataFor(clientId) })), { expectedVersion: 'any' });
  await Promise.all(running.map((r) => r.waitFor(result.positions.at(-1)!)));
}

const registered = (clientId: string, planId: number, country: 'jp' | 'th' = 'jp') =>
  ClientRegistered({ clientId, groupId: '12345', company: `Client ${clientId.slice(0, 4)}`, accountType: 'corporation', country, planId, maxImages: 100, registeredAt: '2026-10-01T00:00:00.000Z' });

describe('the billing read model', () => {
  it('starts from the description’s plan figures and applies the super admin’s edits', async () => {
    expect((await planCatalogue(db.pool)).find((p) => p.id === 3)).toMatchObject({ maxImages: 10, price: { JPY: 0 }, editedAt: null });
    await given('plan-catalogue', null, [PlanEdited({ planId: 2, changes: { price: { JPY: 25000, THB: 5000 }, maxAccounts: 7 }, editedAt: '2026-11-01T00:00:00.000Z' })]);
    expect((await planCatalogue(db.pool)).find((p) => p.id === 2)).toMatchObject({ price: { JPY: 25000, CNY: null, THB: 5000 }, maxAccounts: 7, maxImages: null });
  });

  it('keeps each client’s add-on periods and remembers that it left the free plan', async () => {
    const clientId = randomUUID();
    await given(`client-${clientId}`, clientId, [
      registered(clientId, 3),
      PlanChanged({ clientId, planId: 2, planOptionId: 12, optionExpiresAt: '2026-12-01T00:00:00.000Z', expiresAt: null, changedAt: '2026-11-01T00:00:00.000Z' }),
      // The console's client edit moves the base plan and says nothing of periods: they stay.
      PlanChanged({ clientId, planId: 1, planOptionId: 12, expiresAt: null, changedAt: '2026-11-02T00:00:00.000Z' }),
    ]);
    expect(await clientPlanOf(db.pool, clientId)).toMatchObject({ plan_id: 1, plan_option_id: 12, option_expires_at: new Date('2026-12-01T00:00:00.000Z'), left_free: true });
  });

  it('keeps who uses the unlimited plan as the client’s plan decider folds it', async () => {
    const clientId = randomUUID();
    const [boss, hanako, taro, jiro] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await given(`client-${clientId}`, clientId, [
      registered(clientId, 2),
      PlanChanged({ clientId, planId: 1, selectedUserIds: [boss, hanako], expiresAt: null, changedAt: '2026-11-01T00:00:00.000Z' }),
      PlanUsersSelected({ clientId, selectedUserIds: [boss, hanako, taro], selectedBy: boss, selectedAt: '2026-11-02T00:00:00.000Z' }),
      { type: 'ClientMemberReleased', data: { clientId, userId: hanako } },
      // The administrator's seat goes with the role.
      { type: 'AdministratorChanged', data: { clientId, previousAdminId: boss, newAdminId: jiro, changedAt: '2026-11-03T00:00:00.000Z' } },
    ]);
    expect((await clientPlanOf(db.pool, clientId))?.selected_user_ids).toEqual([jiro, taro]);
  });

  it('does not count a trial client as having left free', async () => {
    const clientId = randomUUID();
    await given(`client-${clientId}`, clientId, [registered(clientId, 7)]);
    expect((await clientPlanOf(db.pool, clientId))?.left_free).toBe(false);
  });
});

describe('the settings read model', () => {
  it('starts from the defaults and keeps only the API key’s last four characters in clear', async () => {
    expect(await systemSettings(db.pool)).toMatchObject({ plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', api_key_last_four: null });
    await given('system-settings', null, [
      SystemSettingsChanged({ changes: { planSetting: 2, displayLanguages: ['ja', 'en'] }, changedAt: '2026-11-01T00:00:00.000Z' }),
      ChatApiKeyChanged({ encryptedKey: 'v1.iv.tag.cipher', lastFour: 'wxyz', changedAt: '2026-11-01T00:00:00.000Z' }),
      CountrySettingChanged({ country: 'th', status: 0, maxImages: 40, changedAt: '2026-11-01T00:00:00.000Z' }),
    ]);
    expect(await systemSettings(db.pool)).toMatchObject({ plan_setting: 2, display_languages: ['ja', 'en'], api_key_last_four: 'wxyz', api_key_encrypted: 'v1.iv.tag.cipher' });
    expect(await countrySettingOf(db.pool, 'th')).toMatchObject({ status: 0, max_images: 40 });
    expect(await countrySettingOf(db.pool, 'jp')).toMatchObject({ status: 1, max_images: null });
  });
});

describe('the sales read model', () => {
  it('sums plan fees, ad hoc usage, images, tokens and tickets per client and month in Japan time', async () => {
    const clientId = randomUUID();
    const projectId = randomUUID();
    await given(`client-${clientId}`, clientId, [
      registered(clientId, 3, 'th'),
      PlanChanged({ clientId, planId: 2, expiresAt: null, changedAt: '2026-10-31T16:00:00.000Z', charges: [{ planId: 2, amount: 5000, currency: 'THB' }] }),
    ]);
    await given(`image-quota-${clientId}`, clientId, [
      ImageQuotaUsed({ clientId, projectId, calculationId: randomUUID(), imageIds: [randomUUID(), randomUUID()], at: '2026-11-03T00:00:00.000Z' }),
      ImageQuotaRefunded({ clientId, projectId, calculationId: randomUUID(), imageId: randomUUID(), at: '2026-11-03T00:10:00.000Z' }),
    ]);
    await given(`usage-${clientId}`, clientId, [GenerationUsageRecorded({ clientId, usageId: randomUUID(), tokens: 1200, tickets: 3, at: '2026-12-01T00:00:00.000Z' })]);
    const { rows, total } = await salesMonths(db.pool, { clientId, sort: 'month', order: 'asc', offset: 0, limit: 10 });
    expect(total).toBe(2);
    // The ad hoc price in force (edited above to 5,000 THB) is charged per calculation.
    expect(rows[0]).toMatchObject({ month: '2026-11', currency: 'THB', plan_fees: 5000, usage_fees: 5000, total: 10000, images_calculated: 2, images_refunded: 1, tokens_used: 0 });
    expect(rows[1]).toMatchObject({ month: '2026-12', tokens_used: 1200, tickets_used: 3, total: 0 });
    expect((await salesMonths(db.pool, { clientId, from: '2026-12', sort: 'month', order: 'asc', offset: 0, limit: 10 })).rows.map((r) => r.month)).toEqual(['2026-12']);
  });

  it('keeps the ad hoc charge of a calculation with a failed image, and withdraws it when every image was given back', async () => {
    const clientId = randomUUID();
    const projectId = randomUUID();
    const [partly, nothingDelivered] = [randomUUID(), randomUUID()];
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    await given(`client-${clientId}`, clientId, [registered(clientId, 2)]);
    await given(`image-quota-${clientId}`, clientId, [
      ImageQuotaUsed({ clientId, projectId, calculationId: partly, imageIds: [first, second], at: '2026-11-03T00:00:00.000Z' }),
      ImageQuotaRefunded({ clientId, projectId, calculationId: partly, imageId: first, at: '2026-11-03T00:10:00.000Z' }),
      ImageQuotaUsed({ clientId, projectId, calculationId: nothingDelivered, imageIds: [third], at: '2026-11-04T00:00:00.000Z' }),
    ]);
    const month = async () => (await salesMonths(db.pool, { clientId, sort: 'month', order: 'asc', offset: 0, limit: 10 })).rows;
    // The ad hoc price in force (edited above to 25,000 JPY), once per calculation.
    expect(await month()).toMatchObject([{ month: '2026-11', usage_fees: 50000, images_calculated: 3, images_refunded: 1 }]);
    // Given back in the next month, the calculation's charge leaves the month it was charged in.
    await given(`image-quota-${clientId}`, clientId, [ImageQuotaRefunded({ clientId, projectId, calculationId: nothingDelivered, imageId: third, at: '2026-12-01T00:00:00.000Z' })]);
    expect(await month()).toMatchObject([
      { month: '2026-11', usage_fees: 25000, images_calculated: 3, images_refunded: 1 },
      { month: '2026-12', usage_fees: 0, images_refunded: 1 },
    ]);
  });

  it('rebuilds every model to the same contents', async () => {
    for (const model of models) {
      const report = await rebuildReadModel(db.pool, model);
      expect(report.tables.filter((table) => !table.equal)).toEqual([]);
    }
    expect((await planCatalogue(db.pool)).find((p) => p.id === 2)?.price.JPY).toBe(25000);
  });
});
