#!/usr/bin/env bash
# Install the room's notary beside PostgreSQL on the records server, as root (setup.sh runs it;
# it may also be run on its own once setup.sh has made the database):
#
#   bash packaging/room-server/notary.sh --room "Castle Vaduz" [--database kiosk] [--port 5432]
#
# 1. creates the system user `kiosk-notary` with its folder /var/lib/kiosk-notary (mode 0700);
# 2. has PostgreSQL keep commit times (track_commit_timestamp, a restart), lets that OS user
#    alone log in as the role `notary` over the local socket (peer, pg_ident map), and runs
#    `kiosk notary init-server` as the postgres superuser: role, schema, functions, grants;
# 3. makes the room's signing key when there is none (`kiosk notary init`, as kiosk-notary);
# 4. installs and starts the system service kiosk-notary.service (`kiosk notary serve` as
#    kiosk-notary, after the room's cluster), the room's records URL in
#    /etc/kiosk-records/notary.env;
# 5. prints the key's fingerprint and what each kiosk and each examiner needs.
#
# Running it again keeps the key, the examiners and the data.
set -euo pipefail

DATABASE=kiosk
PORT=""
ROOM=""
KIOSK=""
HOME_DIR=/var/lib/kiosk-notary
HERE="$(cd "$(dirname "$0")/../.." && pwd)"

usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --room) ROOM="$2"; shift 2 ;;
        --database) DATABASE="$2"; shift 2 ;;
        --port) PORT="$2"; shift 2 ;;
        --kiosk) KIOSK="$2"; shift 2 ;;
        -h|--help) usage 0 ;;
        *) echo "unknown option: $1" >&2; usage 2 ;;
    esac
