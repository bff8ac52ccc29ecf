// A local fake of Zarinpal's REST v4 payment API (request, verify, inquiry, unVerified, reverse), following its documented
// answers: request gives a 36-character authority; verify answers 100 the first time, 101 after, -50 for another
// amount, -51 for an unpaid one; errors come as { data: [], errors: { code, message } }. The test plays the
// buyer with pay(authority). Not a test file itself.
import { randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-server';

type State = 'IN_BANK' | 'PAID' | 'VERIFIED' | 'FAILED' | 'REVERSED';

const MERCHANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startFakeZarinpal() {
  const payments = new Map<string, { amount: number; state: State; callbackUrl: string; refId: number }>();
  const error = (code: number, message: string) => ({
    status: 200,
    body: { data: [], errors: { code, message } },
  });
  const ok = (data: object) => ({
    status: 200,
    body: { data: { code: 100, message: 'Success', ...data }, errors: [] },
  });

  let failures = 0;
  const server = await startFakeServer((request) => {
    // A bank having a bad minute: its proxy's error page instead of the API's JSON.
    if (failures > 0) {
      failures -= 1;
      return { status: 502, body: '<html>502 Bad Gateway</html>' };
    }
    const body = JSON.parse(request.text || '{}') as Record<string, unknown>;
    if (!MERCHANT.test(String(body.merchant_id))) return error(-9, 'The merchant_id is not valid.');
    const payment = payments.get(String(body.authority));
    switch (request.path) {
      case '/pg/v4/payment/request.json': {
        if (typeof body.amount !== 'number' || body.amount < 10_000)
          return error(-9, 'The amount is invalid.');
        const authority = `A${randomBytes(18).toString('hex').slice(0, 35)}`;
        payments.set(authority, {
          amount: body.amount,
          state: 'IN_BANK',
          callbackUrl: String(body.callback_url),
          refId: 200_000 + payments.size,
        });
        return ok({ authority, fee_type: 'Merchant', fee: 0 });
      }
      case '/pg/v4/payment/verify.json': {
        if (!payment || payment.state === 'IN_BANK' || payment.state === 'FAILED')
          return error(-51, 'Session is not valid, session is not active paid try.');
        if (payment.amount !== body.amount)
          return error(-50, 'Session is not valid, amounts values is not the same.');
        const code = payment.state === 'VERIFIED' ? 101 : 100;
        payment.state = 'VERIFIED';
        return {
          status: 200,
          body: {
            data: {
              code,
              message: code === 100 ? 'Paid' : 'Verified',
              ref_id: payment.refId,
              card_pan: '502229******5995',
              card_hash: 'x',
              fee_type: 'Merchant',
              fee: 0,
            },
            errors: [],
          },
        };
      }
      case '/pg/v4/payment/inquiry.json':
        return payment ? ok({ status: payment.state }) : error(-51, 'Session is not valid.');
      case '/pg/v4/payment/reverse.json':
        if (payment?.state !== 'VERIFIED')
          return error(-63, 'Maximum time for reverse this session is expired.');
        payment.state = 'REVERSED';
        return ok({});
      case '/pg/v4/payment/unVerified.json':
        return ok({
          authorities: [...payments.entries()]
            .filter(([, item]) => item.state === 'PAID')
            .map(([authority, item]) => ({
              authority,
              amount: item.amount,
              callback_url: item.callbackUrl,
              referer: '',
              date: '',
            })),
        });
      default:
        return { status: 404, body: { data: [], errors: { code: -1, message: 'not found' } } };
    }
  });
  return {
    ...server,
    merchantId: '1344b5d4-0048-11e8-94db-005056a205be',
    /** The buyer pays at the bank (or fails: the state stays unpaid). */
    pay(authority: string, outcome: 'paid' | 'failed' = 'paid') {
      const payment = payments.get(authority);
      if (!payment) throw new Error(`no payment ${authority}`);
      payment.state = outcome === 'paid' ? 'PAID' : 'FAILED';
    },
    state: (authority: string) => payments.get(authority)?.state,
    /** The next `count` requests answer 502 with an HTML page. */
    failNext(count: number) {
      failures = count;
    },
  };
}
