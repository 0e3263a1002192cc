#!/usr/bin/env bash
# make restore BACKUP=file: a backup of scripts/backup.sh into the configured database (DB_NAME)
# and upload folder (UPLOAD_DIR). Both must be empty (a new database is created), unless
# FORCE=1, which replaces them. Afterwards, cached pages are dropped (the recipe cache's version
# in Redis) and `make migrate` brings an older backup up to this version of the code.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env
cd "$ROOT"

archive=${1:-${BACKUP:-}}
[ -n "$archive" ] || die "which backup? make restore BACKUP=.data/backups/plantry-….tar.gz"
[ -f "$archive" ] || die "no such backup: $archive"
UPLOADS=${UPLOAD_DIR:-.data/uploads}
command -v mariadb >/dev/null || apt_install mariadb-client

sql() { MYSQL_PWD="$DB_PASSWORD" mariadb --no-defaults -N -h"$DB_HOST" -P"$DB_PORT" -u"$DB_USER" "$@"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
[ -f "$work/database.sql" ] && [ -f "$work/manifest.txt" ] || die "$archive is not a Plantry backup (no database.sql or manifest.txt)"
sed 's/^/  /' "$work/manifest.txt" >&2

tables=$(sql -e "select count(*) from information_schema.tables where table_schema = '$DB_NAME'")
if [ "$tables" -gt 0 ] || [ -n "$(find "$UPLOADS" -type f -print -quit 2>/dev/null)" ]; then
  [ "${FORCE:-}" = 1 ] || die "database $DB_NAME or folder $UPLOADS is not empty: restore into empty ones, or FORCE=1 to replace them"
  log "replacing database $DB_NAME and the files of $UPLOADS"
  sql -e "drop database if exists \`$DB_NAME\`"
  rm -rf "$UPLOADS"
fi

log "loading the database into $DB_NAME"
sql -e "create database if not exists \`$DB_NAME\` character set utf8mb4 collate utf8mb4_unicode_ci"
sql "$DB_NAME" <"$work/database.sql"

log "putting the files back into $UPLOADS"
mkdir -p "$UPLOADS"
if [ -d "$work/uploads" ]; then cp -a "$work/uploads/." "$UPLOADS/"; fi

if command -v redis-cli >/dev/null; then
  redis_auth=()
  [ -n "${REDIS_PASSWORD:-}" ] && redis_auth=(--no-auth-warning -a "$REDIS_PASSWORD")
  redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" "${redis_auth[@]}" incr "${REDIS_PREFIX:-plantry}:recipe-cache:version" >/dev/null \
    || log "Redis did not answer: cached pages expire within 30 s"
fi
log "restored $(sql "$DB_NAME" -e 'select count(*) from recipes') recipes and $(find "$UPLOADS" -type f | wc -l) files from $archive"
