// The e-mail channel through nodemailer to a local SMTP server (smtp-server), read back with mailparser.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { DatabaseHandle } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { type OutboxDelivery, PermanentDeliveryError } from './channel';
import { createEmailChannel, voucherPdfFrom } from './email';

let handle: DatabaseHandle;
let smtp: SMTPServer;
let port = 0;
const mails: { envelopeTo: string[]; parsed: ParsedMail }[] = [];
let nextMobile = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

async function traveller(email: string | null) {
  nextMobile += 1;
  const mobile = `0935${String(nextMobile).padStart(7, '0')}`;
  const [user] = await handle.db.insert(users).values({ mobile, createdAt: new Date() }).returning();
  if (!user) throw new Error('no user');
  if (email) await handle.db.insert(userProfiles).values({ userId: user.id, email });
  return { userId: user.id, mobile };
}

const delivery = (
  userId: number,
  mobile: string,
  overrides: Partial<OutboxDelivery> = {},
): OutboxDelivery => ({
  id: 7,
  kind: 'booking_confirmed',
  channel: 'email',
  userId,
  mobile,
  params: { reserveId: '48213657', hotelName: 'هتل درویشی', checkIn: '2026-12-10', nights: 3 },
  attempt: 1,
  idempotencyKey: 'rahi-outbox-7',
  ...overrides,
});

const transport = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
const pdf = Buffer.from('%PDF-1.7\n% voucher\n%%EOF\n');

describe('the e-mail channel', () => {
  it('sends a confirmation as right-to-left HTML and plain text, with the voucher PDF attached', async () => {
    const { userId, mobile } = await traveller('maryam@example.com');
    const asked: unknown[] = [];
    const channel = createEmailChannel({
      db: handle.db,
      transport: transport(),
      from: 'راهی <no-reply@rahi.ir>',
      origin: 'https://rahi.ir',
      voucherPdf: async (booking) => {
        asked.push(booking);
        return pdf;
      },
    });

    await channel.send(delivery(userId, mobile));

    expect(asked).toEqual([{ reserveId: '48213657', mobile }]);
    const mail = mails.at(-1);
    expect(mail?.envelopeTo).toEqual(['maryam@example.com']);
    const parsed = mail?.parsed;
    expect(parsed?.subject).toBe('رزرو شما قطعی شد');
    expect(parsed?.messageId).toBe('<rahi-outbox-7@rahi.ir>');
    expect(parsed?.html).toContain('<html lang="fa" dir="rtl">');
    expect(parsed?.html).toContain('رزرو ۴۸۲۱۳۶۵۷ در هتل درویشی از پنجشنبه ۱۹ آذر ۱۴۰۵ برای ۳ شب');
    expect(parsed?.html).toContain('href="https://rahi.ir/profile/reserves"');
    expect(parsed?.text).toContain('رزرو ۴۸۲۱۳۶۵۷ در هتل درویشی');
    expect(parsed?.text).toContain('مشاهده: https://rahi.ir/profile/reserves');
    expect(parsed?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['voucher-48213657.pdf', 'application/pdf'],
    ]);
    expect(parsed?.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('attaches nothing to other kinds, and escapes what the message carries', async () => {
    const { userId, mobile } = await traveller('ali@example.com');
    const channel = createEmailChannel({
      db: handle.db,
      transport: transport(),
      from: 'no-reply@rahi.ir',
      voucherPdf: async () => {
        throw new Error('not asked');
      },
    });

    await channel.send(
      delivery(userId, mobile, {
        kind: 'hotel_refused',
        params: { hotelName: '<b>هتل</b>', amount: 25_000_000 },
      }),
    );

    const parsed = mails.at(-1)?.parsed;
    expect(parsed?.attachments).toEqual([]);
    expect(parsed?.html).toContain('در &#60;b&#62;هتل&#60;/b&#62;');
    expect(parsed?.text).toContain('۲٬۵۰۰٬۰۰۰ تومان');
  });

  it('gives up at once for a traveller without an e-mail address', async () => {
    const { userId, mobile } = await traveller(null);
    const channel = createEmailChannel({ db: handle.db, transport: transport(), from: 'no-reply@rahi.ir' });
    await expect(channel.send(delivery(userId, mobile))).rejects.toBeInstanceOf(PermanentDeliveryError);
  });

  it('rejects (to be tried again) when the voucher cannot be had', async () => {
    const { userId, mobile } = await traveller('reza@example.com');
    const sentBefore = mails.length;
    const channel = createEmailChannel({
      db: handle.db,
      transport: transport(),
      from: 'no-reply@rahi.ir',
      voucherPdf: async () => {
        throw new Error('the voucher PDF answered 502');
      },
    });
    await expect(channel.send(delivery(userId, mobile))).rejects.toThrow('502');
    expect(mails.length).toBe(sentBefore);
  });
});

describe('voucherPdfFrom', () => {
  it('asks the gateway for our own /voucher address and takes the PDF, or rejects what is not one', async () => {
    const asked: string[] = [];
    let answerPdf = true;
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        asked.push(`${request.method} ${request.url} ${body}`);
        response.writeHead(answerPdf ? 200 : 404, {
          'Content-Type': answerPdf ? 'application/pdf' : 'application/json',
          Connection: 'close',
        });
        response.end(answerPdf ? pdf : '{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/voucher-pdf`;
    try {
      const got = await voucherPdfFrom(endpoint)({ reserveId: '48213657', mobile: '09121234567' });
      expect(got.equals(pdf)).toBe(true);
      expect(asked).toEqual([
        'POST /api/voucher-pdf {"url":"/voucher?reserveId=48213657&mobile=09121234567"}',
      ]);
      answerPdf = false;
      await expect(voucherPdfFrom(endpoint)({ reserveId: '1', mobile: '2' })).rejects.toThrow('answered 404');
    } finally {
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});
