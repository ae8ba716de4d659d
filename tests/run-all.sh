#!/usr/bin/env bash
# The README's test command: lint, types, the committed schema, unit + machine + API +
# gateway suites (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), the
# production build and the Playwright suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# The runtime (Node 24, the project's own on linux-x64: npm puts node_modules/.bin first on
# the PATH) and Debian's packages the suites use: chromium for the browser tests, poppler-utils
# (pdftotext) to read the PDFs the server makes, fonts-noto-cjk for those PDFs and for
# screenshots. Installed when running as root; otherwise the check names what is missing.
node server/scripts/preflight.mjs --test
echo "== runtime: Node $(node --version) ($(command -v node))"

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "== TEST_DATABASE_URL is not set: the API suites run on the embedded database only"
fi

# Each step's start is printed with the seconds since the run began, so a slow run shows where.
phase() { echo "== [$(printf '%4d' "$SECONDS") s] $*"; }

reports=.tmp/reports
rm -rf "$reports" && mkdir -p "$reports"

# Lint and the type checks are one process each and mostly one core each: side by side on two
# cores they take the time of the longer (measured 36 s and 46 s one after the other).
phase "lint and typecheck"
npm run --silent lint > "$reports/lint.log" 2>&1 &
lint=$!
npm run --silent typecheck > "$reports/typecheck.log" 2>&1 &
typecheck=$!
checks=0
wait "$lint" || checks=1
wait "$typecheck" || checks=$((checks + 2))
cat "$reports/lint.log" "$reports/typecheck.log"
[ $((checks & 1)) -eq 0 ] || echo "== lint failed"
[ $((checks & 2)) -eq 0 ] || echo "== typecheck failed"
[ "$checks" -eq 0 ]
phase "unit, machines, API and gateway suites"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
phase "machine coverage" && npm run --silent coverage:machines
phase "build" && npm run --silent build
phase "end-to-end (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

node -e '
  const fs = require("fs");
  const v = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  const e = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const passed = v.numPassedTests + (e.stats.expected ?? 0);
  const failed = v.numFailedTests + (e.stats.unexpected ?? 0);
  const skipped = v.numPendingTests + v.numTodoTests + (e.stats.skipped ?? 0);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exitCode = failed ? 1 : 0;
' "$reports/vitest.json" "$reports/e2e.json" || status=$?
phase "done"
exit "${status:-0}"
