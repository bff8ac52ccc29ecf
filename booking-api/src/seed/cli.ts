// `npm run seed`: empties the seeded tables and loads the seed again, into DATABASE_URL's PostgreSQL or
// the default PGlite folder (.data/pglite at the repository root).
import { openDatabase } from '../db/client';
import { seedDatabase } from './index';

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    const result = await seedDatabase(handle.db);
    const { elapsedMs, ...counts } = result;
    console.log(
      `[seed] ${handle.kind}: ${Object.entries(counts)
        .map(([table, n]) => `${n} ${table}`)
        .join(', ')}`,
    );
    console.log(`[seed] done in ${(elapsedMs / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error('[seed] failed', error);
  process.exit(1);
});
