import { FORM_MESSAGES, MESSAGES } from '@rahi/shared-contracts';
import { mobileSchema } from '@rahi/shared-contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { CONTACT_LABELS, FormEmailField, FormMobileField } from './ContactFields';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  mobile: mobileSchema,
  email: z.union([z.literal(''), z.email({ error: FORM_MESSAGES.invalidEmail })]),
});

function ContactForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { mobile: '', email: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormMobileField control={form.control} name="mobile" required />
      <FormEmailField control={form.control} name="email" />
      <button type="submit">ثبت</button>
    </form>
  );
}

describe('FormMobileField and FormEmailField', () => {
  it('type left to right with the tel and email keyboards and autofill, under their Persian labels', () => {
    render(<ContactForm onSubmit={jest.fn()} />);

    const mobile = screen.getByLabelText(new RegExp(CONTACT_LABELS.mobile));
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).toHaveAttribute('dir', 'ltr');
    expect(mobile).toBeRequired();
    const email = screen.getByLabelText(CONTACT_LABELS.email);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).not.toBeRequired();
  });

  it("show the schema's message beside each field and give the form what the schema made of the text", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ContactForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText(new RegExp(CONTACT_LABELS.mobile)), '۰۹۱۲');
    await user.type(screen.getByLabelText(CONTACT_LABELS.email), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'ثبت' }));
    expect(await screen.findByText(MESSAGES.authInvalidMobile)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(new RegExp(CONTACT_LABELS.mobile)));
    await user.type(screen.getByLabelText(new RegExp(CONTACT_LABELS.mobile)), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.clear(screen.getByLabelText(CONTACT_LABELS.email));
    await user.click(screen.getByRole('button', { name: 'ثبت' }));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '09121234567', email: '' }, expect.anything());
  });
});
