#!/usr/bin/env bash
# Gets this machine's PostgreSQL ready for the tests (Debian): installs it if missing, starts
# its cluster, and makes the role the tests connect as (site_test, allowed to create the
# throwaway database each test run makes). Run as root, once; safe to run again.
set -euo pipefail

if ! command -v pg_ctlcluster > /dev/null || ! ls /usr/lib/postgresql/*/bin/postgres > /dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL for the store's tests"
  apt-get update
  apt-get install -y postgresql
fi

# The newest installed version's cluster, created by the package (or here, if it was removed).
version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
if ! pg_lsclusters --no-header | grep -q "^$version main"; then
  pg_createcluster "$version" main
fi
if ! pg_lsclusters --no-header | grep -q "^$version main .* online"; then
  pg_ctlcluster "$version" main start
fi

runuser -u postgres -- psql --quiet --no-psqlrc --set ON_ERROR_STOP=1 <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'site_test') THEN
    CREATE ROLE site_test LOGIN CREATEDB PASSWORD 'site_test';
  END IF;
END
$$;
SQL
echo "PostgreSQL $version is ready for the tests (postgres://site_test@127.0.0.1:5432)"
