// Adds up every suite's results and prints the closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
let skipped = 0;

const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

for (const name of ['unit-postgres.json', 'unit-pglite.json']) {
  const r = read(name);
  if (!r) {
    console.log(`${name}: no results (the run crashed)`);
    failed += 1;
    continue;
  }
  console.log(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.success ? 0 : r.numFailedTests === 0 ? 1 : 0);
  skipped += r.numPendingTests + r.numTodoTests;
}

const e2e = read('e2e.json');
if (!e2e) {
  console.log('e2e.json: no results (the journeys did not run)');
  failed += 1;
} else {
  const s = e2e.stats;
  console.log(`e2e: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`);
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
