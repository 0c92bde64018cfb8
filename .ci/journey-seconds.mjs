// What each journey file took in a run, from the shards' Playwright reports: the weights that
// .ci/journeys.mjs balances its shards by (e2e/durations.json). Stale weights unbalance the
// shards, and CI waits for the slower one.
//
//   node .ci/journey-seconds.mjs <results dir>   writes the run's figures into e2e/durations.json
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DURATIONS_FILE = 'e2e/durations.json';

/** Seconds per spec file (`e2e/x.spec.ts`) in one Playwright JSON report, retries included. */
export function specSeconds(report) {
  const seconds = {};
  const visit = (suites, file) => {
    for (const suite of suites ?? []) {
      const own = suite.file ? `e2e/${suite.file}` : file;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? [])
            seconds[own] = (seconds[own] ?? 0) + (result.duration ?? 0) / 1000;
      visit(suite.suites, own);
    }
  };
  visit(report.suites);
  return Object.fromEntries(
    Object.entries(seconds).map(([f, s]) => [f, Math.max(1, Math.round(s))]),
  );
}

/** The seconds of every shard's report in a results directory, one map. */
export function runSeconds(dir) {
  const reports = readdirSync(dir).filter((f) => /^e2e-.*\.json$/.test(f));
  return Object.assign(
    {},
    ...reports.map((f) => specSeconds(JSON.parse(readFileSync(path.join(dir, f), 'utf8')))),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir || !existsSync(dir)) {
    console.error('usage: node .ci/journey-seconds.mjs <results dir of a journeys run>');
    process.exit(2);
  }
  const old = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
  const merged = { ...old, ...runSeconds(dir) };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${DURATIONS_FILE}: ${Object.keys(sorted).length} specs`);
}
