-- Registrations in progress and done (trial and full), for the temporary-registration e-mail export.
-- No token or its hash is kept here: links are checked against the event stream.
create table {{registrations}} (
  registration_id uuid primary key,
  kind text not null,
  email text not null,
  country text not null,
  language text not null,
  -- requested, submitted (form sent), plan_selected, completed
  status text not null,
  organization text not null default '',
  plan_id int,
  client_id uuid,
  requested_at timestamptz not null,
  expires_at timestamptz not null,
  submitted_at timestamptz,
  completed_at timestamptz
);
create index on {{registrations}} (lower(email));
create index on {{registrations}} (status, requested_at);
