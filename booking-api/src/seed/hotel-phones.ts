// A seeded hotel's reception number: its province's area code and eight digits from its id, so the number is the
// same on every seed and draws nothing from the seed's random stream (the other seeded values stay as they were).

/** Iran's landline area codes by province (without the trunk 0). */
const AREA_CODES: Readonly<Record<string, string>> = {
  'آذربایجان شرقی': '41',
  'آذربایجان غربی': '44',
  اردبیل: '45',
  اصفهان: '31',
  البرز: '26',
  ایلام: '84',
  بوشهر: '77',
  تهران: '21',
  'چهارمحال و بختیاری': '38',
  'خراسان جنوبی': '56',
  'خراسان رضوی': '51',
  'خراسان شمالی': '58',
  خوزستان: '61',
  زنجان: '24',
  سمنان: '23',
  'سیستان و بلوچستان': '54',
  فارس: '71',
  قزوین: '28',
  قم: '25',
  کردستان: '87',
  کرمان: '34',
  کرمانشاه: '83',
  'کهگیلویه و بویراحمد': '74',
  گلستان: '17',
  گیلان: '13',
  لرستان: '66',
  مازندران: '11',
  مرکزی: '86',
  هرمزگان: '76',
  همدان: '81',
  یزد: '35',
};

/**
 * @example hotelPhone('خراسان رضوی', 12) // → '051-35031876'
 */
export function hotelPhone(province: string, hotelId: number): string {
  const area = AREA_CODES[province] ?? '21';
  const local = 30_000_000 + ((hotelId * 7_919_323) % 9_000_000);
  return `0${area}-${local}`;
}
