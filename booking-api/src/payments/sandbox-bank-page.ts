// The sandbox provider's bank page: Persian, right to left, marked as a test on every side, with the amount in
// Toman and three buttons that post back to it (pay, cancel, fail).
import { BOOKING_MESSAGES, sandboxAmountLine, toPersianDigits } from '@rahi/shared-contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:Vazirmatn,Tahoma,sans-serif;margin:0;background:#f4f4f4;color:#222}
.test{background:#b00020;color:#fff;text-align:center;padding:10px;font-weight:bold}
main{max-width:420px;margin:24px auto;background:#fff;border:3px dashed #b00020;border-radius:12px;padding:20px}
h1{font-size:1.3rem;margin:0 0 8px}.amount{font-size:1.5rem;font-weight:bold;margin:16px 0}
form{display:inline}button{font:inherit;font-size:1rem;padding:10px 18px;margin:4px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#2e7d32;color:#fff}.cancel{background:#e0e0e0}.fail{background:#b00020;color:#fff}
@media (max-width:500px){main{margin:16px 12px}}`;

const button = (authority: string, action: string, label: string) =>
  `<form method="post" action="/sandbox-bank/${escapeHtml(authority)}"><input type="hidden" name="action" value="${action}"><button class="${action}" type="submit">${label}</button></form>`;

/** The page for a payment waiting at the test bank, or the notice that there is none. */
export function sandboxBankPage(
  payment: { authority: string; amount: number; description: string } | undefined,
) {
  const body = payment
    ? `<h1>${BOOKING_MESSAGES.sandboxTitle}</h1><p>${BOOKING_MESSAGES.sandboxHint}</p>
<p>${escapeHtml(toPersianDigits(payment.description))}</p><p class="amount" data-testid="sandbox-amount">${sandboxAmountLine(payment.amount)}</p>
<div>${button(payment.authority, 'pay', BOOKING_MESSAGES.sandboxPay)}${button(payment.authority, 'cancel', BOOKING_MESSAGES.sandboxCancel)}${button(payment.authority, 'fail', BOOKING_MESSAGES.sandboxFail)}</div>`
    : `<h1>${BOOKING_MESSAGES.sandboxTitle}</h1><p>${BOOKING_MESSAGES.sandboxUnknown}</p>`;
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${BOOKING_MESSAGES.sandboxTitle}</title><style>${STYLE}</style></head><body><div class="test" role="status">${BOOKING_MESSAGES.sandboxNotice}</div><main>${body}</main></body></html>`;
}
