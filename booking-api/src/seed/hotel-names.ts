// Hotel names as Iranians know them: a type word ('هتل', 'خانه سنتی' …) and a name, unique within a city.
import type { HotelType } from '../db/schema';
import type { CityKind } from './cities';
import type { Random } from './random';

/** Comma-separated Persian names, kept on few lines. */
const list = (names: string): readonly string[] => names.split('، ');

const COMMON = list(
  'پارس، الماس، آسمان، هما، نور، ستاره، بهار، پردیس، آریا، کیان، سپهر، ارم، شهریار، پرستو، آپادانا، سینا، زمرد، فیروزه، یاقوت، نگین، اطلس، جواهر، مروارید، شایان، آفتاب، مهتاب، ماهان، پاسارگاد، کوروش، پرشین، رویال، سیمرغ، تارا، آرمان، امید، نیلوفر، صبا، نسیم، ترنج، گلستان، ایوان، کاروان، هخامنش، ایرانیان، آزادی، سروش، قصر طلایی، آرامیس، بزرگ، جهانگردی، پارسیان، هویزه، البرز، ونوس، افق، آسمان آبی، نارون، سرو',
);

const BY_KIND: Record<CityKind, readonly string[]> = {
  pilgrim: list(
    'درویشی، مدینة الرضا، کوثر، میثاق، ثامن، رضوان، غدیر، الغدیر، زائر، قدس، سلام، امام رضا، بهشت، شمس، نور الرضا، ضامن آهو، قصر الضیافه، بین‌الحرمین، الیزه، هانی، سی‌نور، کریستال، پنج‌تن، فدک، بقیع، یاس، طوبی، سفیر، حیات، جم، مشکات، گوهرشاد، رواق، صحن، زمزم، رفاه، سرای رضا، آفتاب شرق، توس، فردوسی، خورشید، مهر، کیمیا، حدیث، ملکوت، ریحانه',
  ),
  metropolis: [
    'اسپیناس',
    'آزادی',
    'لاله',
    'اوین',
    'فردوسی',
    'ولیعصر',
    'بزرگ تهران',
    'میلاد',
    'انقلاب',
    'ونک',
  ],
  historic: list(
    'عباسی، چهارباغ، صفوی، زاینده‌رود، نقش جهان، زندیه، حافظ، سعدی، چمران، کریمخان، عالی‌قاپو، پیروزی، سپاهان، خواجو، بادگیر، کاروانسرا، مشیرالممالک، ملک‌التجار، گلشن',
  ),
  island: [
    'مرجان',
    'صدف',
    'ساحل',
    'پارمیس',
    'تماشا',
    'دریا',
    'خلیج فارس',
    'شایان',
    'ترنج',
    'هرمز',
    'نخل',
    'آبی',
  ],
  coastal: ['ساحل', 'دریا', 'موج', 'مرجان', 'صدف', 'ساحلی', 'خزر', 'جنگل', 'بهشت شمال', 'نیلگون'],
  nature: ['کوهستان', 'جنگل', 'آبشار', 'چشمه', 'مه', 'سبزه', 'بیدستان', 'دامنه'],
  regular: ['مرکزی', 'شهر', 'ارگ', 'پارک', 'آیینه', 'امیر', 'نادری'],
};

const TRADITIONAL = list(
  'ملک‌التجار، مشیرالممالک، داریوش، فهادان، لب خندق، کیانپور، طاهباز، عامری، بروجردی، نارنجستان، گلشن، هفت‌رنگ، ارغوان، ترمه، کاشی، سرو، انار، خشت، بادگیر، گل یاس، ماه‌نشین، آیینه‌خانه، حوضخانه، شاه‌نشین، مهتابی، باغ نارنج، ارسی',
);
const ECO = list(
  'ماهان، گلستانه، نارنج، سرو، کوهپایه، بیدستان، مه‌آلود، شالیزار، آبشار، چشمه، بابونه، ریحان، اقاقیا، دارچین، کهربا، خاتون، بی‌بی، گردو، کلبه سبز، آلاچیق، نخلستان، تنگه',
);
const GUEST = [
  'امیر',
  'ایران',
  'سعدی',
  'مهر',
  'آزادی',
  'رضا',
  'بهار',
  'رویا',
  'امید',
  'صدف',
  'مسافر',
  'نوین',
];
const SUFFIXES = [' ۲', ' بزرگ', ' نو', ' پلاس', ' طلایی', ' سبز'];

function prefixFor(type: HotelType, random: Random): string {
  switch (type) {
    case 'hotel-apartment':
      return 'هتل آپارتمان';
    case 'boutique':
      return 'بوتیک هتل';
    case 'traditional-house':
      return random.pick(['خانه سنتی', 'اقامتگاه سنتی', 'خانه تاریخی']);
    case 'eco-lodge':
      return 'اقامتگاه بوم‌گردی';
    case 'guest-house':
      return random.pick(['مهمانپذیر', 'مهمانسرای']);
    default:
      return 'هتل';
  }
}

function namesFor(type: HotelType, kind: CityKind): readonly string[] {
  if (type === 'traditional-house') return TRADITIONAL;
  if (type === 'eco-lodge') return ECO;
  if (type === 'guest-house') return GUEST;
  return [...BY_KIND[kind], ...BY_KIND[kind], ...COMMON];
}

/**
 * A hotel name not yet in `taken` (the city's names so far), which it is added to.
 * @example hotelName('traditional-house', 'historic', random, taken) // → 'خانه سنتی ملک‌التجار'
 */
export function hotelName(type: HotelType, kind: CityKind, random: Random, taken: Set<string>): string {
  const names = namesFor(type, kind);
  for (let attempt = 0; ; attempt++) {
    const base = `${prefixFor(type, random)} ${random.pick(names)}`;
    const name = attempt < 8 ? base : `${base}${random.pick(SUFFIXES)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
