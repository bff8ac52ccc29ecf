import { type HeaderFooter, headerFooterSchema } from './header-footer';

const contents: HeaderFooter = {
  header: {
    settings: { logo: '/logo.svg', supportPhone: '021-12345678' },
    links: [{ title: 'هتل‌های مشهد', url: '/city/3/hotels-mashhad' }],
  },
  footer: {
    columns: [{ title: 'دسترسی سریع', links: [{ title: 'تماس با ما', url: '/contact-us' }] }],
    about: 'راهی، رزرو آنلاین هتل.',
    phone: '021-12345678',
  },
  comment: { comment_status: true },
};

describe('headerFooterSchema', () => {
  it('parses the header and footer contents as they come back from JSON', () => {
    expect(headerFooterSchema.parse(JSON.parse(JSON.stringify(contents)))).toEqual(contents);
  });

  it('rejects a comment status that is not a boolean', () => {
    const result = headerFooterSchema.safeParse({ ...contents, comment: { comment_status: 'yes' } });

    expect(result.error?.issues[0]?.path).toEqual(['comment', 'comment_status']);
  });
});
