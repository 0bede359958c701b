// Sums the JSON reports of Vitest and Playwright into the plain line CI reads: "N passed, N failed".
// Above it, for each report its wall time and its slowest tests (issue 45: where the time of CI
// goes), then one line for each test that failed, so the tail of a CI log names them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const SLOWEST = 20;
let passed = 0;
let failed = 0;
const failures = [];

function playwrightTests(suite, file, titles, out) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const name = `${file}: ${[...titles, spec.title].join(' › ')} [${test.projectName}]`;
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results?.find((result) => result.error)?.error?.message ?? '';
        failures.push(`${name} ${firstLine(error)}`);
      }
      for (const result of test.results ?? []) out.push({ name, ms: result.duration ?? 0 });
    }
  }
  for (const child of suite.suites ?? []) {
    const childTitles = child.file ? [] : [...titles, child.title];
    playwrightTests(child, child.file ?? file, childTitles, out);
  }
}

function vitestTests(report, out) {
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${name}: ${test.fullName} ${firstLine(test.failureMessages?.[0] ?? '')}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${name}: ${firstLine(file.message ?? 'the file failed to run')}`);
    }
    for (const test of file.assertionResults ?? [])
      out.push({ name: `${name}: ${test.fullName}`, ms: test.duration ?? 0 });
  }
}

/** The run's wall time: from its start to the end of its last file. */
function vitestWallMs(report) {
  const ends = (report.testResults ?? []).map((file) => file.endTime ?? 0);
  return ends.length > 0 && report.startTime ? Math.max(...ends) - report.startTime : 0;
}

function firstLine(text) {
  return stripVTControlCharacters(text).split('\n')[0].slice(0, 300);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failures.push(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = [];
  let wallMs;
  if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) playwrightTests(suite, suite.file, [], tests);
    wallMs = report.stats.duration ?? 0;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    vitestTests(report, tests);
    wallMs = vitestWallMs(report);
  }
  console.log(`${file}: ${tests.length} tests in ${seconds(wallMs)}; the slowest ${SLOWEST}:`);
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    console.log(`  ${seconds(test.ms).padStart(8)}  ${test.name}`);
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
