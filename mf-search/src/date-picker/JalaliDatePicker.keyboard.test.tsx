import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderPicker } from './test-harness';

const focusedLabel = () => document.activeElement?.getAttribute('aria-label');

describe('JalaliDatePicker with the keyboard', () => {
  it('has exactly one day in the tab order: the selected day', async () => {
    const { user } = renderPicker({ mode: 'single', value: '2025-03-18' });

    const tabbable = screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0);
    expect(tabbable.map((cell) => cell.getAttribute('aria-label'))).toEqual(['سه‌شنبه ۲۸ اسفند ۱۴۰۳']);
    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab();
    expect(focusedLabel()).toBe('سه‌شنبه ۲۸ اسفند ۱۴۰۳');
    await user.tab();
    expect(document.activeElement).toHaveTextContent('امروز');
  });

  it('moves by day (left is forward in Persian) and by week, into the next month', async () => {
    const { user } = renderPicker({ mode: 'single', value: '2025-03-18', autoFocus: true });

    await user.keyboard('{ArrowLeft}');
    expect(focusedLabel()).toBe('چهارشنبه ۲۹ اسفند ۱۴۰۳');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedLabel()).toBe('دوشنبه ۲۷ اسفند ۱۴۰۳');
    await user.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('دوشنبه ۴ فروردین ۱۴۰۴');
    expect(screen.getByRole('grid')).toHaveAccessibleName('فروردین ۱۴۰۴');
    await user.keyboard('{ArrowUp}');
    expect(focusedLabel()).toBe('دوشنبه ۲۷ اسفند ۱۴۰۳');
  });

  it('moves by month with Page Up/Down and to the week ends with Home/End', async () => {
    const { user } = renderPicker({ mode: 'single', value: '2025-03-18', autoFocus: true });

    await user.keyboard('{PageDown}');
    expect(focusedLabel()).toBe('پنجشنبه ۲۸ فروردین ۱۴۰۴');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedLabel()).toBe('یکشنبه ۲۸ بهمن ۱۴۰۳');
    await user.keyboard('{Home}');
    expect(focusedLabel()).toBe('شنبه ۲۷ بهمن ۱۴۰۳');
    await user.keyboard('{End}');
    expect(focusedLabel()).toBe('جمعه ۳ اسفند ۱۴۰۳');
    expect(screen.getByRole('grid')).toHaveAccessibleName('اسفند ۱۴۰۳');
  });

  it('selects with Enter and Space, and ranges work the same way', async () => {
    const { user, onChange } = renderPicker({ mode: 'range', value: [null, null], autoFocus: true });

    await user.keyboard('{Enter}'); // today, 22 Esfand
    await user.keyboard('{ArrowLeft}{ArrowLeft}[Space]');

    expect(onChange).toHaveBeenLastCalledWith(['2025-03-12', '2025-03-14']);
    expect(screen.getByRole('gridcell', { name: 'جمعه ۲۴ اسفند ۱۴۰۳' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('does not move focus past max', async () => {
    const { user } = renderPicker({
      mode: 'single',
      value: '2025-03-18',
      max: '2025-03-20',
      autoFocus: true,
    });

    await user.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('پنجشنبه ۳۰ اسفند ۱۴۰۳');
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    const { user } = renderPicker({ mode: 'single', value: null, autoFocus: true, onClose });

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
