// Iran's main passenger railway lines and the stations they stop at, in travel order. Stations are the main ones
// only (small halts left out) and their coordinates approximate: the page says so. A station whose slug is a
// seeded city's slug serves that city (seed/maps/index.ts matches them), so no list here says which are sold.

export interface StationSeed {
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

export interface LineSeed {
  slug: string;
  name: string;
  stations: readonly string[];
}

const station = (slug: string, name: string, lat: number, lng: number): StationSeed => ({
  slug,
  name,
  lat,
  lng,
});

export const STATIONS: readonly StationSeed[] = [
  station('tehran', 'تهران', 35.6555, 51.3985),
  station('garmsar', 'گرمسار', 35.2185, 52.3386),
  station('semnan', 'سمنان', 35.563, 53.373),
  station('damghan', 'دامغان', 36.1579, 54.3404),
  station('shahrud', 'شاهرود', 36.4099, 54.9806),
  station('neyshabur', 'نیشابور', 36.19, 58.8),
  station('mashhad', 'مشهد', 36.3106, 59.5999),
  station('karaj', 'کرج', 35.82, 50.99),
  station('qazvin', 'قزوین', 36.255, 50.017),
  station('zanjan', 'زنجان', 36.6586, 48.497),
  station('rasht', 'رشت', 37.25, 49.6),
  station('miyaneh', 'میانه', 37.4251, 47.7185),
  station('tabriz', 'تبریز', 38.0684, 46.2546),
  station('marand', 'مرند', 38.4283, 45.7694),
  station('jolfa', 'جلفا', 38.9401, 45.6316),
  station('qom', 'قم', 34.6487, 50.8913),
  station('kashan', 'کاشان', 33.9923, 51.4592),
  station('badrud', 'بادرود', 33.6927, 52.0247),
  station('yazd', 'یزد', 31.869, 54.338),
  station('bafq', 'بافق', 31.6044, 55.4105),
  station('zarand', 'زرند', 30.8127, 56.5639),
  station('kerman', 'کرمان', 30.274, 57.111),
  station('bam', 'بم', 29.1058, 58.357),
  station('zahedan', 'زاهدان', 29.511, 60.857),
  station('isfahan', 'اصفهان', 32.584, 51.727),
  station('shiraz', 'شیراز', 29.6327, 52.484),
  station('sirjan', 'سیرجان', 29.4514, 55.6809),
  station('bandar-abbas', 'بندرعباس', 27.214, 56.294),
  station('bandar-imam-khomeini', 'بندر امام خمینی', 30.4281, 49.0761),
  station('ahvaz', 'اهواز', 31.3187, 48.6675),
  station('andimeshk', 'اندیمشک', 32.4602, 48.3592),
  station('dorud', 'دورود', 33.4934, 49.0617),
  station('arak', 'اراک', 34.088, 49.701),
  station('firuzkuh', 'فیروزکوه', 35.7577, 52.7702),
  station('qaemshahr', 'قائم‌شهر', 36.4631, 52.8601),
  station('sari', 'ساری', 36.558, 53.073),
  station('gorgan', 'گرگان', 36.84, 54.435),
  station('khorramshahr', 'خرمشهر', 30.4397, 48.1664),
];

export const LINES: readonly LineSeed[] = [
  {
    slug: 'tehran-mashhad',
    name: 'تهران – مشهد',
    stations: ['tehran', 'garmsar', 'semnan', 'damghan', 'shahrud', 'neyshabur', 'mashhad'],
  },
  {
    slug: 'tehran-tabriz-jolfa',
    name: 'تهران – تبریز – جلفا',
    stations: ['tehran', 'karaj', 'qazvin', 'zanjan', 'miyaneh', 'tabriz', 'marand', 'jolfa'],
  },
  {
    slug: 'tehran-kerman-zahedan',
    name: 'تهران – یزد – کرمان – زاهدان',
    stations: ['tehran', 'qom', 'kashan', 'badrud', 'yazd', 'bafq', 'zarand', 'kerman', 'bam', 'zahedan'],
  },
  {
    slug: 'badrud-isfahan-shiraz',
    name: 'بادرود – اصفهان – شیراز',
    stations: ['badrud', 'isfahan', 'shiraz'],
  },
  { slug: 'bafq-bandar-abbas', name: 'بافق – بندرعباس', stations: ['bafq', 'sirjan', 'bandar-abbas'] },
  {
    slug: 'north-south-trunk',
    name: 'سراسری شمال – جنوب (بندر امام خمینی – گرگان)',
    stations: [
      'bandar-imam-khomeini',
      'ahvaz',
      'andimeshk',
      'dorud',
      'arak',
      'qom',
      'tehran',
      'garmsar',
      'firuzkuh',
      'qaemshahr',
      'sari',
      'gorgan',
    ],
  },
  { slug: 'ahvaz-khorramshahr', name: 'اهواز – خرمشهر', stations: ['ahvaz', 'khorramshahr'] },
  { slug: 'qazvin-rasht', name: 'قزوین – رشت', stations: ['qazvin', 'rasht'] },
];
