CREATE TABLE "pvp_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stakes" text NOT NULL,
	"fee_bp" integer NOT NULL,
	"grace_seconds" integer NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pvp_settings_one_ck" CHECK ("pvp_settings"."id" = 1),
	CONSTRAINT "pvp_settings_values_ck" CHECK ("pvp_settings"."fee_bp" between 0 and 2000 and "pvp_settings"."grace_seconds" between 10 and 3600)
);
--> statement-breakpoint
CREATE TABLE "stake_pools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"coin" text NOT NULL,
	"apr_bps" integer NOT NULL,
	"lock_days" integer DEFAULT 0 NOT NULL,
	"min_amount" bigint NOT NULL,
	"total_staked" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stake_pools_terms_ck" CHECK ("stake_pools"."apr_bps" between 0 and 100000 and "stake_pools"."lock_days" between 0 and 3650 and "stake_pools"."min_amount" > 0 and "stake_pools"."total_staked" >= 0 and "stake_pools"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "stake_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"amount" bigint NOT NULL,
	"apr_bps" integer NOT NULL,
	"lock_days" integer NOT NULL,
	"status" text DEFAULT 'staked' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"lock_ends_at" timestamp with time zone,
	"accrued_from" timestamp with time zone NOT NULL,
	"claimed" bigint DEFAULT 0 NOT NULL,
	"unstaked_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "stake_positions_status_ck" CHECK ("stake_positions"."status" in ('staked', 'cooling', 'returned')),
	CONSTRAINT "stake_positions_amount_ck" CHECK ("stake_positions"."amount" > 0 and "stake_positions"."claimed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "stake_positions" ADD CONSTRAINT "stake_positions_pool_id_stake_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."stake_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_positions" ADD CONSTRAINT "stake_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stake_pools_market_idx" ON "stake_pools" USING btree ("market","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "stake_positions_idem_uq" ON "stake_positions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "stake_positions_user_idx" ON "stake_positions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stake_positions_due_idx" ON "stake_positions" USING btree ("status","release_at");--> statement-breakpoint
CREATE INDEX "pet_listings_seller_idx" ON "pet_listings" USING btree ("seller_id","closed_at");--> statement-breakpoint
CREATE INDEX "pet_listings_taker_idx" ON "pet_listings" USING btree ("taker_id","closed_at");