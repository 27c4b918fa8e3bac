import type pg from 'pg';
import type { Plan, PlanCatalogue, PlanKind, PlanOptionType, PlanTypeId } from '@packlens/contracts';

type Db = Pick<pg.Pool, 'query'>;

interface PlanRow {
  plan_id: number;
  kind: PlanKind;
  plan_type: PlanTypeId | null;
  name_ja: string;
  name_en: string;
  name_zh: string;
  max_images: number | null;
  max_accounts: number;
  unit_type_period: PlanOptionType | null;
  validity_period: number | null;
  price_jpy: number | null;
  price_cny: number | null;
  price_thb: number | null;
  price_idr: number | null;
  edited_at: Date | null;
}

export interface CatalogueEntry extends Plan {
  editedAt: Date | null;
}

const toPlan = (row: PlanRow): CatalogueEntry => ({
  id: row.plan_id,
  kind: row.kind,
  planType: row.plan_type,
  name: { ja: row.name_ja, en: row.name_en, 'zh-CN': row.name_zh },
  maxImages: row.max_images,
  maxAccounts: row.max_accounts,
  unitTypePeriod: row.unit_type_period,
  validityPeriod: row.validity_period,
  price: { JPY: row.price_jpy, CNY: row.price_cny, THB: row.price_thb, IDR: row.price_idr },
  editedAt: row.edited_at,
});

/** The plans in force, in plan-id order: what every plan rule and display reads. */
export async function planCatalogue(db: Db): Promise<CatalogueEntry[] & PlanCatalogue> {
  const { rows } = await db.query<PlanRow>('select * from plan_catalogue order by plan_id');
  return rows.map(toPlan);
}

export interface ClientPlanRow {
  client_id: string;
  plan_id: number;
  plan_option_id: number | null;
  plan_generate_id: number | null;
  plan_key_visual_id: number | null;
  expires_at: Date | null;
  option_expires_at: Date | null;
  generate_expires_at: Date | null;
  key_visual_expires_at: Date | null;
  left_free: boolean;
  selected_user_ids: string[];
  changed_at: Date | null;
}

export async function clientPlanOf(db: Db, clientId: string): Promise<ClientPlanRow | undefined> {
  const { rows } = await db.query<ClientPlanRow>('select * from client_plans where client_id = $1', [clientId]);
  return rows[0];
}
