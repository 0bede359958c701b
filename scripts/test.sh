#!/usr/bin/env bash
# The whole suite: unit and database tests (Vitest), then browser journeys (Playwright in Debian's Chromium).
# Results also go to .ci/out/ as JSON so .ci/run can print one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .ci/out
# The system tools the tests read with (pdftotext for report PDFs, Chromium and CJK fonts for the
# journeys) come first: a Vitest test reads a PDF too.
bash scripts/ensure-chromium.sh
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.ci/out/vitest.json || status=$?
npm run test:e2e || status=$?
exit "$status"
