import { readFileSync } from 'node:fs';
import { currencyOf, planById, planTypes, plans, readEvent, type Currency } from '@packlens/contracts';
import type { ReadModel } from '../read-model';
import { salesTimeZone } from './queries';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Parameters<ReadModel['apply']>[2];

const sqlInt = (value: number | null) => (value === null ? 'null' : String(Math.trunc(value)));
const seed = `
insert into {{sales_prices}} (plan_id, price_jpy, price_cny, price_thb, price_idr) values
${plans.map((p) => `(${p.id}, ${sqlInt(p.price.JPY)}, ${sqlInt(p.price.CNY)}, ${sqlInt(p.price.THB)}, ${sqlInt(p.price.IDR)})`).join(',\n')};`;

const priceColumn: Record<Currency, string> = { JPY: 'price_jpy', CNY: 'price_cny', THB: 'price_thb', IDR: 'price_idr' };

interface Usage {
  planFees?: number;
  usageFees?: number;
  calculated?: number;
  refunded?: number;
  tokens?: number;
  tickets?: number;
}

/** Adds to a client's month, creating it in the client's currency. */
async function addToMonth(db: Db, t: Tables, clientId: string, at: string, usage: Usage) {
  await db.query(
    `insert into ${t.sales_monthly} (client_id, month, currency, plan_fees, usage_fees, images_calculated, images_refunded, tokens_used, tickets_used)
     select $1, to_char($2::timestamptz at time zone '${salesTimeZone}', 'YYYY-MM'),
            coalesce((select case country when 'cn' then 'CNY' when 'th' then 'THB' when 'id' then 'IDR' else 'JPY' end
                      from ${t.sales_clients} where client_id = $1), 'JPY'),
            $3, $4, $5, $6, $7, $8
     on conflict (client_id, month) do update set
       plan_fees = ${t.sales_monthly}.plan_fees + excluded.plan_fees,
       usage_fees = ${t.sales_monthly}.usage_fees + excluded.usage_fees,
       images_calculated = ${t.sales_monthly}.images_calculated + excluded.images_calculated,
       images_refunded = ${t.sales_monthly}.images_refunded + excluded.images_refunded,
       tokens_used = ${t.sales_monthly}.tokens_used + excluded.tokens_used,
       tickets_used = ${t.sales_monthly}.tickets_used + excluded.tickets_used`,
    [clientId, at, usage.planFees ?? 0, usage.usageFees ?? 0, usage.calculated ?? 0, usage.refunded ?? 0, usage.tokens ?? 0, usage.tickets ?? 0],
  );
}

/** What one ad hoc calculation costs the client now: the ad hoc plan's price in its currency; 0 on other plans. */
async function adhocFee(db: Db, t: Tables, clientId: string): Promise<number> {
  const { rows } = await db.query<{ plan_id: number; country: string }>(`select plan_id, country from ${t.sales_clients} where client_id = $1`, [clientId]);
  const client = rows[0];
  if (!client || planById(client.plan_id)?.planType !== planTypes.adhoc) return 0;
  const column = priceColumn[currencyOf(client.country)];
  const price = await db.query<{ amount: number | null }>(`select ${column} as amount from ${t.sales_prices} where plan_id = $1`, [client.plan_id]);
  return price.rows[0]?.amount ?? 0;
}

/**
 * Sales per client and month (issue 5): plan fees charged by plan changes, ad hoc usage (the ad hoc price per
 * calculation), images calculated and refunded, generation tokens and tickets.
 *
 * The ad hoc price is per calculation (section 4: "spot per image or project"; section 9 prices the plan, not an
 * image): a calculation of up to 10 images costs the same as one of a single image, so an image that failed while
 * the others were scored leaves the charge as it was (the image goes back to the quota, used_amount). There is no
 * per-image price to give back. Only a calculation that delivered nothing, every image given back, is not charged:
 * its charge is withdrawn from the month it was charged in.
 */
