// What the desk's routes are built from: the database, the clock, the time a hotel has to answer and the caches'
// change feed.
import type { Clock } from '../auth/clock';
import type { NightChangeFeed } from '../cache/night-changes';
import type { Database } from '../db/client';

export interface DeskDeps {
  db: Database;
  clock: Clock;
  /** HOTEL_ANSWER_MINUTES. */
  hotelAnswerMinutes: number;
  /** Where a change of a hotel's nights is told to this process's caches. */
  changes: NightChangeFeed;
}
