import { loginRegisterBodySchema } from '@rahi/shared-contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DeferredRules, deferredRules, useDeferredRulesForm } from './deferred-resolver';
import { FormTextField } from './FormTextField';
import { zodFormResolver } from './use-zod-form';

const schema = loginRegisterBodySchema.pick({ mobile: true });
type Input = { mobile: string };
type Output = { mobile: string };
const UNAVAILABLE = 'دریافت اطلاعات ممکن نشد.';

function MobileForm({
  rules,
  onSubmit,
}: {
  rules: DeferredRules<Input, Output>;
  onSubmit: (v: Output) => void;
}) {
  const form = useDeferredRulesForm(rules, { defaultValues: { mobile: '' } });
  const refusal = form.formState.errors.root?.message;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} onFocus={rules.preload} noValidate>
      <FormTextField control={form.control} name="mobile" label="شماره موبایل" />
      {refusal && <p role="alert">{refusal}</p>}
      <button type="submit">ادامه</button>
    </form>
  );
}

describe('deferredRules', () => {
  it('loads the rules once, on the first focus, and validates with them', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => zodFormResolver(schema));
    const onSubmit = jest.fn();
    render(<MobileForm rules={deferredRules(load, UNAVAILABLE)} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('شماره موبایل'), '۰۹۱۲');
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(await screen.findByText('شماره موبایل معتبر نیست.')).toBeVisible();

    await user.clear(screen.getByLabelText('شماره موبایل'));
    await user.type(screen.getByLabelText('شماره موبایل'), '۰۹۱۲۳۴۵۶۷۸۹');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '09123456789' }, expect.anything());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the whole form while the rules cannot load, keeps what was typed, and asks again next time', async () => {
    const user = userEvent.setup();
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return zodFormResolver(schema);
    });
    const onSubmit = jest.fn();
    render(<MobileForm rules={deferredRules(load, UNAVAILABLE)} onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('شماره موبایل'), '09123456789');
    online = true;
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '09123456789' }, expect.anything());
    expect(screen.getByLabelText('شماره موبایل')).toHaveValue('09123456789');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
