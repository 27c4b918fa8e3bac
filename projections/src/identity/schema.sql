-- Clients and their users (the first read model). {{clients}} and {{users}} become versioned table names.
create table {{clients}} (
  client_id uuid primary key,
  group_id text not null,
  company text not null,
  department text not null,
  account_type text not null,
  country text not null,
  address text not null,
  telephone text not null,
  owner_name text not null,
  plan_id int not null,
  plan_option_id int,
  plan_generate_id int,
  plan_key_visual_id int,
  plan_expires_at timestamptz,
  max_images int not null,
  mfa_enabled boolean not null,
  status text not null,
  registered_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index on {{clients}} (group_id);
create index on {{clients}} (lower(company));

create table {{users}} (
  user_id uuid primary key,
  client_id uuid,
  email text not null,
  name text not null,
  role int not null,
  status text not null,
  password_hash text not null,
  registered_at timestamptz not null,
  last_login_at timestamptz,
  login_count int not null default 0
);
create unique index on {{users}} (lower(email));
create index on {{users}} (client_id);
