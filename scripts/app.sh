#!/usr/bin/env bash
# Starts the API and the worker in the background (logs and pids under .data/), unless they already
# run the current build: a second `make up` changes nothing.
set -euo pipefail

# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env

# start NAME ENTRY: (re)starts the process when it is not running or its build is newer.
start() {
  local name=$1 entry="$ROOT/backend/dist/$2" pidfile="$PIDS/$1.pid"
  [ -f "$entry" ] || die "$entry is missing: run make build"
  if pid_alive "$pidfile" && [ "$pidfile" -nt "$entry" ] && [ "$pidfile" -nt "$ROOT/frontend/dist/index.html" ]; then
    log "$name already runs the current build (pid $(cat "$pidfile"))"
    return 1
  fi
  stop_pid "$name"
  log "starting $name"
  local flags=(--enable-source-maps)
  [ "$name" = api ] && flags+=("${API_NODE_FLAGS[@]}")
  # JSON log lines go to a rotated file (docs/operations.md, 'Logs'); .data/logs/NAME.log keeps what
  # comes before the logger (a crash at start-up).
  (cd "$ROOT" && LOG_FILE="$LOGS/$name/$name.log" start_background "$name" "$NODE" "${flags[@]}" "$entry")
}

health() { curl -fs -o /dev/null "http://127.0.0.1:$PORT/api/health"; }

api_started=0
start api main.js && api_started=1
start worker worker.js || true
if [ "$api_started" = 1 ]; then
  wait_for "the API on port $PORT" 60 health
fi
sleep 1
pid_alive "$PIDS/worker.pid" || die "the worker stopped at start-up: see $LOGS/worker.log"
pid_alive "$PIDS/api.pid" || die "the API stopped at start-up: see $LOGS/api.log"
