#!/usr/bin/env bash
# Set up the training room's records server on a Debian or Ubuntu machine, as root:
#
#   bash packaging/room-server/setup.sh --network 192.168.10.0/24 [--name records.room] \
#       [--port 5433] [--cluster records] [--room "Castle Vaduz"]
#
# or, for one PC that is its own records server with its own notary (attested certificates on a
# single PC; USER is the kiosk's OS user):
#
#   bash packaging/room-server/setup.sh --room "Castle Vaduz" --single-pc USER
#
# 1. installs Debian's `postgresql` package when it is missing and picks the cluster: --cluster
#    NAME or VERSION/NAME (made on --port when missing), else the cluster on --port, else a new
#    cluster `records` on --port, else Debian's first cluster; it is started when not running;
# 2. creates the owner role `kiosk_owner` and the database `kiosk` (--database) owned by it;
# 3. creates the login roles kiosk, supervisor and hr, each with a new random password in
#    /etc/kiosk-records/<role>.pgpass, and runs `kiosk records init-server` as the owner: the
#    schema, its triggers and functions, and what each role may do;
# 4. lets the kiosks' network (--network, CIDR) reach the database with those roles only
#    (listen on all addresses, one pg_hba.conf line, scram-sha-256 passwords);
# 5. prints the lines for each kiosk's site settings and where to copy the password file;
# 6. with --room, installs the room's notary beside PostgreSQL (notary.sh, docs/notary.md);
# 7. with --single-pc USER (needs --room), makes this PC a kiosk of that server: the site
#    settings /etc/xdg/kiosk/settings.yaml name it (127.0.0.1) with the password file
#    /etc/xdg/kiosk/records.pgpass (USER's, 0600), and the notary's key is trusted in the site
#    folder's keyring /etc/xdg/kiosk/notary-keyring.json.
#
# Running it again keeps the data and the roles' passwords (--new-passwords sets new ones: then
# copy kiosk.pgpass to every kiosk again).
# --kiosk CMD names the kiosk command (default: `kiosk` on the PATH, else /opt/kiosk/kiosk,
# else this checkout's .venv/bin/kiosk).
set -euo pipefail

DATABASE=kiosk
NETWORK=""
NAME="$(hostname -f 2>/dev/null || hostname)"
KIOSK=""
PORT=""
CLUSTER_ID=""
NEW_PASSWORDS=""
ROOM=""
SINGLE_PC=""
NAME_GIVEN=""
SITE=/etc/xdg/kiosk
SECRETS=/etc/kiosk-records
HERE="$(cd "$(dirname "$0")/../.." && pwd)"

usage() { sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --database) DATABASE="$2"; shift 2 ;;
        --network) NETWORK="$2"; shift 2 ;;
        --name) NAME="$2"; NAME_GIVEN=1; shift 2 ;;
        --kiosk) KIOSK="$2"; shift 2 ;;
        --port) PORT="$2"; shift 2 ;;
        --cluster) CLUSTER_ID="$2"; shift 2 ;;
        --new-passwords) NEW_PASSWORDS=1; shift ;;
        --room) ROOM="$2"; shift 2 ;;
        --single-pc) SINGLE_PC="$2"; shift 2 ;;
        -h|--help) usage 0 ;;
        *) echo "unknown option: $1" >&2; usage 2 ;;
    esac
done
if [ -n "$SINGLE_PC" ]; then
    [ -n "$ROOM" ] || { echo "--single-pc: give the room's name with --room too" >&2; exit 2; }
    id "$SINGLE_PC" >/dev/null 2>&1 || { echo "--single-pc: no OS user $SINGLE_PC" >&2; exit 2; }
    [ -n "$NAME_GIVEN" ] || NAME=127.0.0.1  # the kiosk is on this PC
