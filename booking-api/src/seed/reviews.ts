// Guests' reviews of a hotel (author, text, scores by category) and the figures the hotel shows from them.
import { addDays } from '@rahi/shared-contracts';
import type { CategoryScores } from '../db/schema';
import type { Random } from './random';

export interface ReviewSeed {
  hotelId: number;
  author: string;
  rating: number;
  scores: CategoryScores;
  recommend: boolean;
  text: string;
  stayedOn: string;
  createdAt: Date;
}

const list = (names: string) => names.split('، ');
const FIRST_NAMES = list(
  'علی، محمد، رضا، حسین، مهدی، امیر، سعید، حمید، مجید، مصطفی، جواد، احمد، فرهاد، کامران، بهروز، سجاد، یاسر، مریم، فاطمه، زهرا، سارا، نرگس، لیلا، الهام، مهسا، نازنین، سمیرا، شیما، پریسا، مینا، آزاده، ریحانه، معصومه، طاهره، فرزانه',
);
const LAST_NAMES = list(
  'رضایی، محمدی، حسینی، احمدی، کریمی، موسوی، جعفری، قاسمی، صادقی، رحیمی، هاشمی، کاظمی، نوری، مرادی، شریفی، زارعی، عباسی، یزدانی، طاهری، خراسانی، اصفهانی، شیرازی، تهرانی، نجفی، فراهانی',
);

const CATEGORIES: (keyof CategoryScores)[] = [
  'staff',
  'cleanliness',
  'restaurant',
  'location',
  'valueForMoney',
];

const PRAISE: Record<keyof CategoryScores, string[]> = {
  staff: ['برخورد پرسنل پذیرش بسیار محترمانه بود.', 'کارکنان هتل خیلی خوش‌برخورد و پیگیر بودند.'],
  cleanliness: ['اتاق‌ها تمیز و مرتب بود.', 'ملحفه‌ها و سرویس بهداشتی کاملاً تمیز بودند.'],
  restaurant: ['صبحانه متنوع و تازه بود.', 'غذای رستوران خوشمزه و قیمتش مناسب بود.'],
  location: ['موقعیت هتل عالی است و به همه جا دسترسی دارد.', 'به مراکز خرید و دیدنی‌ها نزدیک است.'],
  valueForMoney: ['با توجه به قیمت، ارزش اقامت داشت.', 'نسبت به هتل‌های مشابه قیمت منصفانه‌ای داشت.'],
};
const COMPLAINTS: Record<keyof CategoryScores, string[]> = {
  staff: ['پذیرش شلوغ بود و تحویل اتاق طول کشید.', 'پرسنل به درخواست‌ها دیر رسیدگی می‌کردند.'],
  cleanliness: ['تمیزی اتاق می‌توانست بهتر باشد.', 'فرش اتاق کهنه بود و نیاز به تعویض داشت.'],
  restaurant: ['صبحانه تنوع زیادی نداشت.', 'کیفیت غذای رستوران متوسط بود.'],
  location: ['خیابان هتل شلوغ است و پیدا کردن جای پارک سخت است.', 'از مرکز شهر کمی دور است.'],
  valueForMoney: ['برای این قیمت انتظار امکانات بیشتری داشتیم.', 'قیمت نسبت به کیفیت کمی بالاست.'],
};
const OPENINGS = [
  'برای سفر خانوادگی آمده بودیم.',
  'سفر کاری داشتم و دو شب ماندم.',
  'ماه عسل اینجا بودیم.',
  '',
];
const PILGRIM_OPENINGS = [
  'برای زیارت آمده بودیم.',
  'سفر زیارتی با پدر و مادرم بود.',
  'هر سال برای زیارت به همین هتل می‌آییم.',
];
const PILGRIM_PRAISE = ['تا حرم پیاده چند دقیقه راه بود.', 'نزدیکی به حرم بهترین ویژگی هتل است.'];
const CLOSINGS_GOOD = ['حتماً دوباره اینجا می‌مانیم.', 'به دوستانم پیشنهاد می‌کنم.', 'در کل راضی بودیم.'];
const CLOSINGS_BAD = ['احتمالاً دفعه بعد هتل دیگری را امتحان می‌کنم.', 'امیدوارم این مشکلات برطرف شود.'];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const clampScore = (value: number) => Math.min(5, Math.max(1, oneDecimal(value)));

