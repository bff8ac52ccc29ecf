import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { emptyGuest, guestFormSchema } from '@rahi/shared-contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { PersonFields } from './PersonFields';
import { useZodForm } from './use-zod-form';

const schema = z.object({ guests: z.array(guestFormSchema) });

function GuestsForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { guests: [emptyGuest(), emptyGuest()] } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset aria-label="اتاق ۲">
        <PersonFields control={form.control} prefix="guests.1" />
      </fieldset>
      <output aria-label="نام خانوادگی اتاق ۲">{form.watch('guests.1.lastName')}</output>
      <button type="submit">ثبت</button>
    </form>
  );
}

describe('PersonFields', () => {
  it('asks for a national code, and for a passport and nationality once the guest is foreign', async () => {
    const user = userEvent.setup();
    render(<GuestsForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('کد ملی')).toBeInTheDocument();
    expect(screen.queryByLabelText('شماره گذرنامه')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'مسافر خارجی است' }));
    expect(screen.queryByLabelText('کد ملی')).toBeNull();
    expect(screen.getByLabelText('شماره گذرنامه')).toBeInTheDocument();
    expect(screen.getByLabelText('ملیت')).toBeInTheDocument();
  });

  it('takes a foreign guest’s name in Latin letters, typed in its own direction', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<GuestsForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('نام'), 'Anna');
    await user.type(screen.getByLabelText('نام خانوادگی'), 'Schmidt');
    await user.tab();
    expect(screen.getByLabelText('نام خانوادگی')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.namePersianLetters,
    );

    await user.click(screen.getByRole('checkbox', { name: 'مسافر خارجی است' }));
    expect(screen.getByLabelText('نام خانوادگی')).not.toHaveAccessibleDescription(
      PROFILE_MESSAGES.namePersianLetters,
    );
    expect(screen.getByLabelText('نام')).toHaveAttribute('dir', 'auto');
    await user.type(screen.getByLabelText('شماره گذرنامه'), 'C01X00T47');
    await user.type(screen.getByLabelText('ملیت'), 'آلمان');
    await user.click(screen.getByRole('button', { name: 'ثبت' }));
    // The form's other guest is empty, so it is not sent; this guest's fields are all taken.
    for (const label of ['نام', 'نام خانوادگی', 'شماره گذرنامه', 'ملیت'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('نام')).toHaveAccessibleDescription(
      'همان‌گونه که در گذرنامه آمده است (لاتین یا فارسی)',
    );
  });

  it('writes to the person at its prefix and shows the shared schema’s message beside the field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<GuestsForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('نام'), 'علی');
    await user.type(screen.getByLabelText('نام خانوادگی'), 'رضایی');
    await user.type(screen.getByLabelText('کد ملی'), '0084575949');
    expect(screen.getByRole('status', { name: 'نام خانوادگی اتاق ۲' })).toHaveTextContent('رضایی');
    await user.click(screen.getByRole('button', { name: 'ثبت' }));
    expect(screen.getByLabelText('کد ملی')).toHaveAccessibleDescription(PROFILE_MESSAGES.invalidNationalCode);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
