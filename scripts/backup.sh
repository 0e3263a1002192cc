#!/usr/bin/env bash
# make backup: the database and the stored files in one archive,
#   $BACKUP_DIR (default .data/backups)/plantry-<database>-<UTC time>.tar.gz, holding
#     database.sql  mariadb-dump --single-transaction: one consistent snapshot, writers not blocked
#     uploads/      the files of UPLOAD_DIR (local storage; an S3 bucket is backed up by its own means)
#     manifest.txt  what was copied, and how many rows and files
# The dump comes first: a photo is stored before the row naming it commits, so every photo of the
# dump is on disk when the files are copied. Redis (sessions, caches, queues) is not backed up.
# Keeps the BACKUP_KEEP (default 14) latest archives of this database and deletes older ones.
# Prints the archive's path on its last line.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
load_env
cd "$ROOT"

UPLOADS=${UPLOAD_DIR:-.data/uploads}
TARGET=${BACKUP_DIR:-.data/backups}
command -v mariadb-dump >/dev/null || apt_install mariadb-client
[ "${STORAGE_DRIVER:-local}" = local ] || log "STORAGE_DRIVER=${STORAGE_DRIVER}: the photos are in the bucket, back it up with the bucket's own tools"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$TARGET" "$UPLOADS"
archive="$TARGET/plantry-$DB_NAME-$(date -u +%Y%m%dT%H%M%SZ).tar.gz"

log "dumping database $DB_NAME"
MYSQL_PWD="$DB_PASSWORD" mariadb-dump --no-defaults -h"$DB_HOST" -P"$DB_PORT" -u"$DB_USER" \
  --single-transaction --quick --routines --triggers --hex-blob --default-character-set=utf8mb4 \
  "$DB_NAME" >"$work/database.sql"

rows() {
  MYSQL_PWD="$DB_PASSWORD" mariadb --no-defaults -N -h"$DB_HOST" -P"$DB_PORT" -u"$DB_USER" "$DB_NAME" \
    -e "select (select count(*) from recipes), (select count(*) from reviews), (select count(*) from users)"
}
read -r recipes reviews users < <(rows)
files=$(find "$UPLOADS" -type f | wc -l)
cat >"$work/manifest.txt" <<MANIFEST
Plantry backup
made: $(date -u +%Y-%m-%dT%H:%M:%SZ)
database: $DB_NAME on $DB_HOST:$DB_PORT ($recipes recipes, $reviews reviews, $users users)
uploads: $UPLOADS ($files files)
restore: make restore BACKUP=<this file>
MANIFEST

log "archiving the dump and $files files of $UPLOADS"
tar -czf "$archive.partial" -C "$work" manifest.txt database.sql -C "$ROOT/$UPLOADS" --transform 's,^\.,uploads,' .
mv "$archive.partial" "$archive"
log "backup written: $archive ($(du -h "$archive" | cut -f1))"

keep=${BACKUP_KEEP:-14}
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || die "BACKUP_KEEP must be a whole number of at least 1 (it is '$keep')"
mapfile -t old < <(ls -1t "$TARGET"/plantry-"$DB_NAME"-*.tar.gz | tail -n +$((keep + 1)))
for file in "${old[@]}"; do rm -f -- "$file"; done
[ "${#old[@]}" -eq 0 ] || log "deleted ${#old[@]} older backup(s): the $keep latest are kept"
echo "$archive"
