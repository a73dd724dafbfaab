#!/usr/bin/env bash
# Every bench script once, in the order of bench/README.md's figures table (about 35 minutes on 2 cores). Run it on
# a quiet machine: anything else running moves the figures.
set -uo pipefail
cd "$(dirname "$0")/.."
step() { echo "=== $1 $(date -u +%H:%M:%S)"; }
step build && npm run build >/dev/null || exit 1
step bundle && npm run bench:bundle -- --verbose
step lighthouse && npm run bench:lighthouse -- --rounds 3
step main-thread && npm run bench:main-thread
step intake && npm run bench
step reports && npm run bench:reports
step city && npm run bench:city -- --rounds 3
step sustained && npm run bench:sustained
step coupons && npm run bench:coupons && npm run bench:coupons -- --database postgres
step done
