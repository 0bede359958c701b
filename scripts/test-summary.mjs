// Sums the JSON reports of Vitest and Playwright into the plain line CI reads: "N passed, N failed".
// Above it, one line for each test that failed, so the tail of a CI log names them.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
const failures = [];

function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results?.find((result) => result.error)?.error?.message ?? '';
        failures.push(`${file}: ${spec.title} [${test.projectName}] ${firstLine(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, child.file ?? file);
}

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${file.name}: ${test.fullName} ${firstLine(test.failureMessages?.[0] ?? '')}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${file.name}: ${firstLine(file.message ?? 'the file failed to run')}`);
    }
  }
}

function firstLine(text) {
  return stripVTControlCharacters(text).split('\n')[0].slice(0, 300);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failures.push(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    vitestFailures(report);
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
