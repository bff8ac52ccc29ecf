import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPicker } from './test-harness';

const spinner = (name: string) => screen.getByRole('spinbutton', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('the time spinners', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('step once on a press and every 100 ms while held: 350 ms is 1 + 3 steps', () => {
    const { onChange } = renderPicker(
      { mode: 'single', value: '2025-03-18T10:00', withTime: true },
      { advanceTimers: jest.advanceTimersByTime },
    );

    fireEvent.pointerDown(button('افزایش ساعت'));
    act(() => jest.advanceTimersByTime(350));
    fireEvent.pointerUp(button('افزایش ساعت'));
    act(() => jest.advanceTimersByTime(500));

    expect(spinner('ساعت')).toHaveAttribute('aria-valuenow', '14');
    expect(spinner('ساعت')).toHaveTextContent('۱۴');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-18T14:00');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('repeats while Enter is held on the button and stops when it is let go', () => {
    renderPicker({ mode: 'single', value: '2025-03-18T10:30', withTime: true });

    fireEvent.keyDown(button('کاهش دقیقه'), { key: 'Enter' });
    act(() => jest.advanceTimersByTime(250));
    fireEvent.keyUp(button('کاهش دقیقه'), { key: 'Enter' });
    act(() => jest.advanceTimersByTime(300));

    expect(spinner('دقیقه')).toHaveAttribute('aria-valuenow', '27');
  });

  it('wraps from 23 to 0 and from 0 to 59', () => {
    renderPicker({ mode: 'single', value: '2025-03-18T23:00', withTime: true });

    fireEvent.pointerDown(button('افزایش ساعت'));
    fireEvent.pointerUp(button('افزایش ساعت'));
    fireEvent.pointerDown(button('کاهش دقیقه'));
    fireEvent.pointerUp(button('کاهش دقیقه'));

    expect(spinner('ساعت')).toHaveAttribute('aria-valuenow', '0');
    expect(spinner('دقیقه')).toHaveAttribute('aria-valuenow', '59');
  });

  it('skips disabled times, also with the arrow keys on the spinner', () => {
    renderPicker({
      mode: 'single',
      value: '2025-03-18T22:00',
      withTime: true,
      isTimeDisabled: (time) => time.hour === 23 || time.hour < 6,
    });

    fireEvent.keyDown(spinner('ساعت'), { key: 'ArrowUp' });
    expect(spinner('ساعت')).toHaveAttribute('aria-valuenow', '6');
    fireEvent.keyDown(spinner('ساعت'), { key: 'ArrowDown' });
    expect(spinner('ساعت')).toHaveAttribute('aria-valuenow', '22');
  });

  it('has a start and an end time in range mode', () => {
    const { onChange } = renderPicker({ mode: 'range', value: ['2025-03-18', '2025-03-20'], withTime: true });

    fireEvent.pointerDown(button('افزایش ساعت پایان ساعت'));
    fireEvent.pointerUp(button('افزایش ساعت پایان ساعت'));

    expect(onChange).toHaveBeenLastCalledWith(['2025-03-18T14:00', '2025-03-20T13:00']);
  });
});
