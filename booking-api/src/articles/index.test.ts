import { articleSchema, articlesSchema, envelopeSchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { articles, hotels } from '../db/schema';
import { ARTICLES } from '../seed/content/articles';
import { buildBookingApp, openSeededDatabase } from '../testing/booking-fixture';
import { ARTICLE_NOT_FOUND, readingMinutes } from './index';

let handle: DatabaseHandle;
let app: ReturnType<typeof buildBookingApp>;
beforeAll(async () => {
  handle = await openSeededDatabase();
  app = buildBookingApp(handle);
}, 120_000);
afterAll(() => handle.close());

describe('GET /articles', () => {
  it('lists the articles newest first, with every category and its count', async () => {
    const response = await app.get('/articles');
    expect(response.status).toBe(200);
    const list = envelopeSchema(articlesSchema).parse(await response.json()).data;
    expect(list.total).toBe(ARTICLES.length);
    const published = ARTICLES.map((article) => article.publishedDaysAgo).sort((a, b) => a - b);
    expect(list.items[0]?.slug).toBe(ARTICLES.find((a) => a.publishedDaysAgo === published[0])?.slug);
    expect(list.categories.reduce((sum, category) => sum + category.count, 0)).toBe(ARTICLES.length);
  });

  it('filters by category, and a category that does not exist is a 404', async () => {
    const list = (await (await app.get('/articles?category=islands')).json()).data;
    expect(list.items.map((item: { category: { slug: string } }) => item.category.slug)).toEqual(
      Array(list.total).fill('islands'),
    );
    expect(list.total).toBe(ARTICLES.filter((article) => article.category === 'islands').length);
    expect((await app.get('/articles?category=nope')).status).toBe(404);
    expect((await app.get('/articles?page=0')).status).toBe(422);
  });

  it('gives an empty page past the last', async () => {
    const list = (await (await app.get('/articles?page=9')).json()).data;
    expect(list.items).toEqual([]);
    expect(list.total).toBe(ARTICLES.length);
  });
});

describe('GET /articles/:slug', () => {
  it("gives the article with its city's best-rated hotels", async () => {
    const [withHotels] = await handle.db
      .select({ slug: articles.slug, cityId: articles.cityId })
      .from(articles)
      .innerJoin(hotels, eq(hotels.cityId, articles.cityId))
      .limit(1);
    if (!withHotels?.cityId) throw new Error('the test seed has no article about a city with hotels');
    const response = await app.get(`/articles/${withHotels.slug}`);
    const article = envelopeSchema(articleSchema).parse(await response.json()).data;
    expect(article.city?.id).toBe(withHotels.cityId);
    const cityHotels = await handle.db.select().from(hotels).where(eq(hotels.cityId, withHotels.cityId));
    expect(article.relatedHotels.length).toBe(Math.min(4, cityHotels.length));
    const ratings = article.relatedHotels.map((hotel) => hotel.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('gives an article about no one city without hotels', async () => {
    const article = (await (await app.get('/articles/nowruz-hotel-booking')).json()).data;
    expect(article.city).toBeNull();
    expect(article.relatedHotels).toEqual([]);
  });

  it('answers 404 in Persian for an unknown or malformed slug', async () => {
    expect((await app.get('/articles/%2e%2e')).status).toBe(404);
    for (const slug of ['no-such-article', 'NOWRUZ', 'x'.repeat(101)]) {
      const response = await app.get(`/articles/${slug}`);
      expect(response.status).toBe(404);
      expect((await response.json()).meta.errors).toEqual([ARTICLE_NOT_FOUND]);
    }
  });
});

describe('readingMinutes', () => {
  it('counts the words of every block at 180 a minute, at least one', () => {
    expect(readingMinutes([{ type: 'paragraph', text: 'یک دو' }])).toBe(1);
    const words = Array(540).fill('واژه').join(' ');
    expect(readingMinutes([{ type: 'list', items: [words] }])).toBe(3);
  });
});
