-- Evaluation projects (survey and shelf), their images and their results. {{name}} become versioned tables.
create table {{projects}} (
  project_id uuid primary key,
  client_id uuid not null,
  created_by uuid not null,
  name text not null,
  type int not null,
  country text not null,
  department text not null default '',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  menus text[] not null default '{}',
  segment_ids int[] not null default '{}',
  standard_mode int not null default 0,
  standard_values jsonb not null default '{}',
  concept_text text,
  concept_language text,
  concept_skipped boolean not null default false,
  -- DRAFT until calculated; then PROGRESS, SUCCESS or FAILURE
  status text not null default 'DRAFT',
  calculation_id uuid,
  requested_at timestamptz,
  done int not null default 0,
  total int not null default 0,
  succeeded int not null default 0,
  failed int not null default 0,
  completed_at timestamptz,
  updated_at timestamptz not null
);
create index on {{projects}} (client_id, created_at desc);
create unique index on {{projects}} (calculation_id);

create table {{project_images}} (
  image_id uuid primary key,
  project_id uuid not null,
  client_id uuid not null,
  position int not null,
  name text not null,
  file_name text not null,
  blob_key text not null,
  preview_blob_key text,
  content_hash text not null,
  media_type text not null,
  bytes int not null,
  width int,
  height int,
  category_id int,
  product_copy text not null default '',
  regions jsonb not null default '[]',
  -- pending, calculating, done or failed
  status text not null default 'pending',
  failure_code text
);
create index on {{project_images}} (project_id, position);

create table {{project_scores}} (
  image_id uuid not null,
  segment_id int not null,
  project_id uuid not null,
  client_id uuid not null,
  mean double precision not null,
  sd double precision not null,
  image_words jsonb not null,
  model_version text not null,
  demo_model boolean not null,
  calculated_at timestamptz not null,
  primary key (image_id, segment_id)
);
create index on {{project_scores}} (project_id);
create index on {{project_scores}} (client_id, segment_id);

create table {{project_heatmaps}} (
  image_id uuid primary key,
  project_id uuid not null,
  map_blob_key text not null,
  overlay_blob_key text not null,
  density_blob_key text,
  density_width int,
  density_height int,
  width int not null,
  height int not null,
  regions jsonb not null default '[]',
  model_version text not null
);
create index on {{project_heatmaps}} (project_id);

create table {{project_concepts}} (
  image_id uuid primary key,
  project_id uuid not null,
  level int not null,
  score double precision not null,
  driving_words jsonb not null,
  model_version text not null,
  demo_model boolean not null,
  -- The latest multimodal model's level of the image (ConceptVisionReviewed), beside the offline one.
  vision jsonb
);
create index on {{project_concepts}} (project_id);

-- Text projects (naming and catch-phrases, type 5; concepts, type 8): the information step and the favourites.
create table {{text_briefs}} (
  project_id uuid primary key,
  client_id uuid not null,
  service text not null,
  brief jsonb not null,
  count int not null,
  max_chars int,
  model_code text not null,
  favourites jsonb not null default '[]',
  updated_at timestamptz not null
);

-- Each answer of a text project's conversation: a generation job and what it produced.
create table {{generation_turns}} (
  job_id uuid primary key,
  project_id uuid not null,
  client_id uuid not null,
  turn int not null,
  service text not null,
  instruction text,
  model_code text not null,
  provider text not null,
  -- running (requested), completed or failed
  status text not null,
  items jsonb not null default '[]',
  concepts jsonb not null default '[]',
  model text,
  error_code text,
  output_blob_key text,
  -- a simulated panel (service 'panel'): its plan (items, segments, samples) and its ratings
  panel_plan jsonb,
  panel jsonb not null default '[]',
  -- a prose answer (a key visual's scene description)
  text text not null default '',
  requested_at timestamptz not null,
  completed_at timestamptz
);
create index on {{generation_turns}} (project_id, turn);

-- Key-visual projects (type 7): the menu step (type, product) and how many images the project has made (deleted ones
-- too: section 9's 1000 counts them). Its pack, jobs and images are in the design tables, its messages in generation_turns.
create table {{key_visual_projects}} (
  project_id uuid primary key,
  client_id uuid not null,
  type text,
  product text not null default '',
  images_made int not null default 0,
  updated_at timestamptz not null
);

-- Design generation projects (type 6): uploaded inputs, generation jobs, and the gallery of generated images.
create table {{design_inputs}} (
  input_id uuid primary key,
  project_id uuid not null,
  client_id uuid not null,
  -- upload order: composition reads the scene, then the product
  position int not null,
  file_name text not null,
  blob_key text not null,
  media_type text not null,
  bytes int not null,
  width int not null,
  height int not null,
  uploaded_at timestamptz not null
);
create index on {{design_inputs}} (project_id);
create table {{design_jobs}} (
  job_id uuid primary key,
  project_id uuid not null,
  client_id uuid not null,
  mode text not null,
  model_code text not null,
  provider text not null,
  -- running, completed or failed
  status text not null,
  request jsonb not null,
  model text,
  demo boolean,
  error_code text,
  provenance_blob_key text,
  requested_at timestamptz not null,
  completed_at timestamptz
);
create index on {{design_jobs}} (project_id, requested_at);
create table {{design_images}} (
  image_id uuid primary key,
  project_id uuid not null,
  client_id uuid not null,
  job_id uuid not null,
  position int not null,
  mode text not null,
  model_code text not null,
  model text not null,
  provider text not null,
  demo boolean not null,
  blob_key text not null,
  media_type text not null,
  bytes int not null,
  width int not null,
  height int not null,
  seed bigint,
  -- the engine's score of a scored generation (DesignImageSchema.score), and its mean to sort the gallery by
  score jsonb,
  score_mean double precision,
  created_at timestamptz not null
);
create index on {{design_images}} (project_id, created_at);

-- Logo projects (type 3): the brief, and the SVG traced beside each logo (its raster is a design image).
create table {{logo_briefs}} (
  project_id uuid primary key,
  client_id uuid not null,
  brand_name text not null,
  style text not null,
  colours jsonb not null,
  description text not null,
  updated_at timestamptz not null
);
create table {{logo_vectors}} (
  image_id uuid primary key,
  project_id uuid not null,
  client_id uuid not null,
  vector_blob_key text not null
);
create index on {{logo_vectors}} (project_id);
