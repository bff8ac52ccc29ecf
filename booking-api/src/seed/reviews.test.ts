import { createRandom } from './random';
import { generateReviews, summarizeReviews } from './reviews';

const hotel = { id: 7, stars: 4, popularity: 90, pilgrim: true, walkToShrine: true };

describe('generateReviews', () => {
  const reviews = generateReviews(hotel, '2026-06-01', createRandom('reviews'));

  it('writes up to 60 reviews with one-decimal scores between 1 and 5', () => {
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThanOrEqual(60);
    for (const review of reviews) {
      for (const score of [review.rating, ...Object.values(review.scores)]) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
        expect(Math.round(score * 10)).toBeCloseTo(score * 10, 6);
      }
      expect(review.text.length).toBeGreaterThan(20);
      expect(review.hotelId).toBe(7);
    }
  });

  it('dates stays within the past year', () => {
    for (const review of reviews) {
      expect(review.stayedOn < '2026-06-01').toBe(true);
      expect(review.stayedOn >= '2025-06-01').toBe(true);
    }
  });

  it('writes every review before the seed day in Tehran, so none is newer than one written today', () => {
    const startOfToday = new Date('2026-06-01T00:00:00+03:30');
    const many = Array.from({ length: 40 }, (_, index) =>
      generateReviews(hotel, '2026-06-01', createRandom(`reviews-${index}`)),
    ).flat();
    // The edge is drawn: stays ending three days before, whose review could have been written today.
    expect(many.some((review) => review.stayedOn === '2026-05-29')).toBe(true);
    for (const review of many) expect(review.createdAt < startOfToday).toBe(true);
  });

  it('rates five-star hotels higher than one-star ones on average', () => {
    const average = (stars: number) => {
      const all = generateReviews(
        { ...hotel, stars, popularity: 100 },
        '2026-06-01',
        createRandom(`s${stars}`),
      );
      return summarizeReviews(all).rating;
    };
    expect(average(5)).toBeGreaterThan(average(1) + 0.6);
  });
});

describe('summarizeReviews', () => {
  const scores = (value: number) => ({
    staff: value,
    cleanliness: value,
    restaurant: value,
    location: value,
    valueForMoney: value,
  });

  it('averages ratings and scores to one decimal and counts who recommend', () => {
    const summary = summarizeReviews([
      { rating: 4, scores: scores(4), recommend: true },
      { rating: 3.5, scores: scores(3), recommend: false },
      { rating: 5, scores: scores(5), recommend: true },
    ]);
    expect(summary).toEqual({ rating: 4.2, reviewsCount: 3, recommendPercent: 67, scores: scores(4) });
  });

  it('gives zeros for a hotel without reviews', () => {
    expect(summarizeReviews([])).toEqual({
      rating: 0,
      reviewsCount: 0,
      recommendPercent: 0,
      scores: scores(0),
    });
  });
});
