#!/usr/bin/env bash
# Makes sure MariaDB, Redis and the mail catcher answer where .env says, and stops what it started.
#
#   scripts/services.sh up     use the configured services when they answer; otherwise install the
#                              missing packages and start private instances on loopback (data,
#                              logs and pid files under .data/)
#   scripts/services.sh down   stop the private instances and app processes started from .data/pids
#   scripts/services.sh status what answers and what runs
set -euo pipefail

# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env


is_local() { [[ "$1" == 127.* || "$1" == localhost || "$1" == ::1 ]]; }

# --- MariaDB -----------------------------------------------------------------------------------
db_ping() {
  MYSQL_PWD="$DB_PASSWORD" mariadb-admin --no-defaults --connect-timeout=2 -h"$DB_HOST" -P"$DB_PORT" -u"$DB_USER" ping >/dev/null 2>&1
}

start_private_mariadb() {
  command -v mariadbd >/dev/null && command -v mariadb-install-db >/dev/null || apt_install mariadb-server mariadb-client
  local dir="$DATA/mariadb"
  if [ ! -d "$dir/mysql" ]; then
    log "creating a private MariaDB data folder in $dir"
    mkdir -p "$dir"
    mariadb-install-db --no-defaults --datadir="$dir" --user="$(id -un)" \
      --auth-root-authentication-method=normal --skip-test-db >"$LOGS/mariadb-install.log" 2>&1
  fi
  log "starting a private MariaDB on 127.0.0.1:$DB_PORT"
  mariadbd --no-defaults --datadir="$dir" --socket="$dir/mariadb.sock" --port="$DB_PORT" \
    --bind-address=127.0.0.1 --user="$(id -un)" --pid-file="$PIDS/mariadb.pid" \
    --log-error="$LOGS/mariadb.log" --innodb-buffer-pool-size=256M >/dev/null 2>&1 &
  wait_for "MariaDB on port $DB_PORT" 60 db_ping_root
  if [ "$DB_USER" != root ] || [ -n "$DB_PASSWORD" ]; then
    # The private server starts with a password-less root; give it the configured account.
    mariadb --no-defaults -h127.0.0.1 -P"$DB_PORT" -uroot -e "
      CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
      CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASSWORD';
      GRANT ALL ON *.* TO '$DB_USER'@'localhost'; GRANT ALL ON *.* TO '$DB_USER'@'127.0.0.1';"
  fi
}
db_ping_root() { mariadb-admin --no-defaults --connect-timeout=2 -h127.0.0.1 -P"$DB_PORT" -uroot ping >/dev/null 2>&1; }

ensure_mariadb() {
  command -v mariadb-admin >/dev/null || apt_install mariadb-client
  if db_ping; then log "MariaDB answers on $DB_HOST:$DB_PORT"; return; fi
  is_local "$DB_HOST" || die "MariaDB does not answer on $DB_HOST:$DB_PORT (DB_HOST is not local, so nothing is started)"
  port_open 127.0.0.1 "$DB_PORT" && die "port $DB_PORT answers but not as MariaDB for user $DB_USER: check DB_* in .env"
  start_private_mariadb
}

# --- Search: Mroonga, the Groonga full-text engine inside MariaDB (docs/decisions/catalogue.md) ---
db_sql() { MYSQL_PWD="$DB_PASSWORD" mariadb --no-defaults -N -h"$DB_HOST" -P"$DB_PORT" -u"$DB_USER" -e "$1"; }
mroonga_loaded() { [ "$(db_sql "select support from information_schema.engines where engine = 'Mroonga'" 2>/dev/null)" = YES ]; }

