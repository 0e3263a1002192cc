#!/usr/bin/env bash
# make restore-drill [BACKUP=file]: proves a backup can be restored, without touching the site.
# Restores the latest backup of DB_NAME (or BACKUP) into a scratch database (<DB_NAME>_drill) and
# folder, under a Redis prefix of its own, checks the recipes, reviews, users and files against
# the backup's manifest, then drops them. Exit 0 only when everything came back.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env
cd "$ROOT"

TARGET=${BACKUP_DIR:-.data/backups}
archive=${1:-${BACKUP:-$(ls -1t "$TARGET"/plantry-"$DB_NAME"-*.tar.gz 2>/dev/null | head -n 1 || true)}}
[ -n "$archive" ] && [ -f "$archive" ] || die "no backup of $DB_NAME in $TARGET: make backup first, or BACKUP=file"

drill_db="${DB_NAME}_drill"
drill_dir=$(mktemp -d)
sql() { MYSQL_PWD="$DB_PASSWORD" mariadb --no-defaults -N -h"$DB_HOST" -P"$DB_PORT" -u"$DB_USER" "$@"; }
cleanup() { sql -e "drop database if exists \`$drill_db\`" || true; rm -rf "$drill_dir"; }
trap cleanup EXIT
sql -e "drop database if exists \`$drill_db\`"

log "restore drill: $archive into $drill_db"
DB_NAME=$drill_db UPLOAD_DIR="$drill_dir/uploads" REDIS_PREFIX="${REDIS_PREFIX:-plantry}-drill" bash "$ROOT/scripts/restore.sh" "$archive"

manifest=$(tar -xzOf "$archive" manifest.txt)
expected=$(sed -n 's/^database: .*(\([0-9]*\) recipes, \([0-9]*\) reviews, \([0-9]*\) users)$/\1 \2 \3/p' <<<"$manifest")
expected_files=$(sed -n 's/^uploads: .*(\([0-9]*\) files)$/\1/p' <<<"$manifest")
restored=$(sql "$drill_db" -e "select concat_ws(' ', (select count(*) from recipes), (select count(*) from reviews), (select count(*) from users))")
restored_files=$(find "$drill_dir/uploads" -type f | wc -l)
[ -n "$expected" ] && [ -n "$expected_files" ] || die "the manifest of $archive does not say what it holds"
[ "$restored" = "$expected" ] || die "restored $restored (recipes reviews users), the backup holds $expected"
[ "$restored_files" = "$expected_files" ] || die "restored $restored_files files, the backup holds $expected_files"
log "restore drill passed: $restored (recipes reviews users) and $restored_files files, as the backup says"
