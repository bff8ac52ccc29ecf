// The site's own content, kept in site_content: the header/footer payload (product §3) and the content pages.
import type { siteContent } from '../db/schema';
import { CONTENT_PAGES } from './content-pages';

export const SUPPORT_PHONE = '021-91000000';

const link = (title: string, url: string) => ({ title, url });

/**
 * The payload of /header-footer-contents. The shell caches it in a cookie, which browsers cap near 4 KB, so
 * it stays short: links and one line about us.
 */
export const HEADER_FOOTER = {
  header: {
    settings: {
      phone: SUPPORT_PHONE,
      supportHours: 'هر روز ۸ تا ۲۴',
      logoText: 'راهی',
      social: [
        link('اینستاگرام', 'https://instagram.com/rahi.travel'),
        link('تلگرام', 'https://t.me/rahi_travel'),
        link('آپارات', 'https://www.aparat.com/rahi.travel'),
      ],
    },
    links: [
      link('هتل‌های نزدیک حرم', '/imam-hotels'),
      link('مسیرهای پرطرفدار', '/popular-routes'),
      link('نکات سفر', '/travel-tips'),
      link('پیگیری رزرو', '/reserve-status'),
    ],
  },
  footer: {
    columns: [
      {
        title: 'دسترسی سریع',
        links: [
          link('نقشه راه‌آهن', '/railway-map'),
          link('نقشه فرودگاه مهرآباد', '/mehrabad-map'),
          link('اطلس راه‌های کشور', '/country-road-atlas'),
        ],
      },
      {
        title: 'راهنمای مسافر',
        links: [
          link('نکات سفر', '/travel-tips'),
          link('راهنمای رزرو', '/guide'),
          link('تماس با ما', '/contact-us'),
          link('نظرسنجی', '/questionnaire'),
        ],
      },
      {
        title: 'راهی',
        links: [
          link('درباره ما', '/about'),
          link('قوانین و مقررات', '/terms'),
          link('حریم خصوصی', '/privacy'),
          link('شرایط لغو', '/cancellation-rules'),
        ],
      },
    ],
    about: 'راهی، رزرو آنلاین هتل در سراسر ایران با بهترین قیمت و پشتیبانی هر روزه.',
    phone: SUPPORT_PHONE,
  },
  comment: { comment_status: true },
};

/** Every site_content row the seed writes: 'header-footer' and one 'page:{slug}' per content page. */
export function siteContentRows(): (typeof siteContent.$inferInsert)[] {
  return [
    { key: 'header-footer', value: HEADER_FOOTER },
    ...Object.entries(CONTENT_PAGES).map(([slug, page]) => ({ key: `page:${slug}`, value: page })),
  ];
}
