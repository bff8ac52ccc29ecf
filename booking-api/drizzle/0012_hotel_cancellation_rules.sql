ALTER TABLE "hotels" ADD COLUMN "cancellation_rules" jsonb;--> statement-breakpoint
-- The seeded policy texts read as data: «لغو رزرو تا N روز پیش از ورود با کسر F درصد از مبلغ شب اول …، پس از آن
-- … مبلغ شب اول به‌طور کامل کسر می‌شود.» and, when present, «در ایام نوروز و تعطیلات رسمی، هزینه شب اول …
-- قابل استرداد نیست.». A text of another shape leaves the hotel on the site-wide default (null).
UPDATE "hotels" SET "cancellation_rules" = jsonb_build_object(
  'tiers', jsonb_build_array(
    jsonb_build_object('minDaysBefore', (parsed.m)[1]::int, 'percent', (parsed.m)[2]::int, 'of', 'firstNight'),
    jsonb_build_object('minDaysBefore', 0, 'percent', 100, 'of', 'firstNight')
  ),
  'holidays', CASE WHEN parsed.text LIKE '%در ایام نوروز و تعطیلات رسمی، هزینه شب اول در هر زمانی از لغو قابل استرداد نیست.%'
    THEN jsonb_build_object('percent', 100, 'of', 'firstNight', 'days', 'nowruzAndOfficial') ELSE 'null'::jsonb END
)
FROM (
  SELECT "id", "cancellation_policy" AS text, regexp_match(
    translate("cancellation_policy", '۰۱۲۳۴۵۶۷۸۹', '0123456789'),
    '^لغو رزرو تا ([0-9]+) روز پیش از ورود با کسر ([0-9]+) درصد از مبلغ شب اول انجام می‌شود\. پس از آن و در صورت عدم حضور، مبلغ شب اول به‌طور کامل کسر می‌شود\.'
  ) AS m
  FROM "hotels"
) AS parsed
WHERE parsed."id" = "hotels"."id" AND parsed.m IS NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" DROP COLUMN "cancellation_policy";
