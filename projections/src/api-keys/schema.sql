-- Partner API keys (issue 15): what My page and the console list, and what a request's key is looked up by.
-- Only the sha256 of a key is kept; the key was shown once, on creation.
create table {{api_keys}} (
  key_id uuid primary key,
  client_id uuid not null,
  name text not null,
  scopes text[] not null,
  key_hash text not null unique,
  last_four text not null,
  created_at timestamptz not null,
  expires_at timestamptz,
  revoked_at timestamptz,
  issued_by text not null
);
create index on {{api_keys}} (client_id, created_at);
