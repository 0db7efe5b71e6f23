CREATE TABLE "invest_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"apr_bps" integer NOT NULL,
	"penalty_bps" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone,
	"interest" bigint DEFAULT 0 NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "invest_positions_status_ck" CHECK ("invest_positions"."status" in ('active', 'matured', 'redeemed')),
	CONSTRAINT "invest_positions_amount_ck" CHECK ("invest_positions"."principal" > 0 and "invest_positions"."interest" >= 0 and "invest_positions"."penalty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invest_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"apr_bps" integer NOT NULL,
	"term_days" integer DEFAULT 0 NOT NULL,
	"min_amount" bigint NOT NULL,
	"per_user_cap" bigint NOT NULL,
	"total_cap" bigint NOT NULL,
	"subscribed" bigint DEFAULT 0 NOT NULL,
	"penalty_bps" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invest_products_kind_ck" CHECK ("invest_products"."kind" in ('fixed', 'flexible') and "invest_products"."status" in ('open', 'closed')),
	CONSTRAINT "invest_products_terms_ck" CHECK ("invest_products"."apr_bps" between 0 and 100000 and "invest_products"."penalty_bps" between 0 and 10000 and "invest_products"."min_amount" > 0 and "invest_products"."subscribed" >= 0 and "invest_products"."subscribed" <= "invest_products"."total_cap" and "invest_products"."term_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"held" bigint NOT NULL,
	"filled_quote" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text DEFAULT 'none' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_pairs" (
	"symbol" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"kind" text DEFAULT 'spot' NOT NULL,
	"maker_fee_bps" integer NOT NULL,
	"taker_fee_bps" integer NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"price" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"quote" bigint NOT NULL,
	"taker_side" text NOT NULL,
	"maker_order_id" bigint,
	"taker_order_id" bigint,
	"buyer_fee" bigint NOT NULL,
	"seller_fee" bigint NOT NULL,
	"ts_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pet_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"price" bigint NOT NULL,
	"days" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"taker_id" bigint,
	"fee" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "pet_listings_kind_ck" CHECK ("pet_listings"."kind" in ('sale', 'rent')),
	CONSTRAINT "pet_listings_status_ck" CHECK ("pet_listings"."status" in ('open', 'sold', 'rented', 'delisted')),
	CONSTRAINT "pet_listings_price_ck" CHECK ("pet_listings"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "pet_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"free_race_day" text
);
--> statement-breakpoint
CREATE TABLE "pet_rentals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" bigint NOT NULL,
	"pet_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"renter_id" bigint NOT NULL,
	"escrow" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "pet_rentals_status_ck" CHECK ("pet_rentals"."status" in ('active', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"genes" text NOT NULL,
	"rarity" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"power" integer NOT NULL,
	"last_collected_at" timestamp with time zone NOT NULL,
	"stamina_until" timestamp with time zone NOT NULL,
	"buff_until" timestamp with time zone,
	"training_until" timestamp with time zone,
	"source" text NOT NULL,
	"seed_id" bigint,
	"nonce" integer,
	"misses_before" integer,
	"renter_id" bigint,
	"rent_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_rarity_ck" CHECK ("pets"."rarity" in ('common', 'rare', 'epic', 'legendary')),
	CONSTRAINT "pets_level_ck" CHECK ("pets"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pvp_bans" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"coin" text NOT NULL,
	"stake" bigint NOT NULL,
	"fee_bp" integer NOT NULL,
	"grace_seconds" integer NOT NULL,
	"player_a" bigint NOT NULL,
	"player_b" bigint NOT NULL,
	"client_seed_a" text NOT NULL,
	"client_seed_b" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"status" text NOT NULL,
	"rolled_a" integer DEFAULT 0 NOT NULL,
	"rolled_b" integer DEFAULT 0 NOT NULL,
	"last_action_at" timestamp with time zone NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"winner_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pvp_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"market" text NOT NULL,
	"stake" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"match_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox" ADD COLUMN "refund_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invest_positions" ADD CONSTRAINT "invest_positions_product_id_invest_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."invest_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_positions" ADD CONSTRAINT "invest_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_listings" ADD CONSTRAINT "pet_listings_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_listings" ADD CONSTRAINT "pet_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_listings" ADD CONSTRAINT "pet_listings_taker_id_users_id_fk" FOREIGN KEY ("taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_players" ADD CONSTRAINT "pet_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_rentals" ADD CONSTRAINT "pet_rentals_listing_id_pet_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."pet_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_rentals" ADD CONSTRAINT "pet_rentals_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_rentals" ADD CONSTRAINT "pet_rentals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_rentals" ADD CONSTRAINT "pet_rentals_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invest_positions_idem_uq" ON "invest_positions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invest_positions_user_idx" ON "invest_positions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invest_positions_due_idx" ON "invest_positions" USING btree ("status","matures_at");--> statement-breakpoint
CREATE INDEX "invest_products_market_idx" ON "invest_products" USING btree ("market","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "market_orders_user_key_idx" ON "market_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "market_orders_book_idx" ON "market_orders" USING btree ("symbol","status");--> statement-breakpoint
CREATE INDEX "market_orders_user_idx" ON "market_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "market_trades_symbol_ts_idx" ON "market_trades" USING btree ("symbol","ts_ms");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_listings_open_uq" ON "pet_listings" USING btree ("pet_id") WHERE "pet_listings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "pet_listings_market_idx" ON "pet_listings" USING btree ("status","kind","id");--> statement-breakpoint
CREATE INDEX "pet_rentals_due_idx" ON "pet_rentals" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pets_token_uq" ON "pets" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "pets_owner_idx" ON "pets" USING btree ("owner_id","power");--> statement-breakpoint
CREATE INDEX "pets_power_idx" ON "pets" USING btree ("power","id");--> statement-breakpoint
CREATE INDEX "pets_renter_idx" ON "pets" USING btree ("renter_id");--> statement-breakpoint
CREATE INDEX "pvp_matches_a" ON "pvp_matches" USING btree ("player_a","id");--> statement-breakpoint
CREATE INDEX "pvp_matches_b" ON "pvp_matches" USING btree ("player_b","id");--> statement-breakpoint
CREATE INDEX "pvp_matches_playing" ON "pvp_matches" USING btree ("last_action_at") WHERE status = 'playing';--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_queue_key" ON "pvp_queue" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_queue_one_waiting" ON "pvp_queue" USING btree ("user_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "pvp_queue_pick" ON "pvp_queue" USING btree ("market","stake","id") WHERE status = 'waiting';