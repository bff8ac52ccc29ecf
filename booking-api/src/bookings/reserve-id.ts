// The short public reserve id: 8 random digits from the system's CSPRNG (90 million values), so it cannot be
// guessed from another booking's; uniqueness is the table's, and a clash is drawn again.
import { randomInt } from 'node:crypto';

/** A fresh reserve id, '10000000'-'99999999'. */
export const newReserveId = () => String(randomInt(10_000_000, 100_000_000));

export const RESERVE_ID = /^\d{8}$/;
