// The e-mail's two bodies: HTML laid out right to left (dir="rtl", Vazirmatn first, tables and inline styles,
// as mail clients need) and the same words as plain text. Everything from the message is escaped.
import type { MessageContent } from './message-content';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const FOOTER =
  'این پیام را راهی، سامانه رزرو هتل، فرستاده است. تنظیمات اطلاع‌رسانی را در حساب کاربری خود تغییر دهید.';

export function emailText(content: MessageContent): string {
  return `${content.title}\n\n${content.body}\n\nمشاهده: ${content.url}\n\n--\n${FOOTER}\n`;
}

export function emailHtml(content: MessageContent, attachmentNote?: string): string {
  const font = "font-family:Vazirmatn,Tahoma,'Segoe UI',Arial,sans-serif";
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body dir="rtl" style="margin:0;padding:0;background:#f4f6f8;${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="rtl" style="background:#f4f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="rtl" style="max-width:560px;background:#ffffff;border-radius:12px;text-align:right;${font}">
<tr><td style="padding:20px 24px;background:#0d47a1;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">راهی</td></tr>
<tr><td style="padding:24px 24px 8px;font-size:18px;font-weight:bold;color:#1a1a1a">${escapeHtml(content.title)}</td></tr>
<tr><td style="padding:8px 24px 16px;font-size:15px;line-height:1.9;color:#333333">${escapeHtml(content.body)}</td></tr>
${attachmentNote ? `<tr><td style="padding:0 24px 16px;font-size:14px;color:#555555">${escapeHtml(attachmentNote)}</td></tr>\n` : ''}<tr><td style="padding:8px 24px 24px"><a href="${escapeHtml(content.url)}" style="display:inline-block;padding:12px 24px;background:#0d47a1;color:#ffffff;border-radius:8px;text-decoration:none;font-size:15px">مشاهده در راهی</a></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e0e0e0;font-size:12px;line-height:1.8;color:#777777">${escapeHtml(FOOTER)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
