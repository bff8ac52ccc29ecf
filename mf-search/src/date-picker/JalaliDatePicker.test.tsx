import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen, within } from '@testing-library/react';
import { JalaliDatePicker } from './JalaliDatePicker';
import { renderPicker } from './test-harness';

const day = (name: string) => screen.getByRole('gridcell', { name });
const selectedDays = () =>
  screen.queryAllByRole('gridcell', { selected: true }).map((cell) => cell.getAttribute('aria-label'));

describe('JalaliDatePicker', () => {
  it('shows the Jalali month with Persian names and digits, weeks from Saturday', () => {
    renderPicker({ mode: 'single', value: null });

    const grid = screen.getByRole('grid', { name: 'اسفند ۱۴۰۳' });
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((head) => head.getAttribute('aria-label'));
    expect(heads).toEqual(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه']);
    expect(day('جمعه ۲۴ اسفند ۱۴۰۳')).toHaveTextContent('۲۴');
    expect(day('چهارشنبه ۲۲ اسفند ۱۴۰۳')).toHaveAttribute('aria-current', 'date');
    expect(within(grid).getAllByRole('gridcell', { name: /اسفند/ })).toHaveLength(30);
  });

  it('shows the Gregorian month in English, weeks from Sunday', () => {
    renderPicker({ mode: 'single', value: null, locale: 'en' });

    const grid = screen.getByRole('grid', { name: 'March 2025' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAccessibleName('Sunday');
    expect(day('Friday, March 14, 2025')).toHaveTextContent('14');
  });

  it('selects a day and hands back its ISO date', async () => {
    const { user, onChange } = renderPicker({ mode: 'single', value: null });

    await user.click(day('سه‌شنبه ۲۸ اسفند ۱۴۰۳'));

    expect(onChange).toHaveBeenLastCalledWith('2025-03-18');
    expect(selectedDays()).toEqual(['سه‌شنبه ۲۸ اسفند ۱۴۰۳']);
    expect(screen.getByRole('status')).toHaveTextContent('۱۴۰۳/۱۲/۲۸');
  });

  it('chooses a range across Esfand and Farvardin and highlights the days between', async () => {
    const { user, onChange } = renderPicker({ mode: 'range', value: [null, null], months: 2 });

    await user.click(day('سه‌شنبه ۲۸ اسفند ۱۴۰۳'));
    await user.click(day('یکشنبه ۳ فروردین ۱۴۰۴'));

    expect(onChange).toHaveBeenLastCalledWith(['2025-03-18', '2025-03-23']);
    expect(selectedDays()).toEqual(['سه‌شنبه ۲۸ اسفند ۱۴۰۳', 'یکشنبه ۳ فروردین ۱۴۰۴']);
    expect(screen.getByRole('status')).toHaveTextContent('۱۴۰۳/۱۲/۲۸ – ۱۴۰۴/۰۱/۰۳');
  });

  it('corrects a second day before the first by making it the start', async () => {
    const { user, onChange } = renderPicker({ mode: 'range', value: [null, null] });

    await user.click(day('پنجشنبه ۳۰ اسفند ۱۴۰۳'));
    await user.click(day('دوشنبه ۲۰ اسفند ۱۴۰۳'));

    expect(onChange).toHaveBeenLastCalledWith(['2025-03-10', '2025-03-20']);
  });

  it('puts a value whose start is after its end in order', () => {
    renderPicker({ mode: 'range', value: ['2025-03-20', '2025-03-10'] });

    expect(selectedDays()).toEqual(['دوشنبه ۲۰ اسفند ۱۴۰۳', 'پنجشنبه ۳۰ اسفند ۱۴۰۳']);
  });

  it('will not choose a disabled day or one outside [min, max]', async () => {
    const { user, onChange } = renderPicker({
      mode: 'single',
      value: null,
      min: '2025-03-05',
      max: '2025-03-25',
      isDisabled: (date) => date === '2025-03-17',
    });

    expect(day('دوشنبه ۲۷ اسفند ۱۴۰۳')).toHaveAttribute('aria-disabled', 'true');
    expect(day('دوشنبه ۱۳ اسفند ۱۴۰۳')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('دوشنبه ۲۷ اسفند ۱۴۰۳'));
    await user.click(day('دوشنبه ۱۳ اسفند ۱۴۰۳'));

    expect(onChange).not.toHaveBeenCalled();
    expect(selectedDays()).toEqual([]);
  });

  it('does not let a range span a disabled day: the far click starts a new range', async () => {
    const { user, onChange } = renderPicker({
      mode: 'range',
      value: [null, null],
      isDisabled: (date) => date === '2025-03-17',
    });

    await user.click(day('شنبه ۲۵ اسفند ۱۴۰۳'));
    await user.click(day('چهارشنبه ۲۹ اسفند ۱۴۰۳'));

    expect(onChange).toHaveBeenLastCalledWith(['2025-03-19', null]);
  });

  it('dims the month arrows when the adjacent month is not allowed, and turns pages when it is', async () => {
    const { user } = renderPicker({ mode: 'single', value: null, min: '2025-03-01', max: '2025-04-10' });
    const previous = screen.getByRole('button', { name: 'ماه قبل' });
    const next = screen.getByRole('button', { name: 'ماه بعد' });

    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await user.click(previous);
    expect(screen.getByRole('grid')).toHaveAccessibleName('اسفند ۱۴۰۳');

    await user.click(next);
    expect(screen.getByRole('grid')).toHaveAccessibleName('فروردین ۱۴۰۴');
    expect(screen.getByRole('button', { name: 'ماه بعد' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'ماه قبل' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the submit button only when no selected date is disabled', () => {
    const isDisabled = (date: string) => date === '2025-03-20';
    const { unmount } = renderPicker({ mode: 'range', value: ['2025-03-18', '2025-03-22'], isDisabled });
    expect(screen.queryByRole('button', { name: 'تأیید' })).not.toBeInTheDocument();
    unmount();

    renderPicker({ mode: 'range', value: ['2025-03-21', '2025-03-22'], isDisabled });
    expect(screen.getByRole('button', { name: 'تأیید' })).toBeVisible();
  });

  it('submits with the button when the selection is clean, and not before it is complete', async () => {
    const onSubmit = jest.fn();
    const { user } = renderPicker({ mode: 'range', value: [null, null], onSubmit });

    await user.click(day('سه‌شنبه ۲۸ اسفند ۱۴۰۳'));
    expect(screen.queryByRole('button', { name: 'تأیید' })).not.toBeInTheDocument();
    await user.click(day('پنجشنبه ۳۰ اسفند ۱۴۰۳'));
    await user.click(screen.getByRole('button', { name: 'تأیید' }));

    expect(onSubmit).toHaveBeenCalledWith(['2025-03-18', '2025-03-20']);
  });

  it('submits on every choice with autoSubmit, and shows no submit button', async () => {
    const onSubmit = jest.fn();
    const { user } = renderPicker({ mode: 'single', value: null, autoSubmit: true, onSubmit });

    await user.click(day('سه‌شنبه ۲۸ اسفند ۱۴۰۳'));

    expect(onSubmit).toHaveBeenCalledWith('2025-03-18');
    expect(screen.queryByRole('button', { name: 'تأیید' })).not.toBeInTheDocument();
  });

  it("shows 'امروز' when today may be chosen and selects it", async () => {
    const { user, onChange } = renderPicker({ mode: 'single', value: '2025-01-05' });

    expect(screen.getByRole('grid')).toHaveAccessibleName('دی ۱۴۰۳');
    await user.click(screen.getByRole('button', { name: 'امروز' }));

    expect(onChange).toHaveBeenLastCalledWith('2025-03-12');
    expect(screen.getByRole('grid')).toHaveAccessibleName('اسفند ۱۴۰۳');
  });

  it("hides 'امروز' when today is disabled or out of range", () => {
    renderPicker({ mode: 'single', value: null, min: '2025-03-15' });
    expect(screen.queryByRole('button', { name: 'امروز' })).not.toBeInTheDocument();
  });

  it('selects the dates of a shortcut', async () => {
    const { user, onChange } = renderPicker({ mode: 'range', value: [null, null], shortcuts: true });
    const shortcuts = screen.getByRole('group', { name: 'انتخاب سریع' });

    await user.click(within(shortcuts).getByRole('button', { name: 'امشب' }));
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-12', '2025-03-13']);

    await user.click(within(shortcuts).getByRole('button', { name: 'آخر هفته' }));
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-13', '2025-03-15']); // Thursday to Saturday

    await user.click(within(shortcuts).getByRole('button', { name: 'نوروز' }));
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-21', '2025-03-25']);
    expect(screen.getByRole('grid')).toHaveAccessibleName('فروردین ۱۴۰۴');
  });

  it('leaves out a shortcut whose days cannot all be chosen', () => {
    renderPicker({ mode: 'range', value: [null, null], shortcuts: true, max: '2025-03-22' });

    const shortcuts = screen.getByRole('group', { name: 'انتخاب سریع' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['امشب', 'آخر هفته']); // not نوروز
  });

  it('clears the selection when the value turns into an invalid date', () => {
    const onChange = jest.fn();
    const picker = (value: string | null) => (
      <Providers router={false}>
        <JalaliDatePicker mode="single" value={value} onChange={onChange} today="2025-03-12" />
      </Providers>
    );
    const { rerender } = render(picker('2025-03-18'));
    expect(selectedDays()).toEqual(['سه‌شنبه ۲۸ اسفند ۱۴۰۳']);

    rerender(picker('1403/12/28'));
    expect(selectedDays()).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(picker('2025-02-30'));
    expect(selectedDays()).toEqual([]);
  });

  it('writes the output with the time when it has one', async () => {
    const { user, onChange } = renderPicker({ mode: 'single', value: null, withTime: true, locale: 'en' });

    await user.click(day('Tuesday, March 18, 2025'));

    expect(onChange).toHaveBeenLastCalledWith('2025-03-18T14:00');
    expect(screen.getByRole('status')).toHaveTextContent('2025/03/18 14:00');
  });
});
