ALTER TABLE "payment_orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox" ADD COLUMN "refund_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
