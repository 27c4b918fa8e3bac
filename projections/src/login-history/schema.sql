-- One row per login (a started session), for My page's login history and counts.
create table {{login_history}} (
  session_id uuid primary key,
  user_id uuid not null,
  client_id uuid,
  logged_in_at timestamptz not null,
  ip text,
  user_agent text,
  mfa boolean not null default false
);
create index on {{login_history}} (client_id, logged_in_at desc);
create index on {{login_history}} (user_id, logged_in_at desc);
