// `node scripts/test-times.mjs [report.json] [--markdown]`: where the browser suite's time goes.
// Reads the Playwright JSON report that every run writes (test-results/e2e-report.json, set in
// playwright.config.ts) and prints the time per spec file, the slowest tests, and the counts of
// test cases and of `expect` calls in the specs (the suite's size, to compare before and after a
// change). With --markdown it prints the same as tables, for docs/test-times.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const reportPath = args.find((arg) => !arg.startsWith('--')) ?? 'test-results/e2e-report.json';
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

/** Every test result in the report, with its spec file, title and time. */
function collect(suite, file, out) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        out.push({ file: spec.file ?? file, title: spec.title, ms: result.duration, status: result.status });
      }
    }
  }
  for (const child of suite.suites ?? []) collect(child, child.file ?? file, out);
  return out;
}

const results = report.suites.flatMap((suite) => collect(suite, suite.file, []));
const byFile = new Map();
for (const result of results) {
  const entry = byFile.get(result.file) ?? { file: result.file, tests: 0, ms: 0 };
  entry.tests += 1;
  entry.ms += result.ms;
  byFile.set(result.file, entry);
}
const files = [...byFile.values()].sort((a, b) => b.ms - a.ms);
const testMs = results.reduce((sum, result) => sum + result.ms, 0);
const wallMs = report.stats?.duration ?? testMs;
const failed = results.filter((result) => result.status !== 'passed' && result.status !== 'skipped').length;

/** Test cases and `expect` calls written in the spec files (a loop's cases count once here). */
function sourceCounts(dir) {
  let expects = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.ts')) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    expects += (text.match(/\bexpect(\.soft|\.poll)?\(/g) ?? []).length;
  }
  return { expects };
}
const { expects } = sourceCounts('tests/e2e');

const seconds = (ms) => (ms / 1000).toFixed(1);
const lines = [];
if (markdown) {
  lines.push(`Wall time ${seconds(wallMs)} s; ${results.length} test cases run (${failed} not passed), ${seconds(testMs)} s in tests; ${expects} \`expect\` calls written in tests/e2e.`, '');
  lines.push('| spec | tests | seconds | share |', '|---|---:|---:|---:|');
  for (const entry of files) lines.push(`| ${entry.file} | ${entry.tests} | ${seconds(entry.ms)} | ${((100 * entry.ms) / testMs).toFixed(1)}% |`);
  lines.push('', '| slowest tests | seconds |', '|---|---:|');
  for (const result of [...results].sort((a, b) => b.ms - a.ms).slice(0, 25)) lines.push(`| ${result.file} › ${result.title.replaceAll('|', '\\|')} | ${seconds(result.ms)} |`);
} else {
  lines.push(`browser suite: ${seconds(wallMs)} s wall, ${results.length} test cases (${failed} not passed), ${expects} expect calls written`);
  for (const entry of files) lines.push(`  ${seconds(entry.ms).padStart(7)} s  ${String(entry.tests).padStart(4)} tests  ${entry.file}`);
  lines.push('slowest tests:');
  for (const result of [...results].sort((a, b) => b.ms - a.ms).slice(0, 15)) lines.push(`  ${seconds(result.ms).padStart(7)} s  ${result.file} › ${result.title}`);
}
console.log(lines.join('\n'));
