-- System settings of section 6 (one row) and the country settings of section 3 (one row per country).
create table {{system_settings}} (
  id text primary key,
  plan_setting int not null,
  display_languages text[] not null,
  initial_language text not null,
  cost_display boolean not null,
  chat_token_limit int not null,
  chat_request_limit int not null,
  -- requests per minute per partner API key (issue 15)
  api_key_requests_per_minute int not null,
  -- AES-256-GCM ciphertext of the AI provider's key; only its last four characters are kept in clear
  api_key_encrypted text,
  api_key_last_four text,
  updated_at timestamptz
);

create table {{country_settings}} (
  country text primary key,
  status int not null,
  max_images int,
  updated_at timestamptz
);

-- The AI providers' connections (issue 12): sealed key with its last four characters, base URL, named model versions.
create table {{provider_settings}} (
  provider text primary key,
  api_key_encrypted text,
  api_key_last_four text,
  base_url text,
  models jsonb not null default '{}',
  updated_at timestamptz
);
