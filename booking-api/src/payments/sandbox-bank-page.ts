// The sandbox provider's bank page: Persian, right to left, marked as a test on every side, with the amount in
// Toman, how long the booking's rooms are still held (counted down by one constant inline script; at zero it says
// the rooms were released and a payment now is returned), and three buttons that post back to it (pay, cancel, fail).
// It names an empty icon of its own, so the browser does not ask for a /favicon.ico that is not there.
import {
  BOOKING_MESSAGES,
  clockLeft,
  SANDBOX_COUNTDOWN_SCRIPT,
  sandboxAmountLine,
  toPersianDigits,
} from '@rahi/shared-contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:Vazirmatn,Tahoma,"Segoe UI","Noto Sans Arabic",sans-serif;margin:0;background:#f4f4f4;color:#222}
.test{background:#b00020;color:#fff;text-align:center;padding:10px;font-weight:bold}
main{max-width:420px;margin:24px auto;background:#fff;border:3px dashed #b00020;border-radius:12px;padding:20px}
h1{font-size:1.3rem;margin:0 0 8px}.amount{font-size:1.5rem;font-weight:bold;margin:16px 0}
form{display:inline}button{font:inherit;font-size:1rem;padding:10px 18px;margin:4px;border-radius:8px;border:0;cursor:pointer}
.hold{background:#fff8e1;border-radius:8px;padding:8px 10px}.hold.over{background:#fdecea;color:#b00020}
.clock{font-weight:bold;font-size:1.2rem;color:#8a5300}.pay{background:#2e7d32;color:#fff}.cancel{background:#e0e0e0}.fail{background:#b00020;color:#fff}
@media (max-width:500px){main{margin:16px 12px}}`;

const button = (authority: string, action: string, label: string) =>
  `<form method="post" action="/sandbox-bank/${escapeHtml(authority)}"><input type="hidden" name="action" value="${action}"><button class="${action}" type="submit">${label}</button></form>`;

/** The hold's line: the time left as mm:ss (the script ticks it), or the notice that the hold is over. */
function holdLine(holdExpiresAt: Date, now: Date) {
  const left = Math.max(0, Math.floor((holdExpiresAt.getTime() - now.getTime()) / 1000));
  const attributes = `id="hold" role="timer" data-testid="sandbox-hold" data-until="${holdExpiresAt.toISOString()}" data-over="${escapeHtml(BOOKING_MESSAGES.sandboxHoldOver)}"`;
  return left > 0
    ? `<p class="hold" ${attributes}>${BOOKING_MESSAGES.sandboxHoldLeft} <span class="clock" dir="ltr">${clockLeft(left)}</span></p>`
    : `<p class="hold over" ${attributes}>${BOOKING_MESSAGES.sandboxHoldOver}</p>`;
}

/** The page for a payment waiting at the test bank, or the notice that there is none. */
export function sandboxBankPage(
  payment: { authority: string; amount: number; description: string; holdExpiresAt: Date | null } | undefined,
  now: Date = new Date(),
) {
  const body = payment
    ? `<h1>${BOOKING_MESSAGES.sandboxTitle}</h1><p>${BOOKING_MESSAGES.sandboxHint}</p>
<p>${escapeHtml(toPersianDigits(payment.description))}</p><p class="amount" data-testid="sandbox-amount">${sandboxAmountLine(payment.amount)}</p>
${payment.holdExpiresAt ? holdLine(payment.holdExpiresAt, now) : ''}
<div>${button(payment.authority, 'pay', BOOKING_MESSAGES.sandboxPay)}${button(payment.authority, 'cancel', BOOKING_MESSAGES.sandboxCancel)}${button(payment.authority, 'fail', BOOKING_MESSAGES.sandboxFail)}</div>`
    : `<h1>${BOOKING_MESSAGES.sandboxTitle}</h1><p>${BOOKING_MESSAGES.sandboxUnknown}</p>`;
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${BOOKING_MESSAGES.sandboxTitle}</title><style>${STYLE}</style></head><body><div class="test" role="status">${BOOKING_MESSAGES.sandboxNotice}</div><main>${body}</main>${payment?.holdExpiresAt ? `<script>${SANDBOX_COUNTDOWN_SCRIPT}</script>` : ''}</body></html>`;
}
