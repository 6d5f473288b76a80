#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 cluster (if it is down) and creates, idempotently, the login role
# and database the API suite uses. Prints the TEST_DATABASE_URL to use on its last line.
# The password is a throwaway for a loopback-only test cluster, not a credential of any deployment.
set -euo pipefail

ROLE="${CADENCE_TEST_PG_ROLE:-cadence_test}"
PASS="${CADENCE_TEST_PG_PASSWORD:-cadence_test_pw}"
DB="${CADENCE_TEST_PG_DB:-cadence_test}"
VERSION="${CADENCE_TEST_PG_VERSION:-15}"

as_postgres() { su postgres -s /bin/sh -c "$1"; }

if ! pg_lsclusters -h 2>/dev/null | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" main start >&2
fi
for _ in $(seq 1 30); do
  as_postgres "pg_isready -q -h 127.0.0.1 -p 5432" && break
  sleep 0.5
done

as_postgres "psql -v ON_ERROR_STOP=1 -qtAc \"DO \\\$\\\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASS';
  ELSE
    ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASS';
  END IF;
END \\\$\\\$;\"" >&2
if ! as_postgres "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = '$DB'\"" | grep -q 1; then
  as_postgres "psql -v ON_ERROR_STOP=1 -qc \"CREATE DATABASE $DB OWNER $ROLE\"" >&2
fi

echo "postgres://$ROLE:$PASS@127.0.0.1:5432/$DB"
