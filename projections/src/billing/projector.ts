import { readFileSync } from 'node:fs';
import { hasFee, planById, planTypes, plans, readEvent, selectionAfterHandover, type Plan } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

const sqlText = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
const sqlInt = (value: number | null) => (value === null ? 'null' : String(Math.trunc(value)));

/** The seeded rows: the catalogue of section 9's figures, which every version of the model starts from. */
function seedRows(plan: Plan): string {
  return `(${[
    plan.id, sqlText(plan.kind), sqlInt(plan.planType), sqlText(plan.name.ja), sqlText(plan.name.en), sqlText(plan.name['zh-CN']),
    sqlInt(plan.maxImages), plan.maxAccounts, sqlText(plan.unitTypePeriod), sqlInt(plan.validityPeriod),
    sqlInt(plan.price.JPY), sqlInt(plan.price.CNY), sqlInt(plan.price.THB), sqlInt(plan.price.IDR),
  ].join(', ')})`;
}
const seed = `
insert into {{plan_catalogue}} (plan_id, kind, plan_type, name_ja, name_en, name_zh, max_images, max_accounts, unit_type_period,
  validity_period, price_jpy, price_cny, price_thb, price_idr) values
${plans.map(seedRows).join(',\n')};`;

const priceColumns = { JPY: 'price_jpy', CNY: 'price_cny', THB: 'price_thb', IDR: 'price_idr' } as const;
const freePlanIds = plans.filter((plan) => plan.planType === planTypes.free).map((plan) => plan.id);
const isFeePlan = (planId: number) => {
  const plan = planById(planId);
  return plan !== undefined && hasFee(plan);
};

/** The plan catalogue in force and every client's plan with its add-on periods (issue 5). */
export const billingReadModel: ReadModel = {
  name: 'billing',
  tables: ['plan_catalogue', 'client_plans'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8') + seed,
  keys: { plan_catalogue: 'plan_id', client_plans: 'client_id' },
  handles: ['PlanEdited', 'ClientRegistered', 'PlanChanged', 'PlanUsersSelected', 'ClientMemberReleased', 'AdministratorChanged'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'PlanEdited': {
          const { changes, planId, editedAt } = event.data;
          const sets: [string, unknown][] = [];
          if (changes.name) sets.push(['name_ja', changes.name.ja], ['name_en', changes.name.en], ['name_zh', changes.name['zh-CN']]);
          for (const [currency, column] of Object.entries(priceColumns)) {
            const amount = changes.price?.[currency as keyof typeof priceColumns];
            if (amount !== undefined) sets.push([column, amount]);
          }
          if (changes.maxImages !== undefined) sets.push(['max_images', changes.maxImages]);
          if (changes.maxAccounts !== undefined) sets.push(['max_accounts', changes.maxAccounts]);
          if (changes.validityPeriod !== undefined) sets.push(['validity_period', changes.validityPeriod]);
          sets.push(['edited_at', editedAt]);
          await db.query(`update ${t.plan_catalogue} set ${sets.map(([column], i) => `${column} = $${i + 2}`).join(', ')} where plan_id = $1`, [
            planId,
            ...sets.map(([, value]) => value),
          ]);
          break;
        }
        case 'ClientRegistered':
          await db.query(`insert into ${t.client_plans} (client_id, plan_id, left_free) values ($1, $2, $3) on conflict (client_id) do nothing`, [
            event.data.clientId,
            event.data.planId,
            isFeePlan(event.data.planId),
          ]);
          break;
        case 'PlanChanged': {
          const d = event.data;
          // A period absent from the event (the super admin's client edit) stays as it was while its add-on is kept.
          const keep = (value: string | null | undefined) => value === undefined;
          await db.query(
            `update ${t.client_plans} set
               left_free = left_free or (plan_id = any($9::int[]) and not $2::int = any($9::int[])) or $10::boolean,
               plan_id = $2, plan_option_id = $3, plan_generate_id = $4, plan_key_visual_id = $5, expires_at = $6,
               option_expires_at = case when $3::int is null then null when $14::boolean then option_expires_at else $11::timestamptz end,
               generate_expires_at = case when $4::int is null then null when $15::boolean then generate_expires_at else $12::timestamptz end,
               key_visual_expires_at = case when $5::int is null then null when $16::boolean then key_visual_expires_at else $13::timestamptz end,
               selected_user_ids = $7, changed_at = $8
             where client_id = $1`,
            [
              d.clientId, d.planId, d.planOptionId, d.planGenerateId, d.planKeyVisualId, d.expiresAt, d.selectedUserIds, d.changedAt,
              freePlanIds, isFeePlan(d.planId),
              d.optionExpiresAt ?? null, d.generateExpiresAt ?? null, d.keyVisualExpiresAt ?? null,
              keep(d.optionExpiresAt), keep(d.generateExpiresAt), keep(d.keyVisualExpiresAt),
            ],
          );
          break;
        }
        // Who uses the unlimited plan, as the client's plan decider folds it (the API decides from the stream).
        case 'PlanUsersSelected':
          await db.query(`update ${t.client_plans} set selected_user_ids = $2 where client_id = $1`, [event.data.clientId, event.data.selectedUserIds]);
          break;
        case 'ClientMemberReleased':
          await db.query(`update ${t.client_plans} set selected_user_ids = array_remove(selected_user_ids, $2::uuid) where client_id = $1`, [
            event.data.clientId,
            event.data.userId,
          ]);
          break;
        case 'AdministratorChanged': {
          const d = event.data;
          const { rows } = await db.query<{ selected_user_ids: string[] }>(`select selected_user_ids from ${t.client_plans} where client_id = $1`, [d.clientId]);
          if (!rows[0]) break;
          await db.query(`update ${t.client_plans} set selected_user_ids = $2 where client_id = $1`, [
            d.clientId,
            selectionAfterHandover(rows[0].selected_user_ids, d.previousAdminId, d.newAdminId),
          ]);
          break;
        }
        default:
          throw new Error(`billing read model cannot apply ${recorded.type}`);
      }
    }
  },
};
