-- Clients and their users. {{clients}} and {{users}} become versioned table names.
create table {{clients}} (
  client_id uuid primary key,
  group_id text not null,
  company text not null,
  department text not null,
  headquarters text not null default '',
  account_type text not null,
  country text not null,
  zip_code text not null default '',
  address text not null,
  building text not null default '',
  telephone text not null,
  owner_name text not null,
  plan_id int not null,
  plan_option_id int,
  plan_generate_id int,
  plan_key_visual_id int,
  plan_expires_at timestamptz,
  max_images int not null,
  mfa_enabled boolean not null,
  mfa_phone text not null default '',
  request_payment boolean not null default false,
  -- valid, invalid, or cancelled (the admin cancelled the contract)
  status text not null,
  cancelled_at timestamptz,
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
  furigana text not null default '',
  department text not null default '',
  role int not null,
  status text not null,
  language text not null default 'ja',
  origin text not null default 'system',
  password_hash text not null,
  password_changed_at timestamptz,
  -- sessions started before this (a password reset) no longer authenticate
  sessions_valid_after timestamptz,
  registered_at timestamptz not null,
  last_login_at timestamptz,
  login_count int not null default 0
);
create unique index on {{users}} (lower(email));
create index on {{users}} (client_id);
