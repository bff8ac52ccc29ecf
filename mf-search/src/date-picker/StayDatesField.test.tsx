import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StayDatesField } from './StayDatesField';

type Stay = { checkin: string | null; checkout: string | null };

function Harness({ initial, onChange }: { initial: Stay; onChange: (next: Stay) => void }) {
  const [stay, setStay] = useState(initial);
  return (
    <StayDatesField
      {...stay}
      onChange={(next) => {
        setStay(next);
        onChange(next);
      }}
    />
  );
}

function renderField(initial: Stay = { checkin: null, checkout: null }) {
  const onChange = jest.fn();
  render(
    <Providers router={false}>
      <Harness initial={initial} onChange={onChange} />
    </Providers>,
  );
  return { user: userEvent.setup({ delay: null }), onChange };
}

const checkinField = () => screen.getByRole('combobox', { name: 'تاریخ ورود' });
const checkoutField = () => screen.getByRole('combobox', { name: 'تاریخ خروج' });
const day = (name: string) => within(screen.getByRole('dialog')).getByRole('gridcell', { name });

// Tuesday 18 Azar 1404 (2025-12-09), 11:30 in Tehran; the clock still runs so user-event's waits work.
beforeEach(() => jest.useFakeTimers({ now: new Date('2025-12-09T08:00:00Z'), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe('StayDatesField', () => {
  it('shows the stay as Jalali days with the number of nights', () => {
    renderField({ checkin: '2025-12-11', checkout: '2025-12-13' });

    expect(checkinField()).toHaveValue('پنجشنبه ۲۰ آذر');
    expect(checkoutField()).toHaveValue('شنبه ۲۲ آذر');
    expect(screen.getByText('۲ شب')).toBeInTheDocument();
  });

  it('opens at once from the check-in when asked to (another remote shows it on a press)', async () => {
    const onChange = jest.fn();
    render(
      <Providers router={false}>
        <StayDatesField checkin="2025-12-11" checkout="2025-12-13" onChange={onChange} openOnMount />
      </Providers>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Behind the open picker (a modal), the fields are hidden from the accessibility tree.
    expect(screen.getByRole('combobox', { name: 'تاریخ ورود', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.setup({ delay: null }).click(day('شنبه ۲۹ آذر ۱۴۰۴'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2025-12-20', checkout: null });
  });

  it('says the hint at the top of the open picker, and tells when it is put away', async () => {
    const onClose = jest.fn();
    render(
      <Providers router={false}>
        <StayDatesField
          checkin="2025-12-11"
          checkout="2025-12-13"
          onChange={jest.fn()}
          openOnMount
          hint="تاریخ سفر را انتخاب کنید."
          onClose={onClose}
        />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('تاریخ سفر را انتخاب کنید.');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('takes the check-in, then the check-out, and closes', async () => {
    const { user, onChange } = renderField();

    await user.click(checkinField());
    // The picker's code loads on the first open (StayDatesPicker, a chunk of its own).
    expect((await screen.findAllByRole('grid')).map((grid) => grid.getAttribute('aria-label'))).toEqual([
      'آذر ۱۴۰۴',
      'دی ۱۴۰۴',
    ]);
    await user.click(day('پنجشنبه ۲۰ آذر ۱۴۰۴'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2025-12-11', checkout: null });
    await user.click(day('پنجشنبه ۴ دی ۱۴۰۴'));

    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2025-12-11', checkout: '2025-12-25' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('۱۴ شب')).toBeInTheDocument();
  });

  it('never makes a stay of 0 nights: the same day twice keeps waiting for a check-out', async () => {
    const { user, onChange } = renderField();

    await user.click(checkinField());
    await user.click(day('پنجشنبه ۲۰ آذر ۱۴۰۴'));
    await user.click(day('پنجشنبه ۲۰ آذر ۱۴۰۴'));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('from the check-out field, the next later day is the check-out and an earlier day a new check-in', async () => {
    const { user, onChange } = renderField({ checkin: '2025-12-11', checkout: '2025-12-13' });

    await user.click(checkoutField());
    await user.click(day('سه‌شنبه ۱۸ آذر ۱۴۰۴'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2025-12-09', checkout: null });
    await user.click(day('جمعه ۲۱ آذر ۱۴۰۴'));

    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2025-12-09', checkout: '2025-12-12' });
  });

  it('refuses days before today in Tehran and after today + 400 days', async () => {
    const { user } = renderField();

    await user.click(checkinField());
    expect(day('دوشنبه ۱۷ آذر ۱۴۰۴')).toHaveAttribute('aria-disabled', 'true');
    expect(day('سه‌شنبه ۱۸ آذر ۱۴۰۴')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'ماه قبل' })).toHaveAttribute('aria-disabled', 'true');

    // A year and a month on, then a week: focus stops at the last bookable day, 2027-01-13.
    await user.keyboard('{Shift>}{PageDown}{/Shift}{PageDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('چهارشنبه ۲۳ دی ۱۴۰۵');
    expect(day('پنجشنبه ۲۴ دی ۱۴۰۵')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'ماه بعد' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is a combobox whose popup is the picker dialog, opened with the keyboard', async () => {
    const { user } = renderField();
    const fields = [checkinField(), checkoutField()];

    for (const field of fields) {
      expect(field).toHaveAttribute('aria-haspopup', 'dialog');
      expect(field).toHaveAttribute('aria-expanded', 'false');
      expect(field).not.toHaveAttribute('aria-controls');
    }
    await user.tab();
    expect(checkinField()).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    // The open picker is modal, so the fields behind it are hidden from the accessibility tree.
    const dialog = screen.getByRole('dialog');
    expect(dialog.id).not.toBe('');
    for (const field of fields) {
      expect(field).toHaveAttribute('aria-expanded', 'true');
      expect(field).toHaveAttribute('aria-controls', dialog.id);
    }
  });

  it('closes on Escape and gives the focus back to the check-in field', async () => {
    const { user } = renderField();

    await user.click(checkinField());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkinField()).toHaveFocus();
  });
});

describe('StayDatesField on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('opens as a full-screen sheet with one month and a close button', async () => {
    const { user } = renderField();
    const field = checkinField();

    await user.click(field);

    const sheet = screen.getByRole('dialog', { name: 'انتخاب تاریخ' });
    expect(field).toHaveAttribute('aria-controls', sheet.id);
    expect(within(sheet).getAllByRole('grid')).toHaveLength(1);
    await user.click(within(sheet).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
