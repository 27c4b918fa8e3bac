# Packlens: `make start` runs the whole product, `make test` runs every test, `make bench` measures.
# Each target installs what is missing first (Debian packages, pnpm, node modules, built consoles, models).
SHELL := /bin/bash
.DEFAULT_GOAL := start
PNPM_VERSION := 10.34.9
SYSTEM_PACKAGES := chromium fonts-noto-cjk poppler-utils redis-server kcat
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
NODE := node --import tsx

.PHONY: start worker test bench bench-event-store bench-scoring bench-generation bench-photos bench-imaging bench-concept bench-analysis bench-partner bench-scored-generation bench-training bench-load deps system-deps pnpm node-modules consoles models typecheck unit e2e clean-data migrate rebuild audit

start: deps consoles models
	$(NODE) scripts/src/start.ts

# A calculation worker alone (another machine, or beside `make start`): DATABASE_URL, blobs as the API's (issue 17).
worker: deps models
	$(NODE) scripts/src/worker.ts

test: deps consoles models typecheck
	pnpm vitest run

bench: bench-event-store bench-scoring bench-generation bench-photos bench-imaging bench-scored-generation bench-concept bench-analysis bench-partner bench-training bench-load

# The event store against pgbench, and subscription lag (issue 2).
bench-event-store: deps
	$(NODE) scripts/src/bench/main.ts

# The engine: heat map on one core, full evaluation, heat-map quality on OSIE when the data is there (issue 3).
bench-scoring: deps models
	$(NODE) scripts/src/bench/scoring.ts

# Ten pack photos at 200, 2000 and 4000 px from upload to results on the whole product (issue 20).
bench-photos: deps models
	$(NODE) scripts/src/bench/large-photos.ts

# The text services against a local OpenAI stand-in: request to first streamed token, worker jobs per second (issue 12).
bench-generation: deps
	$(NODE) scripts/src/bench/generation.ts

# The offline image operations on a 1024 px image: background removal, composition, small repair, upscaling (issue 13).
bench-imaging: deps
	$(NODE) scripts/src/bench/imaging.ts

# Scored generation: generated candidates scored per hour by the engine (preference, heat map, name attention) (issue 13).
bench-scored-generation: deps models
	$(NODE) scripts/src/bench/scored-generation.ts

# Concept matching on real photos: each grocery-dev description against every photo, top-1 / top-5 / MRR (issue 18).
GROCERY_DEV ?= ../shared/data/grocery-dev
# The AI analysis report: one image with six segments and twenty re-scored modifications, and a 10-image report (issue 14).
bench-analysis: deps models
	$(NODE) scripts/src/bench/analysis.ts

# The partner API: an API key's authenticated read of results against /api/health at 16 connections, and webhook delivery lag at 50/s (issue 15).
bench-partner: deps models
	$(NODE) scripts/src/bench/partner.ts

# Load (issue 17): 50 users of 10 clients for 5 minutes against `make start`'s server, with 1 and then 2 calculation workers.
bench-load: deps consoles models
	$(NODE) scripts/src/bench/load.ts

# Additional learning: 500 packs × 200 respondents trained on an empty model cache, time and peak memory (issue 16).
bench-training: deps models
	$(NODE) scripts/src/bench/training.ts

bench-concept: deps models
	@if [ -d "$(GROCERY_DEV)/items" ]; then ./scripts/packlens-score concept-retrieval $(GROCERY_DEV); \
	else echo "concept retrieval skipped: no data at $(GROCERY_DEV)"; fi

deps: system-deps node-modules

system-deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

pnpm:
	@if [ "$$(pnpm --version 2>/dev/null)" != "$(PNPM_VERSION)" ]; then \
	  echo "Installing pnpm $(PNPM_VERSION)"; npm install -g pnpm@$(PNPM_VERSION) >/dev/null; \
	fi

node-modules: pnpm
	pnpm install --frozen-lockfile --reporter=silent

consoles: node-modules
	pnpm --filter @packlens/web --filter @packlens/admin run build

# The backbone cache and the default (demo) model trained from the simulated panel; both idempotent
# (a cold train-demo draws the panel and extracts features: minutes on 2 cores; seconds when up to date).
models: node-modules
	./scripts/packlens-score prepare
	./scripts/packlens-score train-demo

typecheck: node-modules
	pnpm -r --workspace-concurrency=2 run typecheck

unit: deps
	pnpm vitest run --project contracts --project kernel --project projections --project api --project web --project admin --project scoring --project api-client

e2e: deps consoles models
	pnpm vitest run --project e2e --project e2e-serial

clean-data:
	rm -rf .data

# Operator commands on the `make start` database (or DATABASE_URL).
migrate: node-modules
	$(NODE) scripts/src/ops.ts migrate

rebuild: node-modules
	$(NODE) scripts/src/ops.ts rebuild $(MODEL) $(if $(DRY_RUN),--dry-run,)

audit: node-modules
	$(NODE) scripts/src/ops.ts audit $(CLIENT)
