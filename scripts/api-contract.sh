#!/usr/bin/env bash
# The API contract pipeline.
#   scripts/api-contract.sh write  export the OpenAPI document of the built API to
#                                  libs/contracts/openapi.json and regenerate frontend/src/api/plantry.gen.ts
#   scripts/api-contract.sh check  fail when either committed file differs from what write would make
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env
cd "$ROOT"
CONTRACT=libs/contracts/openapi.json
CLIENT=frontend/src/api/plantry.gen.ts

export_contract() { "$NODE" backend/dist/scripts/export-openapi.js "$1" >/dev/null; }
generate_client() { "$NODE" scripts/generate-api-client.mjs "$1" "$2" >/dev/null; }

case "${1:-}" in
  write)
    export_contract "$CONTRACT"
    generate_client "$CONTRACT" "$CLIENT"
    log "wrote $CONTRACT and $CLIENT"
    ;;
  check)
    tmp_contract=$(mktemp --suffix=.json)
    tmp_client="frontend/src/api/.plantry.gen.check.ts"
    trap 'rm -f "$tmp_contract" "$tmp_client"' EXIT
    export_contract "$tmp_contract"
    diff -u "$CONTRACT" "$tmp_contract" >&2 || die "$CONTRACT is out of date with the API: run make api-client and commit"
    generate_client "$CONTRACT" "$tmp_client"
    diff -u "$CLIENT" "$tmp_client" >&2 || die "$CLIENT is out of date with $CONTRACT: run make api-client and commit"
    log "the API contract and the generated client are up to date"
    ;;
  *) die "usage: scripts/api-contract.sh write|check" ;;
esac
