// What the desk's routes are built from: the database, the clock and the time a hotel has to answer.
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';

export interface DeskDeps {
  db: Database;
  clock: Clock;
  /** HOTEL_ANSWER_MINUTES. */
  hotelAnswerMinutes: number;
}
