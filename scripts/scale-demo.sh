#!/usr/bin/env bash
# Plantry on several processes: two API processes and two workers behind a private nginx on
# loopback, sharing one database, one Redis (sessions, rate limits, queues, caches) and one upload
# folder. Called by `make scale-demo` and `make scale-demo-down`; see docs/scaling.md.
#
#   scripts/scale-demo.sh up     (default) install nginx when missing (Debian package), make sure
#                                MariaDB, Redis and the mail catcher answer, migrate, then start
#                                API 1 and 2, worker 1 and 2 and nginx; prints the URLs
#   scripts/scale-demo.sh down   stop all of them
#
# Settings (environment, besides .env): SCALE_NGINX_PORT (3080), SCALE_API1_PORT (3081),
# SCALE_API2_PORT (3082), SCALE_PUBLIC_URL (http://localhost:$SCALE_NGINX_PORT) and SCALE_NAME
# (scale-demo: names the pid files .data/pids/NAME-*.pid, logs .data/logs/NAME-*.log and the
# nginx folder .data/NAME/, so that a test can run its own demo next to yours).
set -euo pipefail

# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env
cd "$ROOT"

NAME=${SCALE_NAME:-scale-demo}
NGINX_PORT=${SCALE_NGINX_PORT:-3080}
API_PORTS=("${SCALE_API1_PORT:-3081}" "${SCALE_API2_PORT:-3082}")
RUN_DIR="$DATA/$NAME"
PROCESSES=("$NAME-nginx" "$NAME-api-1" "$NAME-api-2" "$NAME-worker-1" "$NAME-worker-2")

# What every process of the demo shares. PUBLIC_URL is nginx's address (links in emails, the
# Origin check); the APIs listen on loopback only and trust nginx's X-Forwarded-* headers, so that
# rate limits count each client's own address (see scripts/nginx/scale-demo.conf.template).
export PUBLIC_URL=${SCALE_PUBLIC_URL:-http://localhost:$NGINX_PORT}
export TRUST_PROXY=1 HOST=127.0.0.1
# The rest (DB_*, REDIS_*, REDIS_PREFIX, SESSION_SECRET, UPLOAD_DIR, IMPORT_DIR...) every process
# reads from the same environment and .env, so all four share them.

nginx_binary() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }; }

health() { curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$1/api/health"; }

# answers PORT NAME: the process answers its health check; one that has stopped ends the wait.
answers() {
  health "$1" && return 0
  pid_alive "$PIDS/$2.pid" || die "$2 stopped at start-up: see $LOGS/$2.log"
  return 1
}

all_running() {
  local name
  for name in "${PROCESSES[@]}"; do pid_alive "$PIDS/$name.pid" || return 1; done
}

down() {
  local name stopping=()
  # nginx first, so that no request reaches an API that is stopping; then the rest together.
  stop_pid "$NAME-nginx"
  for name in "${PROCESSES[@]:1}"; do stop_pid "$name" & stopping+=($!); done
  wait "${stopping[@]}"
}

# Renders the template: ports, and absolute paths under .data/ for everything nginx writes.
render_nginx_conf() {
  mkdir -p "$RUN_DIR"/tmp/{client_body,proxy,fastcgi,uwsgi,scgi}
  sed -e "s|@RUN_DIR@|$RUN_DIR|g" -e "s|@LOG_DIR@|$LOGS|g" -e "s|@NAME@|$NAME|g" \
    -e "s|@LISTEN@|127.0.0.1:$NGINX_PORT|g" \
    -e "s|@API1@|127.0.0.1:${API_PORTS[0]}|g" -e "s|@API2@|127.0.0.1:${API_PORTS[1]}|g" \
    "$ROOT/scripts/nginx/scale-demo.conf.template" >"$RUN_DIR/nginx.conf"
}

print_urls() {
  echo ""
  echo "Plantry on two API processes and two workers, behind nginx:"
  echo "  site          $PUBLIC_URL   (nginx on 127.0.0.1:$NGINX_PORT, round robin)"
  echo "  API 1         http://127.0.0.1:${API_PORTS[0]}/api/health"
  echo "  API 2         http://127.0.0.1:${API_PORTS[1]}/api/health"
  echo "  mail catcher  http://localhost:$MAILDEV_WEB_PORT"
  echo "  database $DB_NAME, Redis prefix $REDIS_PREFIX; logs .data/logs/$NAME-*.log"
  echo "  the header X-Plantry-Upstream says which API answered; make scale-demo-down stops it all"
}

up() {
  local nginx
  nginx=$(nginx_binary) || true
  if [ -z "$nginx" ]; then
    apt_install nginx
    nginx=$(nginx_binary) || die "nginx is still missing after installing the Debian package"
  fi
  [ -f backend/dist/main.js ] && [ -f backend/dist/worker.js ] || die "backend/dist is missing: run make build"

  if all_running; then
    log "the $NAME already runs"
    print_urls
    return
  fi
  down # whatever remains of an earlier, partly stopped demo

  local port
  for port in "$NGINX_PORT" "${API_PORTS[@]}"; do
    port_open 127.0.0.1 "$port" && die "port $port is already in use: stop what listens there, or set SCALE_NGINX_PORT / SCALE_API1_PORT / SCALE_API2_PORT"
  done

  bash "$ROOT/scripts/services.sh" up
  "$NODE" backend/dist/scripts/migrate.js

  # Anything failing from here (a die included) leaves nothing running behind it.
  STARTED=0
  trap '[ "$STARTED" = 1 ] || down' EXIT

  local i
  for i in 1 2; do
    log "starting API $i on 127.0.0.1:${API_PORTS[i - 1]}"
    PORT=${API_PORTS[i - 1]} start_background "$NAME-api-$i" "$NODE" "${API_NODE_FLAGS[@]}" backend/dist/main.js
  done
  for i in 1 2; do
    log "starting worker $i"
    start_background "$NAME-worker-$i" "$NODE" backend/dist/worker.js
  done

  render_nginx_conf
  "$nginx" -t -q -p "$RUN_DIR/" -c "$RUN_DIR/nginx.conf" -e "$LOGS/$NAME-nginx-error.log" \
    || die "the nginx configuration $RUN_DIR/nginx.conf is refused (see above)"
  log "starting nginx on 127.0.0.1:$NGINX_PORT"
  start_background "$NAME-nginx" "$nginx" -p "$RUN_DIR/" -c "$RUN_DIR/nginx.conf" -e "$LOGS/$NAME-nginx-error.log"

  for i in 1 2; do
    wait_for "API $i on port ${API_PORTS[i - 1]}" 60 answers "${API_PORTS[i - 1]}" "$NAME-api-$i"
  done
  wait_for "nginx on port $NGINX_PORT" 20 answers "$NGINX_PORT" "$NAME-nginx"
  local name
  for name in "${PROCESSES[@]}"; do
    pid_alive "$PIDS/$name.pid" || die "$name stopped at start-up: see $LOGS/$name.log"
  done
  STARTED=1
  print_urls
}

case "${1:-up}" in
  up) up ;;
  down) down ;;
  *) die "usage: scripts/scale-demo.sh up|down" ;;
esac
