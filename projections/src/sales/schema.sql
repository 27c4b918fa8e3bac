-- Sales management: usage and amounts per client and month ('YYYY-MM', Japan time). sales_clients and sales_prices
-- hold what pricing a month needs (the client's plan and currency, the ad hoc price at the time).
create table {{sales_monthly}} (
  client_id uuid not null,
  month text not null,
  currency text not null,
  plan_fees bigint not null default 0,
  usage_fees bigint not null default 0,
  images_calculated int not null default 0,
  images_refunded int not null default 0,
  tokens_used bigint not null default 0,
  tickets_used bigint not null default 0,
  primary key (client_id, month)
);
create index on {{sales_monthly}} (month);

create table {{sales_clients}} (
  client_id uuid primary key,
  company text not null,
  country text not null,
  plan_id int not null
);

create table {{sales_prices}} (
  plan_id int primary key,
  price_jpy int,
  price_cny int,
  price_thb int,
  price_idr int
);

-- The ad hoc charge of each calculation and how many of its images were given back: a calculation whose every image
-- was given back (refused before it ran, or every image failed) delivered nothing, and its charge is withdrawn.
create table {{sales_adhoc_charges}} (
  calculation_id uuid primary key,
  client_id uuid not null,
  month text not null,
  amount bigint not null,
  images int not null,
  refunded int not null default 0
);
