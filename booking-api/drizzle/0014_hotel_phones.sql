-- Hotels seeded before 0007 have no reception number: give each the one the seed gives (seed/hotel-phones.ts),
-- its province's area code (Tehran's when the province has none) and eight digits from its id.
UPDATE "hotels" AS h
SET "phone" = '0' || coalesce(a.code, '21') || '-' || (30000000 + (h.id::bigint * 7919323) % 9000000)::text
FROM "cities" AS c
LEFT JOIN (VALUES
  ('آذربایجان شرقی', '41'),
  ('آذربایجان غربی', '44'),
  ('اردبیل', '45'),
  ('اصفهان', '31'),
  ('البرز', '26'),
  ('ایلام', '84'),
  ('بوشهر', '77'),
  ('تهران', '21'),
  ('چهارمحال و بختیاری', '38'),
  ('خراسان جنوبی', '56'),
  ('خراسان رضوی', '51'),
  ('خراسان شمالی', '58'),
  ('خوزستان', '61'),
  ('زنجان', '24'),
  ('سمنان', '23'),
  ('سیستان و بلوچستان', '54'),
  ('فارس', '71'),
  ('قزوین', '28'),
  ('قم', '25'),
  ('کردستان', '87'),
  ('کرمان', '34'),
  ('کرمانشاه', '83'),
  ('کهگیلویه و بویراحمد', '74'),
  ('گلستان', '17'),
  ('گیلان', '13'),
  ('لرستان', '66'),
  ('مازندران', '11'),
  ('مرکزی', '86'),
  ('هرمزگان', '76'),
  ('همدان', '81'),
  ('یزد', '35')
) AS a(province, code) ON a.province = c.province
WHERE c.id = h.city_id AND h.phone IS NULL;
