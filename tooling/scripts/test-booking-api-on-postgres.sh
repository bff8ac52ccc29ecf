#!/usr/bin/env bash
# Runs booking-api's tests against a real PostgreSQL server (a throwaway cluster: with-postgres.sh). The test
# files share the one database, so jest runs them one at a time (booking-api's jest.config.js).
set -euo pipefail
cd "$(dirname "$0")/../.."
exec bash tooling/scripts/with-postgres.sh npm run test -w @rahi/booking-api
