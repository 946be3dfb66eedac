// Lists the failed tests of a vitest JSON report, so that the tail of a CI log names them: the unit suite's own
// failure report is printed long before the browser suite's output ends.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [reportPath, limit = '40'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const firstLines = (message = '', count = 4) =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');

const failures = [];
for (const file of report.testResults ?? []) {
  const name = relative(process.cwd(), file.name);
  const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
  for (const test of failedTests)
    failures.push(`  × ${name} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
  // A file that failed as a whole (an import error, a hook that threw) has no failed test of its own.
  if (file.status === 'failed' && failedTests.length === 0) failures.push(`  × ${name}\n${firstLines(file.message)}`);
}
if (failures.length > 0) {
  console.log(`Failed in ${reportPath} (${failures.length}):`);
  console.log(failures.slice(0, Number(limit)).join('\n'));
  if (failures.length > Number(limit)) console.log(`  … and ${failures.length - Number(limit)} more`);
}
