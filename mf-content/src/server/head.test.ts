import type { Article, ContentPage } from '@rahi/shared-contracts/api';
import { buildContentHead } from './head';

const page: ContentPage = {
  path: 'help/payment/failed-payment',
  title: 'اگر پرداخت ناموفق بود',
  description: 'پرداخت انجام نشد؟',
  blocks: [{ type: 'paragraph', text: 'متن' }],
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const article: Article = {
  slug: 'kish-island-first-visit',
  title: 'کیش برای اولین بار',
  description: 'فصل سفر به کیش',
  category: { slug: 'islands', title: 'جزیره و دریا' },
  city: { id: 5, name: 'کیش', slug: 'kish' },
  readingMinutes: 2,
  updatedAt: '2026-11-20T09:00:00.000Z',
  publishedAt: '2026-08-01T09:00:00.000Z',
  blocks: [],
  relatedHotels: [],
};

describe('buildContentHead', () => {
  it('gives a CMS page its title, description, canonical path and Open Graph, without the query', () => {
    const head = buildContentHead(
      { module: './ContentPage', endPoint: '/pages?path=x', page },
      'https://rahi.example/help/payment/failed-payment?utm=1',
    );
    expect(head).toMatchObject({
      title: 'اگر پرداخت ناموفق بود | راهی',
      description: 'پرداخت انجام نشد؟',
      canonical: 'https://rahi.example/help/payment/failed-payment',
      og: { url: 'https://rahi.example/help/payment/failed-payment', locale: 'fa_IR', type: 'website' },
    });
    expect(head.jsonLd).toBeUndefined();
  });

  it('gives an article Article JSON-LD with its dates and an og:type of article', () => {
    const head = buildContentHead(
      { module: './ArticlePage', endPoint: '/articles/kish-island-first-visit', article },
      'https://rahi.example/travel-tips/kish-island-first-visit',
    );
    expect(head.og.type).toBe('article');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'کیش برای اولین بار',
      datePublished: '2026-08-01T09:00:00.000Z',
      dateModified: '2026-11-20T09:00:00.000Z',
      mainEntityOfPage: 'https://rahi.example/travel-tips/kish-island-first-visit',
      about: { '@type': 'City', name: 'کیش' },
    });
  });

  it('keeps a travel-tips category in the canonical address, as it is another list', () => {
    const list = {
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
      categories: [{ slug: 'islands', title: 'جزیره و دریا', count: 2 }],
    };
    const head = buildContentHead(
      { module: './TravelTipsPage', endPoint: '/articles?category=islands', category: 'islands', list },
      'https://rahi.example/travel-tips?category=islands',
    );
    expect(head.canonical).toBe('https://rahi.example/travel-tips?category=islands');
    expect(head.title).toBe('نکات سفر: جزیره و دریا | راهی');
  });
});
