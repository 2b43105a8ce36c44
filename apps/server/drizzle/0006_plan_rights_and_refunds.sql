CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'canceled');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"amount_rub" integer NOT NULL,
	"idempotence_key" uuid NOT NULL,
	"admin_id" integer,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "locale" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "advanced_shapes_and_methods" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_idempotence_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data: the rights the builder enforced by tier until now become the plans' data.
UPDATE "plans" SET "advanced_shapes_and_methods" = ("tier" <> 'basic'),
  "palettes" = CASE WHEN "tier" = 'basic' THEN '[9]'::jsonb ELSE '[9, 12, 13]'::jsonb END;--> statement-breakpoint
-- Data: the cards now state the rights from those columns, so the seeded feature lists keep only the rest.
UPDATE "plans" SET "features" = '{"ru": ["3 шаблона: цвет, цифры, точки"], "en": ["3 templates: colour, digits, dots"]}'::jsonb
WHERE "slug" = 'basic' AND "features" = '{"ru": ["Автоматический расчёт на 9 цветах", "4 фигуры и 10 методов", "3 шаблона: цвет, цифры, точки", "30 мандал в месяц"], "en": ["Automatic calculation on 9 colours", "4 figures and 10 methods", "3 templates: colour, digits, dots", "30 mandalas a month"]}'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '{"ru": ["Всё из тарифа «Базовый»"], "en": ["Everything in Basic"]}'::jsonb
WHERE "slug" = 'advanced' AND "features" = '{"ru": ["Всё из тарифа «Базовый»", "Палитры на 12 и 13 цветов", "8 фигур и 12 методов, включая продвинутые", "100 мандал в месяц"], "en": ["Everything in Basic", "12- and 13-colour palettes", "8 figures and 12 methods, advanced ones included", "100 mandalas a month"]}'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '{"ru": ["Всё из тарифа «Продвинутый»", "Консультация по формулировке намерений", "Приоритетная поддержка"], "en": ["Everything in Advanced", "A consultation on formulating intentions", "Priority support"]}'::jsonb
WHERE "slug" = 'premium' AND "features" = '{"ru": ["Всё из тарифа «Продвинутый»", "Консультация по формулировке намерений", "Приоритетная поддержка", "300 мандал в месяц, остаток переносится"], "en": ["Everything in Advanced", "A consultation on formulating intentions", "Priority support", "300 mandalas a month, unused ones carry over"]}'::jsonb;
