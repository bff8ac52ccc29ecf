import '@testing-library/jest-dom';
import { clockLeft } from '@rahi/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { HoldCountdown } from './HoldCountdown';

describe('the hold countdown', () => {
  it('writes minutes and seconds in Persian digits', () => {
    expect(clockLeft(754)).toBe('۱۲:۳۴');
    expect(clockLeft(5)).toBe('۰۰:۰۵');
  });

  it('ticks down and tells the page once the hold is over', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const onExpire = jest.fn();
    render(<HoldCountdown until="2026-11-23T10:00:02Z" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۲');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('مهلت پرداخت به پایان رسید');
    expect(onExpire).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
