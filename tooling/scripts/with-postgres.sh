#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL naming an empty database on a throwaway PostgreSQL cluster (127.0.0.1,
# started here, stopped and removed on exit), so booking-api's tests run on a real server. Needs Debian's
# postgresql package (CI installs it) and root or the postgres user.
#   bash tooling/scripts/with-postgres.sh npm test
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: with-postgres.sh <command> [args…]"; exit 2; }

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)"; exit 1; }
# Below Linux's ephemeral ports (32768-60999), which the tests' own client connections may be holding.
port=${PG_TEST_PORT:-25329}
data=$(mktemp -d /tmp/rahi-pg.XXXXXX)
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$data"

as_postgres "'$bin/initdb' -D '$data' -A trust -U postgres --no-sync -E UTF8 >/dev/null"
as_postgres "'$bin/pg_ctl' -D '$data' -l '$data/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null"
trap 'as_postgres "\"$bin/pg_ctl\" -D \"$data\" -m fast stop >/dev/null"; rm -rf "$data"' EXIT

"$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qc 'create database rahi_test' >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/rahi_test" "$@"
