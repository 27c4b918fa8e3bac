import { randomUUID } from 'node:crypto';
import { DomainError, hasFee, planPriceFields, userPlanFields, type AdminPlan, type AdminPlanUpdate, type AdminSalesRow, type Language } from '@packlens/contracts';
import { planCatalogue, salesMonths, type CatalogueEntry, type SalesQuery } from '@packlens/projections';
import type { IdentityContext } from '../identity/context';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata, lastPosition } from '../identity/streams';
import { toUsageMonth } from './plan-service';
import { billingStreams, type BillingHandlers } from './streams';

export function toAdminPlan(plan: CatalogueEntry): AdminPlan {
  return {
    ...userPlanFields(plan),
    kind: plan.kind,
    validity_period: plan.validityPeriod,
    ...planPriceFields(plan),
    has_fee: hasFee(plan),
    edited_at: plan.editedAt?.toISOString() ?? null,
  };
}

/** The super admin's plan settings and sales management. */
export function consoleService(ctx: IdentityContext, handlers: BillingHandlers) {
  const { pool } = ctx.deps;

  async function plan(id: number): Promise<CatalogueEntry> {
    const found = (await planCatalogue(pool)).find((entry) => entry.id === id);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  return {
    plans: async () => (await planCatalogue(pool)).map(toAdminPlan),
    plan: async (id: number) => toAdminPlan(await plan(id)),

    async editPlan(auth: AuthContext, id: number, input: AdminPlanUpdate, info: RequestInfo) {
      await plan(id);
      const now = ctx.now();
      const result = await handlers.planCatalogue(
        billingStreams.planCatalogue,
        {
          type: 'EditPlan',
          planId: id,
          changes: {
            name: { ja: input.name, en: input.name_en, 'zh-CN': input.name_cn },
            price: { JPY: input.price, CNY: input.price_cn, THB: input.price_th, IDR: input.price_id },
            maxImages: input.max_images,
            maxAccounts: input.max_accounts,
            validityPeriod: input.validity_period,
          },
          now: now.toISOString(),
        },
        { commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), null, info.requestId, now) },
      );
      await ctx.settle(lastPosition(result));
      return toAdminPlan(await plan(id));
    },

    /** Sales per client and month with the plan's name in `language`. */
    async sales(query: SalesQuery, language: Language): Promise<{ rows: AdminSalesRow[]; total: number }> {
      const [page, catalogue] = await Promise.all([salesMonths(pool, query), planCatalogue(pool)]);
      return {
        total: page.total,
        rows: page.rows.map((row) => ({
          ...toUsageMonth(row),
          id: `${row.client_id}:${row.month}`,
          company: row.company,
          plan_name: catalogue.find((entry) => entry.id === row.plan_id)?.name[language] ?? String(row.plan_id),
        })),
      };
    },
  };
}

export type ConsoleService = ReturnType<typeof consoleService>;
