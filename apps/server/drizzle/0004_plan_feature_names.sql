-- Data: the seeded plans' Russian feature lists name the plans in Russian, as the cards now do.
UPDATE "plans"
SET "features" = replace(
  replace("features"::text, 'Всё из тарифа Basic', 'Всё из тарифа «Базовый»'),
  'Всё из тарифа Advanced', 'Всё из тарифа «Продвинутый»'
)::jsonb
WHERE "features"::text LIKE '%Всё из тарифа Basic%' OR "features"::text LIKE '%Всё из тарифа Advanced%';
