#!/bin/sh
# Keeps the KEEP_BACKUPS newest archives of `npm run backup` in BACKUP_DIR (14 by default) and deletes the
# older ones. Run by boutique-backup.service after each backup that succeeded (docs/deploy.md, "Backups").
# Only the archives' own names are touched: boutique-<date>.tar.gz and boutique-<date>.tar.gz.enc.
set -eu

dir="${BACKUP_DIR:-/var/backups/boutique}"
keep="${KEEP_BACKUPS:-14}"

case "$keep" in
  '' | *[!0-9]*) echo "KEEP_BACKUPS doit être un nombre : $keep" >&2; exit 2 ;;
esac
if [ "$keep" -lt 1 ]; then
  echo "KEEP_BACKUPS doit garder au moins une archive" >&2
  exit 2
fi
[ -d "$dir" ] || { echo "Dossier de sauvegardes introuvable : $dir" >&2; exit 2; }

# Newest first by modification time; the names hold no spaces or newlines (boutique-2026-11-23T22-10-00Z…).
# shellcheck disable=SC2012
ls -1t "$dir" | grep -E '^boutique-[0-9T:Z.-]+\.tar\.gz(\.enc)?$' | tail -n +"$((keep + 1))" | while read -r name; do
  rm -f -- "$dir/$name"
  echo "Ancienne sauvegarde supprimée : $dir/$name"
done
