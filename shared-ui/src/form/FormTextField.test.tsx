import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod';
import { FormTextField } from './FormTextField';
import { useZodForm } from './use-zod-form';

function CodeForm() {
  const form = useZodForm(z.object({ code: z.string() }), { defaultValues: { code: '' } });
  return (
    <FormTextField
      control={form.control}
      name="code"
      label="کد ملی"
      inputMode="numeric"
      slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
    />
  );
}

function TwoFieldForm() {
  const form = useZodForm(z.object({ name: z.string().min(1, { error: 'نام الزامی است.' }) }), {
    defaultValues: { name: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormTextField control={form.control} name="name" label="نام" />
      <button type="submit">ثبت</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('takes the focus when the form is sent with it refused (react-hook-form focuses the field’s <input>)', async () => {
    render(<TwoFieldForm />);
    const submit = screen.getByRole('button', { name: 'ثبت' });
    submit.focus();
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    const input = screen.getByLabelText('نام');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription('نام الزامی است.');
  });

  it('leaves its refusal to the submit when left by a press on the submit button, and shows it when left by Tab', async () => {
    render(<TwoFieldForm />);
    const input = screen.getByLabelText('نام');
    const submit = screen.getByRole('button', { name: 'ثبت' });

    // Pressed: the button takes the focus on the press (on a phone, once the finger is lifted), before the click.
    fireEvent.pointerDown(submit);
    fireEvent.blur(input, { relatedTarget: submit });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input).not.toHaveAccessibleDescription('نام الزامی است.');
    fireEvent.pointerUp(submit);
    fireEvent.click(submit);

    // Tabbed to the same button: refused at once.
    fireEvent.keyDown(input, { key: 'Tab' });
    fireEvent.blur(input, { relatedTarget: submit });
    await waitFor(() => expect(input).toHaveAccessibleDescription('نام الزامی است.'));
  });

  it('puts inputMode on the <input>, where a phone picks its keyboard by it, beside the other input attributes', () => {
    const { container } = render(<CodeForm />);

    const input = screen.getByLabelText('کد ملی');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('maxlength', '12');
    expect(container.querySelectorAll('[inputmode]')).toHaveLength(1);
  });
});
