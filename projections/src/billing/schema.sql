-- The plan catalogue in force (seeded from the description's figures, then the super admin's edits), and each
-- client's plan with the end of its add-on periods.
create table {{plan_catalogue}} (
  plan_id int primary key,
  kind text not null,
  plan_type int,
  name_ja text not null,
  name_en text not null,
  name_zh text not null,
  max_images int,
  max_accounts int not null,
  unit_type_period text,
  validity_period int,
  price_jpy int,
  price_cny int,
  price_thb int,
  price_idr int,
  edited_at timestamptz
);

create table {{client_plans}} (
  client_id uuid primary key,
  plan_id int not null,
  plan_option_id int,
  plan_generate_id int,
  plan_key_visual_id int,
  expires_at timestamptz,
  option_expires_at timestamptz,
  generate_expires_at timestamptz,
  key_visual_expires_at timestamptz,
  -- the client held the free plan and moved away from it, or held a plan with a fee: free cannot be chosen again
  left_free boolean not null default false,
  selected_user_ids uuid[] not null default '{}',
  changed_at timestamptz
);
