-- Brand models (issue 13, item 3): one client's each; what the brand generation mode lists and uses.
create table {{brand_models}} (
  brand_model_id uuid primary key,
  client_id uuid not null,
  brand_name text not null,
  brand_prompt text not null,
  category_id int not null,
  shape text not null,
  trigger_word text not null,
  -- collecting, training, ready or failed
  status text not null,
  lora jsonb,
  provider text,
  version text,
  demo boolean not null default false,
  palette text[] not null default '{}',
  error_code text,
  created_at timestamptz not null,
  trained_at timestamptz
);
create index on {{brand_models}} (client_id, created_at);
create table {{brand_images}} (
  image_id uuid primary key,
  brand_model_id uuid not null,
  client_id uuid not null,
  position int not null,
  file_name text not null,
  blob_key text not null,
  width int not null,
  height int not null
);
create index on {{brand_images}} (brand_model_id, position);