export interface ReviewedHotel {
  id: number;
  stars: number;
  popularity: number;
  /** In a shrine city: many guests came on pilgrimage. */
  pilgrim: boolean;
  /** Within walking distance of the shrine, which guests then praise. */
  walkToShrine: boolean;
}

function reviewText(hotel: ReviewedHotel, scores: CategoryScores, rating: number, random: Random): string {
  const ranked = [...CATEGORIES].sort((a, b) => scores[b] - scores[a]);
  const praise = (category: keyof CategoryScores) =>
    random.pick(hotel.walkToShrine && category === 'location' ? PILGRIM_PRAISE : PRAISE[category]);
  const best = ranked.slice(0, random.int(1, 2)).map(praise);
  const worst = ranked[ranked.length - 1] as keyof CategoryScores;
  const complaint = scores[worst] < 3.5 ? [random.pick(COMPLAINTS[worst])] : [];
  const closing = random.pick(rating >= 3.5 ? CLOSINGS_GOOD : CLOSINGS_BAD);
  const opening = random.pick(hotel.pilgrim && random.chance(0.6) ? PILGRIM_OPENINGS : OPENINGS);
  return [opening, ...best, ...complaint, closing].filter(Boolean).join(' ');
}

/** 0–60 reviews, more for popular hotels; ratings lean higher with more stars. */
export function generateReviews(hotel: ReviewedHotel, today: string, random: Random): ReviewSeed[] {
  const popularity = hotel.popularity / 100;
  const count = random.chance(0.06) ? 0 : Math.min(60, Math.round(popularity * 60 * random.float(0.4, 1)));
  const mean = 2.9 + hotel.stars * 0.3;
  return Array.from({ length: count }, (): ReviewSeed => {
    const mood = mean + random.float(-1.4, 1.1);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, clampScore(mood + random.float(-0.8, 0.8))]),
    ) as unknown as CategoryScores;
    const rating = oneDecimal(
      CATEGORIES.reduce((sum, category) => sum + scores[category], 0) / CATEGORIES.length,
    );
    const stayedOn = addDays(today, -random.int(3, 365));
    // Written by yesterday at the latest: a review dated later today would be in the future for most of the day,
    // and the hotel page lists reviews newest first (a review written now would come after it).
    const writtenOn = addDays(stayedOn, random.int(1, 3));
    const written = writtenOn < today ? writtenOn : addDays(today, -1);
    return {
      hotelId: hotel.id,
      author: random.chance(0.08) ? 'کاربر مهمان' : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      rating,
      scores,
      recommend: rating >= 3.6 ? random.chance(0.95) : rating >= 3 ? random.chance(0.5) : random.chance(0.08),
      text: reviewText(hotel, scores, rating, random),
      stayedOn,
      createdAt: new Date(
        `${written}T${String(random.int(8, 23)).padStart(2, '0')}:${random.int(10, 59)}:00+03:30`,
      ),
    };
  });
}

export interface ReviewSummary {
  rating: number;
  reviewsCount: number;
  recommendPercent: number;
  scores: CategoryScores;
}

/** What the hotel shows: the average rating and scores (one decimal) and the share who would recommend it. */
export function summarizeReviews(
  reviews: readonly Pick<ReviewSeed, 'rating' | 'scores' | 'recommend'>[],
): ReviewSummary {
  const n = reviews.length;
  const average = (pick: (review: (typeof reviews)[number]) => number) =>
    n === 0 ? 0 : oneDecimal(reviews.reduce((sum, review) => sum + pick(review), 0) / n);
  return {
    rating: average((review) => review.rating),
    reviewsCount: n,
    recommendPercent:
      n === 0 ? 0 : Math.round((100 * reviews.filter((review) => review.recommend).length) / n),
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, average((review) => review.scores[category])]),
    ) as unknown as CategoryScores,
  };
}
