import { type HotelReviews, hotelReviewsSchema, reviewsQuerySchema } from './reviews';

const scores = { staff: 4.5, cleanliness: 4, restaurant: 3.5, location: 5, valueForMoney: 4 };

describe('reviewsQuerySchema', () => {
  it('reads the page and defaults to the first', () => {
    expect(reviewsQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(reviewsQuerySchema.parse({})).toEqual({ page: 1 });
  });

  it.each(['0', '-2', '1.5', 'next'])('rejects page %s with an issue at page', (page) => {
    expect(reviewsQuerySchema.safeParse({ page }).error?.issues).toMatchObject([
      { path: ['page'], message: 'page must be a whole number of at least 1' },
    ]);
  });
});

describe('hotelReviewsSchema', () => {
  const reviews: HotelReviews = {
    items: [
      {
        id: 1,
        author: 'مریم',
        rating: 4.5,
        scores,
        recommend: true,
        title: null,
        text: 'نزدیک حرم و تمیز بود.',
        stayedOn: '2026-03-22',
        verified: false,
      },
    ],
    total: 31,
    page: 1,
    pageSize: 10,
    scores,
  };

  it('parses a page of reviews as it comes back from JSON', () => {
    expect(hotelReviewsSchema.parse(JSON.parse(JSON.stringify(reviews)))).toEqual(reviews);
  });

  it('rejects a score above 5', () => {
    const bad = { ...reviews, scores: { ...scores, staff: 8 } };

    expect(hotelReviewsSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['scores', 'staff']);
  });
});
