import { MESSAGES } from '@rahi/shared-contracts';
import { createTicketBodySchema, loginRegisterBodySchema, otpCodeSchema } from '@rahi/shared-contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import { FormTextField } from './FormTextField';
import { useZodForm } from './use-zod-form';

const schema = loginRegisterBodySchema.pick({ mobile: true }).extend({ code: otpCodeSchema });

function LoginForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { mobile: '', code: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormTextField control={form.control} name="mobile" label="شماره موبایل" />
      <FormTextField control={form.control} name="code" label="کد تایید" />
      <button type="submit">ورود</button>
    </form>
  );
}

const ticketSchema = createTicketBodySchema.pick({ subject: true, message: true }).extend({
  mobile: loginRegisterBodySchema.shape.mobile,
});

function TicketForm({ onSubmit }: { onSubmit: (values: z.output<typeof ticketSchema>) => void }) {
  const form = useZodForm(ticketSchema, { defaultValues: { subject: '', message: '', mobile: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormTextField control={form.control} name="subject" label="موضوع" />
      <FormTextField control={form.control} name="message" label="پیام" />
      <FormTextField control={form.control} name="mobile" label="شماره موبایل" />
      <button type="submit">ارسال</button>
    </form>
  );
}

describe('useZodForm with FormTextField', () => {
  it('keeps free text as typed, Persian digits and all, and normalises only the mobile it compares', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TicketForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('موضوع'), 'کد رهگیری ۲۴۰۴۲۶۴۰');
    await user.type(screen.getByLabelText('پیام'), 'شماره رزرو من ۲۴۰۴۲۶۴۰ است، ساعت ٩ می‌رسم.');
    await user.type(screen.getByLabelText('شماره موبایل'), '۰۹۱۲۳۴۵۶۷۸۹');
    await user.click(screen.getByRole('button', { name: 'ارسال' }));

    expect(onSubmit).toHaveBeenCalledWith(
      {
        subject: 'کد رهگیری ۲۴۰۴۲۶۴۰',
        message: 'شماره رزرو من ۲۴۰۴۲۶۴۰ است، ساعت ٩ می‌رسم.',
        mobile: '09123456789',
      },
      expect.anything(),
    );
  });

  it('accepts Persian and Arabic digits and submits the schema’s output', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('شماره موبایل'), '۰۹۱۲۳۴۵۶۷۸۹');
    await user.type(screen.getByLabelText('کد تایید'), '١٢٣٤٥');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mobile: '09123456789', code: '12345' }),
      expect.anything(),
    );
  });

  it('shows the shared schema’s Persian message beside the refused field, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('شماره موبایل'), '۱۲۳');
    await user.type(screen.getByLabelText('کد تایید'), '12345');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    const mobile = screen.getByLabelText('شماره موبایل');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(MESSAGES.authInvalidMobile);
    expect(screen.getByLabelText('کد تایید')).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, before any submit', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={jest.fn()} />);

    await user.type(screen.getByLabelText('کد تایید'), '12');
    await user.tab();

    expect(screen.getByLabelText('کد تایید')).toHaveAccessibleDescription(MESSAGES.authInvalidCode);
  });
});
