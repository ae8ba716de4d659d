#!/usr/bin/env bash
# The README's test command: lint, types, the committed schema, unit + machine + API +
# gateway suites (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), the
# production build and the Playwright suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's chromium for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "The browser tests need Debian's Chromium at /usr/bin/chromium." >&2
    echo "Install it with: sudo apt-get install -y chromium fonts-noto-cjk" >&2
    exit 1
  fi
fi

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "== TEST_DATABASE_URL is not set: the API suites run on the embedded database only"
fi

reports=.tmp/reports
rm -rf "$reports" && mkdir -p "$reports"

echo "== lint" && npm run --silent lint
echo "== typecheck" && npm run --silent typecheck
echo "== unit, machines, API and gateway suites"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
echo "== machine coverage" && npm run --silent coverage:machines
echo "== build" && npm run --silent build
echo "== end-to-end (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

node -e '
  const fs = require("fs");
  const v = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  const e = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const passed = v.numPassedTests + (e.stats.expected ?? 0);
  const failed = v.numFailedTests + (e.stats.unexpected ?? 0);
  const skipped = v.numPendingTests + v.numTodoTests + (e.stats.skipped ?? 0);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
' "$reports/vitest.json" "$reports/e2e.json"
