// Runs once after booking-api's test files (jest.config.js): removes the migrated PGlite dump the global setup
// left in a temporary folder. Not a test file.
import fs from 'node:fs';
import path from 'node:path';

export default function removeMigratedTemplate() {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
