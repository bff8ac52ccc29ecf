// The header's and footer's built-in links: shown until /header-footer-contents answers, and if it cannot.

export interface SiteLink {
  label: string;
  to: string;
}

/** The link the header and the phone menu turn into the check-reservation modal's opener. */
export const RESERVE_STATUS = '/reserve-status';

export const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'هتل‌های نزدیک حرم', to: '/imam-hotels' },
  { label: 'مسیرهای پرطرفدار', to: '/popular-routes' },
  { label: 'نکات سفر', to: '/travel-tips' },
  { label: 'پیگیری رزرو', to: '/reserve-status' },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'نقشه راه‌آهن', to: '/railway-map' },
  { label: 'نقشه فرودگاه مهرآباد', to: '/mehrabad-map' },
  { label: 'اطلس راه‌های کشور', to: '/country-road-atlas' },
  { label: 'نکات سفر', to: '/travel-tips' },
  { label: 'راهنما', to: '/guide' },
  { label: 'تماس با ما', to: '/contact-us' },
  { label: 'درباره ما', to: '/about' },
  { label: 'قوانین و مقررات', to: '/terms' },
  { label: 'حریم خصوصی', to: '/privacy' },
  { label: 'شرایط لغو', to: '/cancellation-rules' },
];

/** The payload's links, in the shape the header and footer draw; internal paths only start with '/'. */
export const toSiteLinks = (links: readonly { title: string; url: string }[]): SiteLink[] =>
  links.filter((link) => link.title && link.url).map((link) => ({ label: link.title, to: link.url }));
