// The sandbox provider (the default outside production): a test bank kept in our own database. Its page
// (/sandbox-bank/:authority) shows the amount and pay / cancel / fail buttons and sends the browser back to
// the callback exactly as Zarinpal does; verify, inquiry and unverified read the same rows.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxBankPayments } from '../db/schema';
import type { PaymentProvider } from './provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A sandbox authority: 'S' and 35 random letters and digits (36 characters, as Zarinpal's sandbox gives). */
export function newSandboxAuthority(): string {
  const bytes = randomBytes(35);
  return `S${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export function sandboxProvider(db: Database): PaymentProvider {
  return {
    name: 'sandbox',
    async request(payment) {
      const authority = newSandboxAuthority();
      await db.insert(sandboxBankPayments).values({
        authority,
        amount: payment.amount,
        description: payment.description,
        callbackUrl: payment.callbackUrl,
        state: 'IN_BANK',
      });
      return { authority, redirectUrl: `/sandbox-bank/${authority}` };
    },
    async verify({ authority, amount }) {
      const [row] = await db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.authority, authority));
      if (!row || row.state === 'IN_BANK' || row.state === 'FAILED' || row.state === 'REVERSED')
        return { ok: false, code: -51 };
      if (row.amount !== amount) return { ok: false, code: -50 };
      const [verified] = await db
        .update(sandboxBankPayments)
        .set({ state: 'VERIFIED' })
        .where(and(eq(sandboxBankPayments.authority, authority), eq(sandboxBankPayments.state, 'PAID')))
        .returning();
      return { ok: true, code: verified ? 100 : 101, refId: row.refId ?? '', cardPan: '6037-99**-****-1234' };
    },
    async inquiry(authority) {
      const [row] = await db
        .select({ state: sandboxBankPayments.state })
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.authority, authority));
      return row?.state ?? 'FAILED';
    },
    async unverified() {
      const rows = await db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.state, 'PAID'))
        .limit(100);
      return rows.map((row) => ({ authority: row.authority, amount: row.amount }));
    },
    async reverse(authority) {
      const reversed = await db
        .update(sandboxBankPayments)
        .set({ state: 'REVERSED' })
        .where(and(eq(sandboxBankPayments.authority, authority), eq(sandboxBankPayments.state, 'VERIFIED')))
        .returning();
      return reversed.length === 1;
    },
  };
}

/** The test bank's buttons: pay marks the payment PAID with a reference id; cancel and fail leave it unpaid. */
export async function sandboxBankAction(db: Database, authority: string, action: 'pay' | 'cancel' | 'fail') {
  const paid = action === 'pay';
  const [row] = await db
    .update(sandboxBankPayments)
    .set({
      state: paid ? 'PAID' : 'FAILED',
      refId: paid ? String(100_000_000 + Math.floor(Math.random() * 900_000_000)) : null,
    })
    .where(and(eq(sandboxBankPayments.authority, authority), eq(sandboxBankPayments.state, 'IN_BANK')))
    .returning();
  if (!row) return undefined;
  const back = `${row.callbackUrl}?Authority=${encodeURIComponent(authority)}&Status=${paid ? 'OK' : 'NOK'}`;
  return back;
}
