// Adds up every suite's results and prints the closing line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
let skipped = 0;
// Named just above the closing line, so a failure is known from the tail of CI's output alone.
const failures = [];
const firstLine = (text) => String(text ?? '').split('\n').find((l) => l.trim()) ?? '';

const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

for (const name of ['unit-postgres.json', 'unit-pglite.json', 'faults.json']) {
  const r = read(name);
  if (!r) {
    console.log(`${name}: no results (the run crashed)`);
    failed += 1;
    continue;
  }
  console.log(
    `${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`,
  );
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.success ? 0 : r.numFailedTests === 0 ? 1 : 0);
  skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push(`${name} ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed')
      failures.push(`${name} ${where}: ${firstLine(file.message)}`);
  }
}

/** Every test of a Playwright JSON report whose outcome was unexpected, with its first error. */
function unexpectedJourneys(suites, trail = []) {
  const found = [];
  for (const suite of suites ?? []) {
    const inner = [...trail, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const error = t.results?.at(-1)?.error?.message;
          found.push(`${[...inner, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
    found.push(...unexpectedJourneys(suite.suites, inner));
  }
  return found;
}

// One results file per journey shard; a shard with no file crashed before reporting.
const shards = readdirSync(dir).filter((f) => /^e2e-.*\.json$/.test(f));
if (shards.length === 0) {
  console.log('e2e: no results (the journeys did not run)');
  failed += 1;
}
const planned = existsSync(path.join(dir, 'e2e-shards.txt'))
  ? readFileSync(path.join(dir, 'e2e-shards.txt'), 'utf8').split('\n').filter(Boolean)
  : [];
for (const shard of planned) {
  if (!shards.includes(`e2e-${shard}.json`)) {
    console.log(`e2e-${shard}.json: no results (the shard crashed)`);
    failed += 1;
  }
}
for (const name of shards) {
  const report = read(name);
  const s = report.stats;
  for (const line of unexpectedJourneys(report.suites)) failures.push(`${name} ${line}`);
  console.log(
    `${name}: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`,
  );
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  if (s.expected + s.flaky + s.unexpected === 0) failed += 1; // a shard that ran nothing
}

for (const line of failures) console.log(`FAILED ${stripVTControlCharacters(line).slice(0, 300)}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