# Loads the engine once (MariaDB remembers it across restarts); installs Debian's plugin package
# first when MariaDB runs here without it.
ensure_mroonga() {
  mroonga_loaded && return
  local install="INSTALL PLUGIN Mroonga SONAME 'ha_mroonga.so'"
  if ! db_sql "$install" 2>/dev/null; then
    is_local "$DB_HOST" || die "MariaDB on $DB_HOST has no Mroonga engine: install mariadb-plugin-mroonga there, then run $install"
    apt_install mariadb-plugin-mroonga
    # The package's own setup may have loaded it already.
    mroonga_loaded || db_sql "$install" || die "could not load Mroonga into MariaDB: run $install as a user allowed to"
  fi
  mroonga_loaded || die "MariaDB has the Mroonga plugin but not its engine: see SHOW PLUGINS"
  log "Mroonga (search) loaded in MariaDB"
}

# --- Redis -------------------------------------------------------------------------------------
redis_ping() {
  local auth=()
  [ -n "${REDIS_PASSWORD:-}" ] && auth=(--no-auth-warning -a "$REDIS_PASSWORD")
  [ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" "${auth[@]}" ping 2>/dev/null)" = PONG ]
}

ensure_redis() {
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null || apt_install redis-server
  if redis_ping; then log "Redis answers on $REDIS_HOST:$REDIS_PORT"; return; fi
  is_local "$REDIS_HOST" || die "Redis does not answer on $REDIS_HOST:$REDIS_PORT (REDIS_HOST is not local, so nothing is started)"
  port_open 127.0.0.1 "$REDIS_PORT" && die "port $REDIS_PORT answers but not as Redis: check REDIS_* in .env"
  mkdir -p "$DATA/redis"
  log "starting a private Redis on 127.0.0.1:$REDIS_PORT"
  local auth=()
  [ -n "${REDIS_PASSWORD:-}" ] && auth=(--requirepass "$REDIS_PASSWORD")
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --dir "$DATA/redis" \
    --pidfile "$PIDS/redis.pid" --logfile "$LOGS/redis.log" --appendonly yes "${auth[@]}"
  wait_for "Redis on port $REDIS_PORT" 30 redis_ping
}

# --- Mail catcher ------------------------------------------------------------------------------
ensure_mail_catcher() {
  if port_open "$SMTP_HOST" "$SMTP_PORT"; then log "SMTP answers on $SMTP_HOST:$SMTP_PORT"; return; fi
  is_local "$SMTP_HOST" || die "SMTP does not answer on $SMTP_HOST:$SMTP_PORT"
  [ -x "$NODE" ] || die "dependencies are not installed (run make install)"
  log "starting the mail catcher: SMTP 127.0.0.1:$SMTP_PORT, web http://localhost:$MAILDEV_WEB_PORT"
  mkdir -p "$DATA/mail"
  start_background maildev "$NODE" "$ROOT/node_modules/maildev/bin/maildev" --smtp "$SMTP_PORT" \
    --web "$MAILDEV_WEB_PORT" --ip 127.0.0.1 --mail-directory "$DATA/mail"
  wait_for "the mail catcher" 30 port_open 127.0.0.1 "$SMTP_PORT"
}

status() {
  db_ping && echo "MariaDB  up   $DB_HOST:$DB_PORT" || echo "MariaDB  down $DB_HOST:$DB_PORT"
  redis_ping && echo "Redis    up   $REDIS_HOST:$REDIS_PORT" || echo "Redis    down $REDIS_HOST:$REDIS_PORT"
  port_open "$SMTP_HOST" "$SMTP_PORT" && echo "SMTP     up   $SMTP_HOST:$SMTP_PORT" || echo "SMTP     down $SMTP_HOST:$SMTP_PORT"
  for f in "$PIDS"/*.pid; do
    [ -e "$f" ] || continue
    local name; name=$(basename "$f" .pid)
    pid_alive "$f" && echo "process  $name running (pid $(cat "$f"))" || echo "process  $name stopped (stale pid file)"
  done
}

case "${1:-up}" in
  up) ensure_mariadb; ensure_mroonga; ensure_redis; ensure_mail_catcher ;;
  down)
    for name in e2e-api e2e-worker api worker maildev redis mariadb; do stop_pid "$name"; done ;;
  status) status ;;
  *) die "usage: scripts/services.sh up|down|status" ;;
esac
