// The prose of a hotel page (description, child policy) and its cancellation policy, as data the page's text is
// written from (describeCancellationPolicy).
import { type CancellationPolicy, toPersianDigits } from '@rahi/shared-contracts';
import type { HotelType, NearPlace } from '../db/schema';
import type { Random } from './random';

const STARS = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج'];
const AMENITY_WORDS: Record<string, string> = {
  pool: 'استخر',
  restaurant: 'رستوران',
  parking: 'پارکینگ اختصاصی',
  'prayer-room': 'نمازخانه',
  gym: 'باشگاه بدنسازی',
  cafe: 'کافی‌شاپ',
  sauna: 'سونا و جکوزی',
  shop: 'فروشگاه',
  internet: 'اینترنت رایگان',
};

/** A distance as Persian readers write it: `faKm(0.8)` → '۰٫۸'. */
export const faKm = (km: number) => toPersianDigits(km).replace('.', '٫');

export interface DescriptionInput {
  name: string;
  type: HotelType;
  stars: number;
  city: string;
  street: string;
  amenities: readonly string[];
  nearPlaces: readonly NearPlace[];
}

function opening({ name, type, stars, city, street }: DescriptionInput, random: Random): string {
  switch (type) {
    case 'hotel-apartment':
      return `${name} با واحدهای مبله و آشپزخانه‌دار در ${street} ${city}، گزینه‌ای مناسب برای سفرهای خانوادگی و اقامت‌های طولانی است.`;
    case 'boutique':
      return `${name} هتلی کوچک و خوش‌سلیقه در ${street} ${city} است که هر اتاق آن طراحی خاص خود را دارد.`;
    case 'traditional-house':
      return `${name} خانه‌ای قدیمی با حیاط مرکزی، حوض و ارسی‌های رنگی در بافت تاریخی ${city} است که با حفظ معماری اصیل بازسازی شده است.`;
    case 'eco-lodge':
      return `${name} در خانه‌ای روستایی در دل طبیعت ${city} بنا شده و میزبان مسافرانی است که آرامش، هوای پاک و غذای محلی می‌خواهند.`;
    case 'guest-house':
      return `${name} مهمانپذیری ساده، تمیز و مقرون‌به‌صرفه در ${street} ${city} است.`;
    default:
      return random.pick([
        `${name} هتلی ${STARS[stars]} ستاره در ${street} ${city} است.`,
        `${name} از هتل‌های ${STARS[stars]} ستاره ${city} است که در ${street} قرار دارد.`,
      ]);
  }
}

function location(places: readonly NearPlace[], random: Random): string {
  const shrine = places.find((place) => place.kind === 'shrine');
  if (shrine) {
    return shrine.distanceKm <= 1.2
      ? `فاصله آن تا ${shrine.name} تنها ${faKm(shrine.distanceKm)} کیلومتر است و زائران می‌توانند پیاده به حرم بروند.`
      : `تا ${shrine.name} حدود ${faKm(shrine.distanceKm)} کیلومتر فاصله دارد و با تاکسی یا اتوبوس در چند دقیقه به حرم می‌رسید.`;
  }
  const sight = places.find((place) => place.kind === 'sight');
  const airport = places.find((place) => place.kind === 'airport');
  const target = sight && (!airport || random.chance(0.7)) ? sight : airport;
  return target ? `تا ${target.name} حدود ${faKm(target.distanceKm)} کیلومتر راه است.` : '';
}

function facilities(amenities: readonly string[], random: Random): string {
  const words = random
    .shuffle(amenities.filter((amenity) => amenity in AMENITY_WORDS))
    .slice(0, 3)
    .map((amenity) => AMENITY_WORDS[amenity]);
  if (words.length < 2) return '';
  return `مهمانان می‌توانند از ${words.slice(0, -1).join('، ')} و ${words[words.length - 1]} استفاده کنند.`;
}

const CLOSINGS = [
  'صبحانه به صورت بوفه با غذاهای ایرانی سرو می‌شود.',
  'اتاق‌ها در سال‌های اخیر نوسازی شده‌اند.',
  'ترانسفر فرودگاهی با هماهنگی قبلی امکان‌پذیر است.',
  'پذیرش به صورت شبانه‌روزی پاسخگوی مهمانان است.',
  'بیشتر اتاق‌ها پنجره رو به شهر دارند.',
];

/** Two to four sentences about the hotel: what it is, where, what it offers. */
export function describeHotel(input: DescriptionInput, random: Random): string {
  const sentences = [
    opening(input, random),
    location(input.nearPlaces, random),
    facilities(input.amenities, random),
  ];
  if (random.chance(0.5)) sentences.push(random.pick(CLOSINGS));
  return sentences.filter(Boolean).join(' ');
}

const CHILD_POLICIES = [
  'اقامت کودکان زیر ۳ سال بدون تخت اضافه رایگان است. برای کودکان ۳ تا ۷ سال نیم‌بها و از ۷ سال به بالا بهای کامل تخت اضافه دریافت می‌شود.',
  'کودکان زیر ۵ سال بدون سرویس رایگان هستند و برای کودکان ۵ تا ۱۲ سال هزینه صبحانه و تخت اضافه به صورت نیم‌بها محاسبه می‌شود.',
  'کودکان زیر ۲ سال رایگان هستند. از ۲ سال به بالا، هر کودک یک نفر کامل حساب می‌شود و در صورت نیاز تخت اضافه با هزینه کامل در نظر گرفته می‌شود.',
  'اقامت کودکان زیر ۴ سال در اتاق والدین رایگان است و برای ۴ تا ۱۰ سال هزینه نیم‌بهای تخت اضافه دریافت می‌شود.',
];

/** The hotel's rule for children, as the hotel would word it. */
export const childPolicy = (random: Random) => random.pick(CHILD_POLICIES);

/**
 * Stricter for popular hotels and peak seasons, as hotels in Iran commonly are: a share of the first night up to
 * some days before check-in, then the whole first night; often the first night in any case on holidays.
 */
export function cancellationPolicy(stars: number, random: Random): CancellationPolicy {
  const days = stars >= 4 ? random.pick([3, 5, 7]) : random.pick([1, 2, 3]);
  const fee = random.pick([10, 20, 30]);
  const holidays = random.chance(0.6);
  return {
    tiers: [
      { minDaysBefore: days, percent: fee, of: 'firstNight' },
      { minDaysBefore: 0, percent: 100, of: 'firstNight' },
    ],
    holidays: holidays ? { percent: 100, of: 'firstNight', days: 'nowruzAndOfficial' } : null,
  };
}
