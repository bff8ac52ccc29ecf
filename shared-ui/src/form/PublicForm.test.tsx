import { FORM_MESSAGES, MESSAGES, provideLoginHelpers } from '@rahi/shared-contracts';
import { mobileSchema } from '@rahi/shared-contracts/api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as z from 'zod';
import { fakeProxy, ok, refused, withClient } from '../query/test-harness';
import { FormChoiceField } from './FormChoiceField';
import { FormTextField } from './FormTextField';
import { PublicForm } from './PublicForm';
import { usePublicForm } from './use-public-form';

const schema = z.object({
  mobile: mobileSchema,
  score: z.enum(['1', '2', '3', '4', '5'], { error: FORM_MESSAGES.scoreRequired }),
  note: z.string().optional(),
});

function ScoreForm() {
  const state = usePublicForm<typeof schema, { id: number }>(schema, {
    endPoint: '/scores',
    action: 'contact',
    defaultValues: { mobile: '', score: undefined, note: '' },
  });
  if (state.sent) return <p>ثبت شد {state.sent.id}</p>;
  return (
    <PublicForm form={state} label="امتیاز" submitLabel="ارسال">
      <FormTextField control={state.form.control} name="mobile" label="موبایل" />
      <FormTextField control={state.form.control} name="note" label="توضیح" />
      <FormChoiceField
        control={state.form.control}
        name="score"
        label="امتیاز شما"
        row
        options={['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))}
      />
    </PublicForm>
  );
}

const renderForm = () => {
  const { wrapper: Wrapper } = withClient();
  render(
    <Wrapper>
      <ScoreForm />
    </Wrapper>,
  );
};

describe('PublicForm with usePublicForm', () => {
  it('shows the Persian message beside each field and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const calls = fakeProxy(() => ok({ id: 1 }));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'ارسال' }));
    expect(await screen.findByText(MESSAGES.authInvalidMobile)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.scoreRequired)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'امتیاز شما' })).toHaveAccessibleDescription(
      FORM_MESSAGES.scoreRequired,
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the values as typed (free text keeps its Persian digits) with the bot-check token, and keeps every value when the send fails', async () => {
    const user = userEvent.setup();
    provideLoginHelpers({
      captchaEnabled: () => true,
      captchaToken: async () => 'token-1',
      pushToken: async () => null,
    });
    let first = true;
    const calls = fakeProxy(() => {
      const answer = first ? refused(502, 'پاسخی نیامد') : ok({ id: 7 });
      first = false;
      return answer;
    });
    renderForm();
    await user.type(screen.getByLabelText('موبایل'), '۰۹۱۲۳۴۵۶۷۸۹');
    await user.type(screen.getByLabelText('توضیح'), 'رزرو ۲۴۰۴۲۶۴۰');
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'ارسال' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.sendFailed);
    expect(screen.getByLabelText('موبایل')).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    // booking-api validates with the same schema, which normalises the mobile it compares.
    expect(calls[0]?.body).toEqual({
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
      score: '4',
      note: 'رزرو ۲۴۰۴۲۶۴۰',
      captcha_token: 'token-1',
    });
    expect(screen.getByText(/reCAPTCHA/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ارسال' }));
    await waitFor(() => expect(screen.getByText('ثبت شد 7')).toBeInTheDocument());
  });

  it('rendered on the server: cannot be sent before hydration, then sends what was typed and chosen meanwhile', async () => {
    const calls = fakeProxy(() => ok({ id: 7 }));
    const { wrapper: Wrapper } = withClient();
    const tree = (
      <Wrapper>
        <ScoreForm />
      </Wrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    // The traveller types and chooses on the server's HTML.
    (container.querySelector('input[name="mobile"]') as HTMLInputElement).value = '09121234567';
    (container.querySelector('input[name="score"][value="4"]') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, tree);
    });
    const send = screen.getByRole('button', { name: 'ارسال' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);

    expect(await screen.findByText('ثبت شد 7')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ mobile: '09121234567', score: '4' });
    container.remove();
  });
});