fi
[ "$(id -u)" -eq 0 ] || { echo "run as root (bash $0 …)" >&2; exit 2; }
[[ "$DATABASE" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || { echo "--database: lower-case letters, digits, _" >&2; exit 2; }
if [ -n "$NETWORK" ] && ! [[ "$NETWORK" =~ ^[0-9a-fA-F.:]+/[0-9]{1,3}$ ]]; then
    echo "--network: expected an address range such as 192.168.10.0/24" >&2; exit 2
fi
if [ -n "$PORT" ] && ! [[ "$PORT" =~ ^[0-9]{2,5}$ ]]; then
    echo "--port: expected a port number such as 5433" >&2; exit 2
fi
if [ -n "$CLUSTER_ID" ] && ! [[ "$CLUSTER_ID" =~ ^([0-9]+/)?[A-Za-z0-9_-]+$ ]]; then
    echo "--cluster: expected NAME or VERSION/NAME such as 15/main (see pg_lsclusters)" >&2; exit 2
fi
if [ -z "$KIOSK" ]; then
    if command -v kiosk >/dev/null; then KIOSK=kiosk
    elif [ -x /opt/kiosk/kiosk ]; then KIOSK=/opt/kiosk/kiosk
    elif [ -x "$HERE/.venv/bin/kiosk" ]; then KIOSK="$HERE/.venv/bin/kiosk"
    else echo "no kiosk command found: install the bundle in /opt/kiosk (make package, then" \
        "packaging/linux/install.sh; 'make' alone starts the app)" >&2; exit 2
    fi
fi
[[ "$KIOSK" != */* || "$KIOSK" == /* ]] || KIOSK="$PWD/$KIOSK"  # a path from here: it runs from / below
if [ -n "$ROOM" ] && ! runuser -u nobody -- "$KIOSK" --version >/dev/null 2>&1; then
    echo "$KIOSK cannot be run by other users (the notary's runs as its own): install the" \
        "bundle in /opt/kiosk, or use a checkout and Python that every user may read" >&2
    exit 2
fi

cd /  # postgres and kiosk-notary run commands too: not in a folder of root's

# 1. the server: which cluster, started
bash "$HERE/packaging/sysdeps.sh" postgresql
NEWEST="$(ls /usr/lib/postgresql | sort -n | tail -1)"
[[ -z "$CLUSTER_ID" || "$CLUSTER_ID" == */* ]] || CLUSTER_ID="$NEWEST/$CLUSTER_ID"  # a name alone
if [ -n "$CLUSTER_ID" ]; then
    cluster="${CLUSTER_ID%%/*} ${CLUSTER_ID#*/}"
    found=$(pg_lsclusters -h | awk -v c="$cluster" '$1 " " $2 == c {print $3}')
    if [ -z "$found" ]; then
        pg_createcluster ${PORT:+--port "$PORT"} "${CLUSTER_ID%%/*}" "${CLUSTER_ID#*/}"
    elif [ -n "$PORT" ] && [ "$PORT" != "$found" ]; then
        echo "--cluster $CLUSTER_ID listens on port $found, not $PORT (see pg_lsclusters)" >&2
        exit 2
    fi
elif [ -n "$PORT" ]; then
    cluster=$(pg_lsclusters -h | awk -v port="$PORT" '$3 == port {print $1, $2}' | head -1)
    [ -n "$cluster" ] || { pg_createcluster --port "$PORT" "$NEWEST" records; cluster="$NEWEST records"; }
else
    cluster=$(pg_lsclusters -h | awk 'NR == 1 {print $1, $2}')
    [ -n "$cluster" ] || { pg_createcluster "$NEWEST" main; cluster="$NEWEST main"; }
fi
read -r VERSION CLUSTER <<< "$cluster"
pg_lsclusters -h "$VERSION" "$CLUSTER" | awk '{print $4}' | grep -q online \
    || pg_ctlcluster "$VERSION" "$CLUSTER" start
PORT=$(pg_lsclusters -h "$VERSION" "$CLUSTER" | awk '{print $3}')
psql_admin() { runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" "$@"; }

# A role's password: the one its password file already holds (re-running changes nothing the
# kiosks were given), else a new random one.
password_of() {
    local file="$SECRETS/$1.pgpass"
    if [ -z "$NEW_PASSWORDS" ] && [ -s "$file" ]; then
        cut -d: -f5- "$file" | head -1
    else
        head -c 24 /dev/urandom | base64 | tr -d '/+='
    fi
}

# 2. owner and database
install -d -m 0700 "$SECRETS"
OWNER_PASSWORD="$(password_of owner)"
psql_admin -d postgres <<SQL
SELECT 'CREATE ROLE kiosk_owner LOGIN' WHERE NOT EXISTS
    (SELECT 1 FROM pg_roles WHERE rolname = 'kiosk_owner') \gexec
ALTER ROLE kiosk_owner LOGIN PASSWORD '$OWNER_PASSWORD';
SELECT 'CREATE DATABASE $DATABASE OWNER kiosk_owner ENCODING ''UTF8'' TEMPLATE template0'
    WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '$DATABASE') \gexec
REVOKE ALL ON DATABASE $DATABASE FROM PUBLIC;
SQL
psql_admin -d "$DATABASE" -c "ALTER SCHEMA public OWNER TO kiosk_owner; REVOKE ALL ON SCHEMA public FROM PUBLIC;"
umask 077
printf '*:*:%s:kiosk_owner:%s\n' "$DATABASE" "$OWNER_PASSWORD" > "$SECRETS/owner.pgpass"

# 3. the roles (created here: the owner needs no right to create roles), then schema and grants
for role in kiosk supervisor hr; do
    password="$(password_of "$role")"
    psql_admin -d postgres <<SQL
SELECT 'CREATE ROLE $role LOGIN' WHERE NOT EXISTS
    (SELECT 1 FROM pg_roles WHERE rolname = '$role') \gexec
ALTER ROLE $role LOGIN PASSWORD '$password';
SQL
    printf '*:*:%s:%s:%s\n' "$DATABASE" "$role" "$password" > "$SECRETS/$role.pgpass"
done
PGPASSFILE="$SECRETS/owner.pgpass" "$KIOSK" records init-server \
    "postgresql://kiosk_owner@127.0.0.1:$PORT/$DATABASE" >/dev/null

# 4. the kiosks' network
CONF_DIR="/etc/postgresql/$VERSION/$CLUSTER"
if [ -n "$NETWORK" ]; then
    psql_admin -d postgres -c "ALTER SYSTEM SET listen_addresses = '*';" \
        -c "ALTER SYSTEM SET password_encryption = 'scram-sha-256';"
    LINE="host $DATABASE kiosk,supervisor,+supervisor,hr $NETWORK scram-sha-256"  # +: its members
    grep -qxF "$LINE" "$CONF_DIR/pg_hba.conf" || echo "$LINE" >> "$CONF_DIR/pg_hba.conf"
    pg_ctlcluster "$VERSION" "$CLUSTER" restart
fi

# 5. what each kiosk needs (with --single-pc, step 7 sets this PC up instead)
echo "The records server is ready: PostgreSQL $VERSION, cluster $CLUSTER, database $DATABASE, port $PORT."
[ -n "$SINGLE_PC" ] || cat <<TEXT

On each kiosk, copy $SECRETS/kiosk.pgpass to /etc/xdg/kiosk/records.pgpass (owner: the
kiosk user, mode 0600) and add these lines to its site settings /etc/xdg/kiosk/settings.yaml:

# --- kiosk site settings: the room's records server ---
records: postgresql://kiosk@$NAME:$PORT/$DATABASE
records_passfile: /etc/xdg/kiosk/records.pgpass
# ---

The supervisors' and HR's PCs take supervisor.pgpass and hr.pgpass the same way, with
"supervisor@" or "hr@" in the URL. Move a PC's existing records in with:
  kiosk records migrate --to postgresql://kiosk@$NAME:$PORT/$DATABASE
TEXT
[ -n "$NETWORK" ] || echo "No --network given: the server listens on this machine only." >&2

# 6. the notary
if [ -n "$ROOM" ]; then
    bash "$HERE/packaging/room-server/notary.sh" --room "$ROOM" --database "$DATABASE" \
        --port "$PORT" --kiosk "$KIOSK"
fi

# 7. this PC is the kiosk
if [ -n "$SINGLE_PC" ]; then
    install -d -m 0755 "$SITE"
    install -m 0600 -o "$SINGLE_PC" "$SECRETS/kiosk.pgpass" "$SITE/records.pgpass"
    touch "$SITE/settings.yaml"
    if grep -q '^records:' "$SITE/settings.yaml"; then
        echo "$SITE/settings.yaml names records already: kept; the lines above are what it needs" >&2
    else
        printf 'records: postgresql://kiosk@%s:%s/%s\nrecords_passfile: %s\n' \
            "$NAME" "$PORT" "$DATABASE" "$SITE/records.pgpass" >> "$SITE/settings.yaml"
    fi
    chmod 0644 "$SITE/settings.yaml"  # the kiosk reads it; root alone writes it
    FINGERPRINT="$(runuser -u kiosk-notary -- "$KIOSK" notary --home /var/lib/kiosk-notary \
        public-key --lang en | sed -n 's/^fingerprint: //p')"
    "$KIOSK" notary trust /etc/kiosk-records/notary-key.json --fingerprint "$FINGERPRINT" \
        --keyring "$SITE/notary-keyring.json"
    echo "This PC is its own records server and notary; its kiosk ($SINGLE_PC) uses them."
fi
