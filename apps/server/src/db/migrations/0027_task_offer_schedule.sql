ALTER TABLE "task_offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_offers" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_window_ck" CHECK ("task_offers"."starts_at" is null or "task_offers"."ends_at" is null or "task_offers"."ends_at" > "task_offers"."starts_at");