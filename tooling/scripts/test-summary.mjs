// Reads the log of `npm test` and prints one closing line for CI: "tests: N passed, N failed".
// Sums jest's "Tests:" lines (one per package) and Playwright's "N passed" / "N failed" lines.
import fs from 'node:fs';

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const log = fs.readFileSync(process.argv[2] ?? 0, 'utf8').replace(ANSI_COLOUR, '');
let passed = 0;
let failed = 0;

for (const line of log.split('\n')) {
  const jest = line.match(/Tests:\s+(.*)\s+total/);
  if (jest) {
    passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  const pwPassed = line.match(/^\s*(\d+) passed \(\d/);
  if (pwPassed) passed += Number(pwPassed[1]);
  const pwFailed = line.match(/^\s*(\d+) failed$/);
  if (pwFailed) failed += Number(pwFailed[1]);
}

console.log(`tests: ${passed} passed, ${failed} failed`);
