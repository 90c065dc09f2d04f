#!/usr/bin/env bash
# The test command of the README (`npm test`) and of CI (.ci/run).
# Installs what the tests need when it is missing (Debian's chromium,
# mariadb-server, redis-server and fonts-noto-cjk, npm packages), starts a throwaway MariaDB and
# Redis, builds the site, then runs: web + server tests on SQLite (the site
# creates the game tables), server tests on MariaDB (every test database is
# loaded from the game server's own schema, server/gamedata/sample/db/cosmic-schema.sql,
# with the site's migrations on top; this run includes two site processes on
# one database with Redis), and the end-to-end tests in Chromium against `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n== %s\n' "$*"; }

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v mariadbd >/dev/null 2>&1 || command -v mysqld >/dev/null 2>&1 || need+=(mariadb-server)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
# A Chinese font, as a player's browser has: without one Chromium draws every Chinese
# character as an empty box, and the end-to-end tests' layouts and largest paints differ.
[ -n "$(fc-list :lang=zh-tw 2>/dev/null)" ] || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${need[*]}. Install them (sudo apt-get install -y ${need[*]}) and run again." >&2
    exit 1
  fi
  say "installing ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ ! -d node_modules/@umijs/max ]; then
  say "installing npm packages"
  npm install --no-audit --no-fund
fi

# A throwaway MariaDB on a private port and socket.
MYSQL_PORT=${TEST_MYSQL_PORT:-3399}
dbdir=$(mktemp -d /tmp/site-mariadb.XXXXXX)
cleanup() {
  if [ -f "$dbdir/mariadb.pid" ]; then kill "$(cat "$dbdir/mariadb.pid")" 2>/dev/null || true; fi
  if [ -f "$dbdir/redis.pid" ]; then kill "$(cat "$dbdir/redis.pid")" 2>/dev/null || true; fi
  sleep 1; rm -rf "$dbdir"
}
trap cleanup EXIT
say "starting MariaDB on 127.0.0.1:$MYSQL_PORT"
mariadb-install-db --user=root --datadir="$dbdir/data" --auth-root-authentication-method=normal >"$dbdir/install.log" 2>&1
mariadbd --user=root --datadir="$dbdir/data" --socket="$dbdir/mariadb.sock" --port="$MYSQL_PORT" \
  --bind-address=127.0.0.1 --pid-file="$dbdir/mariadb.pid" --skip-log-bin --innodb-buffer-pool-size=256M \
  --innodb-flush-log-at-trx-commit=2 >"$dbdir/server.log" 2>&1 &
for _ in $(seq 1 60); do
  mariadb --socket="$dbdir/mariadb.sock" -uroot -e 'select 1' >/dev/null 2>&1 && break
  sleep 1
done
mariadb --socket="$dbdir/mariadb.sock" -uroot -e \
  "DELETE FROM mysql.global_priv WHERE User=''; FLUSH PRIVILEGES;
   CREATE USER IF NOT EXISTS 'site'@'localhost' IDENTIFIED BY 'site'; GRANT ALL ON *.* TO 'site'@'localhost';
   CREATE USER IF NOT EXISTS 'site'@'%' IDENTIFIED BY 'site'; GRANT ALL ON *.* TO 'site'@'%'; FLUSH PRIVILEGES;"
export TEST_MYSQL_ROOT_URL="mysql://site:site@127.0.0.1:$MYSQL_PORT"

# A throwaway Redis on a private port (shared rate-limit counters of the two-instance test).
REDIS_PORT=${TEST_REDIS_PORT:-6399}
say "starting Redis on 127.0.0.1:$REDIS_PORT"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --pidfile "$dbdir/redis.pid" --logfile "$dbdir/redis.log" --dir "$dbdir"
for _ in $(seq 1 30); do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
  sleep 0.5
done

say "type check (tsc --noEmit) and lint (ESLint)"
npm run typecheck
npm run lint

say "building the site and Storybook"
npm run build >/tmp/site-build.log 2>&1 || { tail -50 /tmp/site-build.log; exit 1; }

say "page-weight budget (JS and CSS of every public route within 10 % of perf-budget.json, JS under each page's cap)"
npm run perf -- --budget

say "web and server tests (SQLite)"
npx vitest run --project web --project server

say "server tests (MariaDB, the game server's schema; two instances with Redis)"
TEST_MYSQL_URL="$TEST_MYSQL_ROOT_URL" REDIS_URL="redis://127.0.0.1:$REDIS_PORT" npx vitest run --project server

say "end-to-end tests (Chromium against npm start)"
npx vitest run --project e2e
