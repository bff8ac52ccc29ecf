// The seconds left before a sent code may be sent again (product §4, §9: 120 s from the send).
import { OTP_LIFETIME_SECONDS } from '@rahi/shared-contracts/api';
import { useEffect, useState } from 'react';

const secondsLeft = (sentAt: number, seconds: number) =>
  Math.max(0, Math.ceil((sentAt + seconds * 1000 - Date.now()) / 1000));

/** Counts down from `seconds` after `sentAt` (a Date.now() value); 0 when nothing was sent or time is up. */
export function useCountdown(sentAt: number | null, seconds = OTP_LIFETIME_SECONDS): number {
  const [left, setLeft] = useState(() => (sentAt === null ? 0 : secondsLeft(sentAt, seconds)));
  useEffect(() => {
    if (sentAt === null) {
      setLeft(0);
      return;
    }
    setLeft(secondsLeft(sentAt, seconds));
    const timer = setInterval(() => {
      const next = secondsLeft(sentAt, seconds);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt, seconds]);
  return left;
}