export const salesReadModel: ReadModel = {
  name: 'sales',
  tables: ['sales_monthly', 'sales_clients', 'sales_prices', 'sales_adhoc_charges'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8') + seed,
  keys: { sales_monthly: 'client_id, month', sales_clients: 'client_id', sales_prices: 'plan_id', sales_adhoc_charges: 'calculation_id' },
  handles: ['ClientRegistered', 'ClientDetailsChanged', 'PlanChanged', 'PlanEdited', 'ImageQuotaUsed', 'ImageQuotaRefunded', 'GenerationUsageRecorded'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'ClientRegistered': {
          const d = event.data;
          await db.query(`insert into ${t.sales_clients} (client_id, company, country, plan_id) values ($1, $2, $3, $4) on conflict (client_id) do nothing`, [
            d.clientId,
            d.company,
            d.country,
            d.planId,
          ]);
          break;
        }
        case 'ClientDetailsChanged': {
          const { company, country } = event.data.changes;
          if (company === undefined && country === undefined) break;
          await db.query(`update ${t.sales_clients} set company = coalesce($2, company), country = coalesce($3, country) where client_id = $1`, [
            event.data.clientId,
            company ?? null,
            country ?? null,
          ]);
          break;
        }
        case 'PlanChanged': {
          const d = event.data;
          await db.query(`update ${t.sales_clients} set plan_id = $2 where client_id = $1`, [d.clientId, d.planId]);
          const fees = (d.charges ?? []).reduce((sum, charge) => sum + charge.amount, 0);
          if (fees > 0) await addToMonth(db, t, d.clientId, d.changedAt, { planFees: fees });
          break;
        }
        case 'PlanEdited': {
          const price = event.data.changes.price;
          if (!price) break;
          const sets = (Object.keys(priceColumn) as Currency[]).filter((currency) => price[currency] !== undefined);
          if (!sets.length) break;
          await db.query(`update ${t.sales_prices} set ${sets.map((currency, i) => `${priceColumn[currency]} = $${i + 2}`).join(', ')} where plan_id = $1`, [
            event.data.planId,
            ...sets.map((currency) => price[currency]),
          ]);
          break;
        }
        case 'ImageQuotaUsed': {
          const d = event.data;
          const fee = await adhocFee(db, t, d.clientId);
          await addToMonth(db, t, d.clientId, d.at, { calculated: d.imageIds.length, usageFees: fee });
          if (fee > 0) {
            await db.query(
              `insert into ${t.sales_adhoc_charges} (calculation_id, client_id, month, amount, images)
               values ($1, $2, to_char($3::timestamptz at time zone '${salesTimeZone}', 'YYYY-MM'), $4, $5) on conflict (calculation_id) do nothing`,
              [d.calculationId, d.clientId, d.at, fee, d.imageIds.length],
            );
          }
          break;
        }
        case 'ImageQuotaRefunded': {
          const d = event.data;
          await addToMonth(db, t, d.clientId, d.at, { refunded: 1 });
          // The image quota gives each image of a calculation back at most once, so the count reaches `images` once.
          const { rows } = await db.query<{ month: string; amount: number; withdrawn: boolean }>(
            `update ${t.sales_adhoc_charges} set refunded = refunded + 1 where calculation_id = $1 and refunded < images
             returning month, amount::float8 as amount, refunded = images as withdrawn`,
            [d.calculationId],
          );
          const charge = rows[0];
          if (charge?.withdrawn) {
            await db.query(`update ${t.sales_monthly} set usage_fees = usage_fees - $3 where client_id = $1 and month = $2`, [d.clientId, charge.month, charge.amount]);
          }
          break;
        }
        case 'GenerationUsageRecorded': {
          const d = event.data;
          await addToMonth(db, t, d.clientId, d.at, { tokens: d.tokens, tickets: d.tickets, usageFees: d.amount });
          break;
        }
        default:
          throw new Error(`sales read model cannot apply ${recorded.type}`);
      }
    }
  },
};
