#!/usr/bin/env bash
# End-to-end tests: the built app (API + worker) on the test database and port, driven by
# Playwright in Debian's Chromium. Called by `make e2e` with the test environment.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env
cd "$ROOT"
[[ "$DB_NAME" == *_test ]] || die "e2e runs on a *_test database (DB_NAME=$DB_NAME): use make e2e"

export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM_PATH" ] || apt_install chromium

# Its own database, made afresh: what the pages show is the seed, not other tests' leftovers.
"$NODE" backend/dist/scripts/reset-test-database.js
"$NODE" backend/dist/scripts/migrate.js >/dev/null
"$NODE" backend/dist/scripts/seed.js

# 127.0.0.2 plays the public recipe sites of the link import's spec (a test-only setting).
export SAFE_FETCH_ALLOW=${SAFE_FETCH_ALLOW:-127.0.0.2}

# A real OpenID Connect provider for 'Sign in with a provider' (scripts/oidc-test-provider.mjs).
OIDC_PORT=${OIDC_PORT:-3197}
export OIDC_ISSUER="http://127.0.0.1:$OIDC_PORT" OIDC_CLIENT_ID=plantry-tests OIDC_CLIENT_SECRET=plantry-tests-client-secret
export OIDC_NAME="Local Provider"

stop_all() { stop_pid e2e-api; stop_pid e2e-worker; stop_pid e2e-oidc; }
trap stop_all EXIT
stop_all
port_open 127.0.0.1 "$PORT" && die "port $PORT is already in use: stop what listens there, or set PORT"
port_open 127.0.0.1 "$OIDC_PORT" && die "port $OIDC_PORT is already in use: stop what listens there, or set OIDC_PORT"
start_background e2e-oidc "$NODE" scripts/oidc-test-provider.mjs "$OIDC_PORT" "http://localhost:$PORT/api/auth/oidc/callback"
wait_for "the test OpenID provider on port $OIDC_PORT" 30 curl -fs -o /dev/null "$OIDC_ISSUER/.well-known/openid-configuration"
start_background e2e-api "$NODE" "${API_NODE_FLAGS[@]}" backend/dist/main.js
start_background e2e-worker "$NODE" backend/dist/worker.js
wait_for "the API on port $PORT" 60 curl -fs -o /dev/null "http://127.0.0.1:$PORT/api/health"

E2E_BASE_URL="http://localhost:$PORT" playwright test -c e2e/playwright.config.ts "$@" || {
  status=$?
  [ -f .data/test-reports/e2e.json ] && "$NODE" scripts/e2e-failures.mjs .data/test-reports/e2e.json
  exit "$status"
}
