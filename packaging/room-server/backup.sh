#!/usr/bin/env bash
# Back up the room's records, or restore a backup, on the records server (as root or postgres):
#
#   bash packaging/room-server/backup.sh [--database kiosk] [--port 5432] [--to DIR]
#   bash packaging/room-server/backup.sh --restore FILE --database kiosk_restored [--port 5432]
#
# A backup is one file, DIR/kiosk-records-DATABASE-YYYYMMDD-HHMMSS.dump (pg_dump's custom
# format; DIR defaults to /var/backups/kiosk-records, mode 0700): every trainee, session, answer,
# exam result, seal and decision, with the schema, its triggers and functions and what each role
# may do. Not in it: the roles' passwords and the notary's key and examiners' secrets, which are
# files in /etc/kiosk-records and /etc/kiosk-notary: back those up with the machine's own files.
#
# --restore loads a backup into a new database (--database, which must not exist yet: the records
# in use are never written over), then prints how many answers, exam results and seals each holds.
# Check it with `kiosk records --records postgresql://…/DATABASE verify`, then point the room at
# it (docs/records.md). --host and --user reach a server elsewhere (default: this machine, postgres).
set -euo pipefail

DATABASE=kiosk
PORT=5432
HOST=""
USER_NAME=postgres
DIR=/var/backups/kiosk-records
RESTORE=""

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --database) DATABASE="$2"; shift 2 ;;
        --port) PORT="$2"; shift 2 ;;
        --host) HOST="$2"; shift 2 ;;
        --user) USER_NAME="$2"; shift 2 ;;
        --to) DIR="$2"; shift 2 ;;
        --restore) RESTORE="$2"; shift 2 ;;
        -h|--help) usage 0 ;;
        *) echo "unknown option: $1" >&2; usage 2 ;;
    esac
done
[[ "$DATABASE" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || { echo "--database: lower-case letters, digits, _" >&2; exit 2; }
[[ "$PORT" =~ ^[0-9]{2,5}$ ]] || { echo "--port: expected a port number such as 5432" >&2; exit 2; }
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$BIN" ] || BIN="$(dirname "$(command -v pg_dump)")"

# The tools run as the postgres user when root runs this (Debian's local sign-in for it).
as_admin() {
    if [ "$(id -u)" -eq 0 ] && [ "$USER_NAME" = postgres ] && [ -z "$HOST" ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}
CONNECT=(-p "$PORT" -U "$USER_NAME")
[ -z "$HOST" ] || CONNECT+=(-h "$HOST")
psql_admin() { as_admin "$BIN/psql" -X -q -At -v ON_ERROR_STOP=1 "${CONNECT[@]}" "$@"; }
counts() {
    psql_admin -d "$1" -c "SELECT (SELECT count(*) FROM answers) || ' answers, ' ||
        (SELECT count(*) FROM exam_results) || ' exam results, ' ||
        (SELECT count(*) FROM seals) || ' seals'"
}

if [ -z "$RESTORE" ]; then
    install -d -m 0700 "$DIR"
    file="$DIR/kiosk-records-$DATABASE-$(date -u +%Y%m%d-%H%M%S).dump"
    umask 077
    as_admin "$BIN/pg_dump" "${CONNECT[@]}" -d "$DATABASE" -Fc > "$file.part"
    mv "$file.part" "$file"
    echo "$file: $(counts "$DATABASE")"
    exit 0
fi

[ -r "$RESTORE" ] || { echo "$RESTORE: no such backup file" >&2; exit 2; }
exists=$(psql_admin -d postgres -c "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'")
[ -z "$exists" ] || { echo "$DATABASE exists already: restore into a new database" >&2; exit 2; }
psql_admin -d postgres -c "CREATE DATABASE $DATABASE TEMPLATE template0 ENCODING 'UTF8'"
as_admin "$BIN/pg_restore" "${CONNECT[@]}" -d "$DATABASE" --exit-on-error < "$RESTORE"
# what a database itself allows is not in a backup: the same as setup.sh gives
psql_admin -d postgres -c "REVOKE ALL ON DATABASE $DATABASE FROM PUBLIC" -c "DO \$\$ BEGIN
    IF (SELECT count(*) FROM pg_roles WHERE rolname IN ('kiosk', 'supervisor', 'hr')) = 3 THEN
        GRANT CONNECT ON DATABASE $DATABASE TO kiosk, supervisor, hr;
    END IF; END \$\$"
echo "$DATABASE restored from $RESTORE: $(counts "$DATABASE")"
