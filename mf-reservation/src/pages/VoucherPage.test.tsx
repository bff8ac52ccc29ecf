import '@testing-library/jest-dom';
import { VOUCHER_MESSAGES } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { booking, fakeGateway, fileReply, MOBILE } from '../testing/voucher-fixtures';
import VoucherPage from './VoucherPage';

function renderAt(address: string) {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[address]}>
        <VoucherPage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the voucher page', () => {
  it('shows the paid booking: reserve id as text and QR code to /reserve-status, hotel phone, map and rules', async () => {
    fakeGateway([booking]);
    renderAt(`/voucher?reserveId=73920418&mobile=${MOBILE}`);

    expect(await screen.findByRole('heading', { name: VOUCHER_MESSAGES.voucherTitle })).toBeInTheDocument();
    expect(screen.getByTestId('voucher-reserve-id')).toHaveTextContent('۷۳۹۲۰۴۱۸');
    expect(screen.getByTestId('voucher-status')).toHaveTextContent(VOUCHER_MESSAGES.statusConfirmed);
    const qr = screen.getByRole('img', { name: 'کد QR پیگیری رزرو ۷۳۹۲۰۴۱۸' });
    expect(qr.getAttribute('data-qr-text')).toBe(
      `http://localhost/reserve-status?reserveId=73920418&mobile=${MOBILE}`,
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByRole('link', { name: '۰۵۱-۳۲۲۲۵۵۶۶' })).toHaveAttribute('href', 'tel:05132225566');
    expect(screen.getByRole('link', { name: 'نمایش روی نقشه' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=36.2881,59.6157',
    );
    expect(screen.getByText('تا ۴۸ ساعت پیش از ورود بدون جریمه.')).toBeInTheDocument();
    expect(screen.getByText('پنجشنبه ۳ دی ۱۴۰۵، از ساعت ۱۴:۰۰')).toBeInTheDocument();
    expect(screen.queryByText(VOUCHER_MESSAGES.paid)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افزودن به تقویم' })).toHaveAttribute(
      'href',
      `/api/voucher-calendar?reserveId=73920418&mobile=${MOBILE}`,
    );
  });

  it('with isFactor shows the invoice: each night of the room, the payment reference, masked card and date', async () => {
    fakeGateway([booking]);
    renderAt(`/voucher?reserveId=73920418&mobile=${MOBILE}&isFactor=1`);

    expect(await screen.findByRole('heading', { name: VOUCHER_MESSAGES.invoiceTitle })).toBeInTheDocument();
    expect(screen.getByText('اتاق ۱: دو تخته (Twin) – ۲ شب')).toBeInTheDocument();
    expect(screen.getByText('شب پنجشنبه ۳ دی ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByText('شب جمعه ۴ دی ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByText('۱٬۶۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۹۹۱۲۰۰۴۵')).toBeInTheDocument();
    expect(screen.getByText('۶۰۳۷۹۹******۱۲۳۴')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('۱۴۰۵/۰۹/۰۲ ۱۳:۳۴')).toBeInTheDocument();
  });

  it('shows a foreign guest’s name as written, in its own direction, with the passport number', async () => {
    const anna = {
      roomIndex: 0,
      firstName: 'Anna',
      lastName: 'Smith Jr.',
      passportNumber: 'C01X00T47',
      nationality: 'آلمان',
    };
    fakeGateway([{ ...booking, guests: [anna] }]);
    renderAt(`/voucher?reserveId=73920418&mobile=${MOBILE}`);

    expect(await screen.findByText('Anna Smith Jr.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('C01X00T47')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(VOUCHER_MESSAGES.passport)).toBeInTheDocument();
    expect(screen.getByText('آلمان')).toBeInTheDocument();
  });

  it('answers a wrong mobile and a missing booking with the same "not found"', async () => {
    fakeGateway([booking]);
    const first = renderAt('/voucher?reserveId=73920418&mobile=09120000000');
    const wrongMobile = (await screen.findByRole('alert')).textContent;
    first.unmount();
    renderAt(`/voucher?reserveId=55555555&mobile=${MOBILE}`);
    const missing = (await screen.findByRole('alert')).textContent;
    expect(wrongMobile).toBe('رزروی با این کد رزرو و شماره موبایل پیدا نشد.');
    expect(missing).toBe(wrongMobile);
  });

  it('shows an unpaid booking only with its state and a way to pay', async () => {
    fakeGateway([{ ...booking, status: 'pending_payment', payment: null }]);
    renderAt(`/voucher?reserveId=73920418&mobile=${MOBILE}`);

    expect(await screen.findByText(VOUCHER_MESSAGES.notPaid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پرداخت رزرو' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: VOUCHER_MESSAGES.voucherTitle })).not.toBeInTheDocument();
  });

  it('downloads the PDF from POST /api/voucher-pdf as voucher-<random>.pdf, and only logs a failure', async () => {
    const posted: unknown[] = [];
    let answer = fileReply(200, '%PDF');
    fakeGateway([booking], (path, body) => {
      posted.push({ path, body });
      return answer;
    });
    URL.createObjectURL = jest.fn(() => 'blob:voucher');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderAt(`/voucher?reserveId=73920418&mobile=${MOBILE}`);

    await userEvent.click(await screen.findByRole('button', { name: 'دریافت PDF' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^voucher-\d+\.pdf$/);
    expect(posted).toEqual([
      {
        path: '/api/voucher-pdf',
        body: { url: `http://localhost/voucher?reserveId=73920418&mobile=${MOBILE}` },
      },
    ]);

    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = fileReply(502, { meta: { status: false, message: '', errors: ['x'] } });
    await userEvent.click(screen.getByRole('button', { name: 'دریافت PDF' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(names).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
    click.mockRestore();
  });
});
