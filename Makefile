# Plantry's front door. `make up` serves everything on http://localhost:3000; `make test` is the
# whole suite. Scripts run on the project's pinned Node 24 (node_modules/.bin/node).
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

ROOT := $(CURDIR)
export PATH := $(ROOT)/node_modules/.bin:$(ROOT)/frontend/node_modules/.bin:$(PATH)
NODE := $(ROOT)/node_modules/.bin/node
DIST := backend/dist

REPORTS := .data/test-reports
JEST := NODE_OPTIONS=--experimental-vm-modules $(NODE) ../node_modules/jest/bin/jest.js

# The test suite's own database, Redis prefix, port and upload folder: never development data.
TEST_ENV := NODE_ENV=test DB_NAME=plantry_test REDIS_PREFIX=plantry_test PORT=3100 RATE_LIMIT_MULTIPLIER=100 \
	PUBLIC_URL=http://localhost:3100 UPLOAD_DIR=.data/test-uploads IMPORT_DIR=.data/test-imports LOG_LEVEL=warn

SHARED_SRC := $(shell find libs/shared/src -name '*.ts' -not -name '*.test.ts' 2>/dev/null)
BACKEND_SRC := $(shell find backend/src -name '*.ts' -not -name '*.test.ts' 2>/dev/null) nest-cli.json backend/tsconfig.build.json
FRONTEND_SRC := $(shell find frontend/src frontend/public -type f -not -name '*.test.tsx' -not -name '*.test.ts' 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts

.PHONY: clean-reports help up down status install services build migrate migration seed start api-client contract-check openapi-lint compose-check module-walls translations bundle-budget \
	test check lint format format-check typecheck test-unit test-database test-integration test-security test-faults test-frontend e2e bench bench-images bench-import bench-data bench-api bench-data-1m bench-api-1m bench-vegan bench-free-from bench-nutrition bench-parse bench-link-import import-samples lighthouse clean \
	scale-demo scale-demo-down test-scale test-production test-ha backup restore restore-drill

help: ## List the commands
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

up: install services build migrate seed start ## Install, start services, migrate, seed, build and serve on :3000
	@source scripts/lib.sh && load_env && \
	echo "" && echo "Plantry is running:" && \
	echo "  site         $${PUBLIC_URL:-http://localhost:$$PORT}" && \
	echo "  API docs     http://localhost:$$PORT/api/docs" && \
	echo "  health       http://localhost:$$PORT/api/health" && \
	echo "  mail catcher http://localhost:$$MAILDEV_WEB_PORT" && \
	echo "  logs         .data/logs/   (make down stops everything)"

down: ## Stop the API, worker, mail catcher and private services that make up started
	@bash scripts/services.sh down

status: ## What answers and what runs
	@bash scripts/services.sh status

install: node_modules/.install-stamp ## Install dependencies (npm ci)

node_modules/.install-stamp: package.json package-lock.json backend/package.json frontend/package.json libs/shared/package.json
	@command -v npm >/dev/null || bash scripts/install-node.sh
	npm ci --no-audit --no-fund
	@touch $@

services: install ## Make sure MariaDB, Redis and the mail catcher answer
	@bash scripts/services.sh up

build: install libs/shared/dist/index.js $(DIST)/main.js frontend/dist/index.html ## Build shared lib, API, worker and frontend

libs/shared/dist/index.js: $(SHARED_SRC) libs/shared/tsconfig.json tsconfig.json
	tsc -p libs/shared/tsconfig.json

$(DIST)/main.js: libs/shared/dist/index.js $(BACKEND_SRC)
	nest build

frontend/dist/index.html: $(SHARED_SRC) $(FRONTEND_SRC)
	cd frontend && vite build --logLevel warn

migrate: build ## Apply database migrations (creates the database when missing)
	$(NODE) $(DIST)/scripts/migrate.js

migration: build ## Write the migration of what the entities changed: make migration NAME=RecipeNotes (read it before committing)
	$(NODE) $(DIST)/scripts/make-migration.js "$(NAME)"
	prettier --write --log-level warn backend/src/infrastructure/database/migrations

seed: migrate ## Cuisines, the development admin, demo cooks and recipes, their reviews and favourites (idempotent)
	$(NODE) $(DIST)/scripts/seed.js

start: build ## Start API and worker in the background unless they run the current build
	@bash scripts/app.sh

scale-demo: build services ## Two APIs and two workers behind nginx on :3080, one database and Redis (docs/scaling.md)
	bash scripts/scale-demo.sh up

scale-demo-down: ## Stop what make scale-demo started
	bash scripts/scale-demo.sh down

backup: services ## The database and the stored photos in one archive under .data/backups (docs/operations.md)
	bash scripts/backup.sh

restore-drill: services ## Restore the latest backup (or BACKUP=…) into a scratch database, check it against its manifest, drop it
	bash scripts/restore-drill.sh "$(BACKUP)"

restore: services ## Restore a backup: make restore BACKUP=.data/backups/plantry-….tar.gz (into an empty database, or FORCE=1)
	bash scripts/restore.sh "$(BACKUP)"

api-client: build ## Export the OpenAPI document and regenerate the frontend's RTK Query endpoints
	bash scripts/api-contract.sh write

openapi-lint: install ## Lint the API document (libs/contracts/openapi.json) with Spectral's OpenAPI rules: no error, no warning
	$(NODE) node_modules/.bin/spectral lint libs/contracts/openapi.json --ruleset .spectral.yaml --fail-severity warn

compose-check: install ## Validate docker/compose.yml (schema, and docker compose config where Compose v2 exists)
	$(NODE) scripts/check-compose.mjs

contract-check: build ## Fail when libs/contracts/openapi.json or the generated client is out of date
	bash scripts/api-contract.sh check

test: clean-reports check test-unit services test-integration test-security test-faults test-frontend e2e test-scale test-production test-ha ## The whole suite (what CI runs)
	@$(NODE) scripts/test-summary.mjs $(REPORTS)

clean-reports:
	@rm -rf $(REPORTS) && mkdir -p $(REPORTS)

check: lint format-check typecheck module-walls contract-check openapi-lint compose-check translations bundle-budget ## Lint (no warnings), formatting, type checks, module walls, contract drift, OpenAPI lint, Compose file, translations, JS budget

module-walls: ## Count reach-ins across the backend's module walls (imports past a door, SQL writes to another module's tables)
	$(NODE) scripts/check-module-walls.mjs

translations: install ## Extract the frontend's texts; fail on a missing Spanish or German translation
	$(NODE) scripts/check-translations.mjs

bundle-budget: build ## The visitor home's first load: at most 200 KB of JavaScript (gzip), no admin or editor code
	$(NODE) scripts/check-bundle-budget.mjs

lint: install ## ESLint over the whole workspace, no warnings allowed
	eslint . --max-warnings 0

format: install ## Format the code with Prettier (.prettierrc.json; documents and generated files are left alone)
	prettier --write --log-level warn .

format-check: install ## Fail when a file is not as Prettier formats it (make format fixes it)
	prettier --check --log-level warn .

typecheck: install libs/shared/dist/index.js ## TypeScript checks of every package, tests included
	tsc -p libs/shared/tsconfig.json --noEmit
	tsc -p backend/tsconfig.json --noEmit
	tsc -p frontend/tsconfig.json --noEmit
	tsc -p frontend/src/sw/tsconfig.json --noEmit
	tsc -p e2e/tsconfig.json --noEmit

test-unit: install libs/shared/dist/index.js ## Backend and shared unit tests (no services)
	@mkdir -p $(REPORTS)
	cd backend && $(JEST) --selectProjects unit --json --outputFile=../$(REPORTS)/backend-unit.json

test-database: build services
	$(TEST_ENV) $(NODE) $(DIST)/scripts/reset-test-database.js
	$(TEST_ENV) $(NODE) $(DIST)/scripts/migrate.js >/dev/null
	@mkdir -p $(REPORTS)

test-integration: test-database ## Backend API tests on real MariaDB and Redis (database plantry_test, made afresh)
	cd backend && $(TEST_ENV) $(JEST) --selectProjects integration --runInBand --json --outputFile=../$(REPORTS)/backend-integration.json

test-security: test-database ## The attack suite: access matrix, CSRF, sessions, uploads, hostile input, sqlmap (docs/security.md; XSS in the browser is in e2e)
	cd backend && $(TEST_ENV) $(JEST) --selectProjects security --runInBand --json --outputFile=../$(REPORTS)/backend-security.json
	TEST_REPORT=$(REPORTS)/sqlmap.json $(NODE) scripts/test-sqlmap.mjs

# --forceExit: these tests stop Redis and MariaDB under the app; a client one of them leaves retrying must fail
# that test, not hang the run until CI's time is up.
test-faults: test-database ## Fault injection: killed workers, Redis and MariaDB down, SMTP refusing, full disk, load
	cd backend && $(TEST_ENV) $(JEST) --selectProjects faults --runInBand --forceExit --json --outputFile=../$(REPORTS)/backend-faults.json

test-frontend: install ## Frontend component tests (Vitest)
	@mkdir -p $(REPORTS)
	cd frontend && vitest run --reporter=default --reporter=json --outputFile.json=../$(REPORTS)/frontend.json

e2e: build services ## Playwright in Debian's Chromium against the built app on port 3100
	$(TEST_ENV) DB_NAME=plantry_e2e_test REDIS_PREFIX=plantry_e2e_test bash scripts/e2e.sh

test-scale: build services ## The scale demo through nginx: shared sessions and rate limits, each job once (ports 3180-3182)
	@mkdir -p $(REPORTS)
	TEST_REPORT=$(REPORTS)/scale-demo.json $(NODE) scripts/test-scale-demo.mjs

test-production: build services ## deploy/nginx/plantry.conf in front of the API (HTTP/2, TLS, headers) and the systemd units verified (ports 3190-3192)
	@mkdir -p $(REPORTS)
	TEST_REPORT=$(REPORTS)/production.json $(TEST_ENV) $(NODE) scripts/test-production.mjs

test-ha: build services ## MariaDB primary and replica, Redis primary, replica and 3 sentinels: replica reads, a Redis failover under load (ports 3391-3392, 6391-6392, 26391-26393, 3193)
	@mkdir -p $(REPORTS)
	TEST_REPORT=$(REPORTS)/ha.json $(NODE) scripts/test-ha.mjs

bench: bench-images bench-import bench-api bench-vegan bench-free-from bench-nutrition bench-parse bench-link-import ## Every benchmark; results go to docs/benchmarks.md

bench-link-import: build ## Link import: how many of 1,035 real recipe pages' JSON-LD read fully (title, ingredients, steps, picture)
	$(NODE) bench/link-import/run.mjs

bench-nutrition: build ## Nutrition per serving: how much of 1,390 real recipes the food table covers
	$(NODE) bench/nutrition/run.mjs

bench-import: build services ## CSV import: rows per second and worker memory for 10,000 and 100,000 rows
	$(NODE) bench/import/bench-import.mjs

bench-data: build services ## Fill the database plantry_bench: 100,000 recipes, 20,000 members, 300,000 reviews, 200,000 favourites
	$(NODE) bench/perf/generate.mjs

bench-api: bench-data ## API requests/s, latency and memory on plantry_bench, each scenario next to its ceiling
	$(NODE) bench/perf/run.mjs

BENCH_1M := BENCH_DB=plantry_bench_1m RECIPES=1000000 MEMBERS=200000 REVIEWS=3000000 FAVORITES=2000000
bench-data-1m: build services ## The same community ten times over in plantry_bench_1m: 1,000,000 recipes, 3,000,000 reviews (10 to 25 minutes, by machine)
	$(BENCH_1M) $(NODE) bench/perf/generate.mjs

bench-api-1m: ## bench-api's scenarios on plantry_bench_1m (make bench-data-1m first), in sections of their own
	BENCH_DB=plantry_bench_1m $(NODE) bench/perf/run.mjs

import-samples: build services ## Import every CSV of ../shared/data twice and report the counts (docs/benchmarks.md)
	$(NODE) bench/import/sample-files.mjs

lighthouse: build services ## Lighthouse (mobile) on every public page; fails under 100 in accessibility or SEO; scores in docs/benchmarks.md
	@source scripts/lib.sh && { [ -x "$${CHROME_PATH:-/usr/bin/chromium}" ] || apt_install chromium; }
	$(NODE) bench/lighthouse/run.mjs

bench-vegan: build ## Vegan check on the veganuary recipes (share flagged) and on hand-checked animal-product lines
	$(NODE) bench/vegan-check/run.mjs

bench-free-from: build ## Free-from facets: precision and recall on hand-checked real recipes
	$(NODE) bench/free-from/run.mjs

bench-parse: build ## Ingredient lines read fully right, of 348 hand-checked real lines (fails under 97%), every miss listed
	$(NODE) bench/parse/run.mjs

bench-images: build ## Image pipeline: 12 MP JPEGs per second into all variants, peak memory
	$(NODE) bench/images/bench-images.mjs

clean: ## Remove build output (keeps .data and node_modules)
	rm -rf backend/dist frontend/dist libs/shared/dist
