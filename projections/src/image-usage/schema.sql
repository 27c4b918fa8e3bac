-- Images counted against each client's quota (used_amount), and per month for sales management.
create table {{image_usage}} (
  client_id uuid primary key,
  used int not null default 0,
  updated_at timestamptz not null
);
-- month is 'YYYY-MM' in Japan time; calculated counts images accepted for calculation, refunded those given back.
create table {{image_usage_monthly}} (
  client_id uuid not null,
  month text not null,
  calculated int not null default 0,
  refunded int not null default 0,
  primary key (client_id, month)
);