done
[ "$(id -u)" -eq 0 ] || { echo "run as root (bash $0 …)" >&2; exit 2; }
[ -n "$ROOM" ] || { echo "--room: the room's or casino's name is needed" >&2; exit 2; }
[[ "$DATABASE" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || { echo "--database: lower-case letters, digits, _" >&2; exit 2; }
if [ -z "$KIOSK" ]; then
    if command -v kiosk >/dev/null; then KIOSK="$(command -v kiosk)"
    elif [ -x /opt/kiosk/kiosk ]; then KIOSK=/opt/kiosk/kiosk
    elif [ -x "$HERE/.venv/bin/kiosk" ]; then KIOSK="$HERE/.venv/bin/kiosk"
    else echo "no kiosk command found: install the bundle in /opt/kiosk (make package, then" \
        "packaging/linux/install.sh; 'make' alone starts the app)" >&2; exit 2
    fi
fi
KIOSK="$(command -v "$KIOSK" || echo "$KIOSK")"  # the service needs its full path
[[ "$KIOSK" == /* ]] || KIOSK="$PWD/$KIOSK"  # a path from here: it runs from / below
# postgres and kiosk-notary run it too: a program only root may read fails half-way otherwise
runuser -u nobody -- "$KIOSK" --version >/dev/null 2>&1 || {
    echo "$KIOSK cannot be run by other users (postgres, kiosk-notary): install the bundle in" \
        "/opt/kiosk, or use a checkout and Python that every user may read" >&2; exit 2; }
cd /  # postgres and kiosk-notary run commands too: not in a folder of root's
# the cluster on --port (setup.sh's, which may not be Debian's first), else the first online one
read -r VERSION CLUSTER ONLINE_PORT _ < <(pg_lsclusters -h \
    | awk -v port="$PORT" '$4 == "online" && (port == "" || $3 == port)' | head -1) || true
[ -n "${VERSION:-}" ] || { echo "no PostgreSQL cluster is running${PORT:+ on port $PORT}: run setup.sh first" >&2; exit 2; }
PORT="${PORT:-$ONLINE_PORT}"
CONF_DIR="/etc/postgresql/$VERSION/$CLUSTER"
SOCKET=/var/run/postgresql
as_postgres() { runuser -u postgres -- "$@"; }

# 1. the notary's own user and folder
id kiosk-notary >/dev/null 2>&1 || useradd --system --home-dir "$HOME_DIR" --shell /usr/sbin/nologin kiosk-notary
install -d -m 0700 -o kiosk-notary -g kiosk-notary "$HOME_DIR"

# 2. commit times, the local login as `notary`, the schema
as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres \
    -c "ALTER SYSTEM SET track_commit_timestamp = on;"
IDENT="kiosk-notary kiosk-notary notary"
grep -qxF "$IDENT" "$CONF_DIR/pg_ident.conf" || echo "$IDENT" >> "$CONF_DIR/pg_ident.conf"
HBA="local $DATABASE notary peer map=kiosk-notary"
if ! grep -qxF "$HBA" "$CONF_DIR/pg_hba.conf"; then
    # before every other line: the first line that matches decides
    awk -v line="$HBA" '!done && $0 !~ /^[[:space:]]*(#|$)/ {print line; done = 1} {print}' \
        "$CONF_DIR/pg_hba.conf" > "$CONF_DIR/pg_hba.conf.new"
    chown --reference="$CONF_DIR/pg_hba.conf" "$CONF_DIR/pg_hba.conf.new"
    chmod --reference="$CONF_DIR/pg_hba.conf" "$CONF_DIR/pg_hba.conf.new"
    mv "$CONF_DIR/pg_hba.conf.new" "$CONF_DIR/pg_hba.conf"
fi
pg_ctlcluster "$VERSION" "$CLUSTER" restart
as_postgres "$KIOSK" notary init-server "postgresql:///$DATABASE?host=$SOCKET&port=$PORT"

# 3. the room's signing key, made once
if [ ! -e "$HOME_DIR/signing-key.json" ]; then
    runuser -u kiosk-notary -- "$KIOSK" notary --home "$HOME_DIR" init --room "$ROOM" >/dev/null
fi

# 4. the service: the room's records URL in its environment file (read by systemd, as root)
RECORDS="postgresql:///$DATABASE?host=$SOCKET&port=$PORT&user=notary"
install -d -m 0700 /etc/kiosk-records  # as setup.sh makes it
printf 'KIOSK_NOTARY_RECORDS=%s\n' "$RECORDS" > /etc/kiosk-records/notary.env
chmod 0600 /etc/kiosk-records/notary.env
sed -e "s|@KIOSK@|$(printf '%s' "$KIOSK" | sed 's/[&|\\]/\\&/g')|" \
    -e "s|@POSTGRESQL@|postgresql@$VERSION-$CLUSTER.service|g" \
    "$HERE/packaging/room-server/kiosk-notary.service" > /etc/systemd/system/kiosk-notary.service
SERVE="runuser -u kiosk-notary -- $KIOSK notary --home $HOME_DIR serve --records '$RECORDS'"
if [ -d /run/systemd/system ]; then
    systemctl daemon-reload
    systemctl enable kiosk-notary.service >/dev/null
    systemctl restart kiosk-notary.service
    SERVING="The notary serves (systemctl status kiosk-notary)."
else  # a container or chroot: the unit is enabled for the next boot with systemd
    ENABLED="installed and enabled"
    systemctl enable kiosk-notary.service >/dev/null 2>&1 || ENABLED="installed (not enabled)"
    SERVING="systemd is not running here: kiosk-notary.service is $ENABLED but not started.
Until it is, start the notary by hand, as root: $SERVE"
fi

# 5. what the kiosks and the examiners need
runuser -u kiosk-notary -- "$KIOSK" notary --home "$HOME_DIR" public-key
runuser -u kiosk-notary -- "$KIOSK" notary --home "$HOME_DIR" public-key --entry > /etc/kiosk-records/notary-key.json
cat <<TEXT

$SERVING
Read the fingerprint above aloud to whoever sets up each kiosk; there, copy
/etc/kiosk-records/notary-key.json over and run as root:
  kiosk notary trust notary-key.json --fingerprint "<the fingerprint above>"

Enrol each examiner here (the QR code is shown once):
  runuser -u kiosk-notary -- $KIOSK notary --home $HOME_DIR add-examiner "NAME"
Register each exam and its ruleset (the ruleset first; FILE where kiosk-notary may read it,
e.g. the site's /etc/xdg/kiosk/rulesets/, not under /root):
  runuser -u kiosk-notary -- $KIOSK notary --home $HOME_DIR register FILE --kind ruleset \\
      --examiner "NAME" --records "$RECORDS"
TEXT
