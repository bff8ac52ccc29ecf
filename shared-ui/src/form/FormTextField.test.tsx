import { render, screen } from '@testing-library/react';
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

describe('FormTextField', () => {
  it('puts inputMode on the <input>, where a phone picks its keyboard by it, beside the other input attributes', () => {
    const { container } = render(<CodeForm />);

    const input = screen.getByLabelText('کد ملی');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('maxlength', '12');
    expect(container.querySelectorAll('[inputmode]')).toHaveLength(1);
  });
});
