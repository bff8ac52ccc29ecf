import { MESSAGES } from '@rahi/shared-contracts';
import { loginRegisterBodySchema, otpCodeSchema } from '@rahi/shared-contracts/api';
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

describe('useZodForm with FormTextField', () => {
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
