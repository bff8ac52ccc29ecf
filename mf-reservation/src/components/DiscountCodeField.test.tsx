import '@testing-library/jest-dom';
import { BOOKING_MESSAGES, getEventBus } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '../texts';
import { DiscountCodeField } from './DiscountCodeField';

const DRAFT = '0d6c1a52-3f4e-4b7a-9c1d-2e5f6a7b8c9d';

/** /handle-api answers /discount-codes/check with this status and message. */
function answerCheck(status: number, errors: string[]) {
  const bodies: unknown[] = [];
  globalThis.fetch = jest.fn(async (_path: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)).options.body);
    return { status, json: async () => ({ meta: { status: false, message: '', errors }, data: null }) };
  }) as unknown as typeof fetch;
  return bodies;
}

function renderField() {
  const onChange = jest.fn();
  render(
    <Providers router={false}>
      <DiscountCodeField reservationId={DRAFT} applied={null} onChange={onChange} />
    </Providers>,
  );
  return onChange;
}

describe('DiscountCodeField', () => {
  it('asks a visitor to log in for a code limited per traveller, and opens the login from there', async () => {
    const bodies = answerCheck(401, [BOOKING_MESSAGES.codeNeedsLogin]);
    const requests: string[] = [];
    const subscription = getEventBus().events$.subscribe((event) => requests.push(event.type));
    const onChange = renderField();

    await userEvent.type(screen.getByLabelText(TEXTS.discountLabel), 'rahi10');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.applyCode }));

    expect(await screen.findByText(BOOKING_MESSAGES.codeNeedsLogin)).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(JSON.stringify(bodies[0])).not.toContain('mobile');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.loginForCode }));
    expect(requests).toContain('auth/login-requested');
    subscription.unsubscribe();
  });

  it("says an applied code's rule, its percent and cap, beside the amount", async () => {
    const answer = {
      code: 'RAHI10',
      amount: 5_000_000,
      rule: { percent: 10, maxAmount: 5_000_000, fixedAmount: null },
    };
    globalThis.fetch = jest.fn(async () => ({
      status: 200,
      json: async () => ({ meta: { status: true, message: '', errors: [] }, data: answer }),
    })) as unknown as typeof fetch;
    const onChange = renderField();

    await userEvent.type(screen.getByLabelText(TEXTS.discountLabel), 'rahi10');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.applyCode }));
    expect(onChange).toHaveBeenLastCalledWith(answer);

    render(
      <Providers router={false}>
        <DiscountCodeField reservationId={DRAFT} applied={answer} onChange={jest.fn()} />
      </Providers>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('۵۰۰٬۰۰۰ تومان');
    expect(screen.getByTestId('discount-rule')).toHaveTextContent('تخفیف این کد: ۱۰٪ تا سقف ۵۰۰٬۰۰۰ تومان');
  });

  it('shows any other refusal without offering a login', async () => {
    answerCheck(422, [BOOKING_MESSAGES.codeUsed]);
    renderField();

    await userEvent.type(screen.getByLabelText(TEXTS.discountLabel), 'RAHI10');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.applyCode }));

    expect(await screen.findByText(BOOKING_MESSAGES.codeUsed)).toBeVisible();
    expect(screen.queryByRole('button', { name: TEXTS.loginForCode })).not.toBeInTheDocument();
  });
});
