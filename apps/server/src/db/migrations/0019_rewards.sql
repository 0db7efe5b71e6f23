CREATE TABLE "activity_newbie_claims" (
	"user_id" bigint NOT NULL,
	"step" text NOT NULL,
	"kc" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_newbie_claims_user_id_step_pk" PRIMARY KEY("user_id","step"),
	CONSTRAINT "activity_newbie_claims_step_ck" CHECK ("activity_newbie_claims"."step" in ('bind_phone', 'first_task', 'first_recharge', 'first_invite'))
);
--> statement-breakpoint
CREATE TABLE "gift_code_claims" (
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_code_claims_code_user_id_pk" PRIMARY KEY("code","user_id"),
	CONSTRAINT "gift_code_claims_amount_ck" CHECK ("gift_code_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_code_parts" (
	"code" text NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "gift_code_parts_code_seq_pk" PRIMARY KEY("code","seq"),
	CONSTRAINT "gift_code_parts_amount_ck" CHECK ("gift_code_parts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"creator_user_id" bigint,
	"operator_id" bigint,
	"coin" text NOT NULL,
	"split" text NOT NULL,
	"total" bigint NOT NULL,
	"amount_per_claim" bigint NOT NULL,
	"max_claims" integer NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"claimed" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "gift_codes_kind_ck" CHECK ("gift_codes"."kind" in ('packet', 'campaign')),
	CONSTRAINT "gift_codes_split_ck" CHECK ("gift_codes"."split" in ('fixed', 'random')),
	CONSTRAINT "gift_codes_status_ck" CHECK ("gift_codes"."status" in ('active', 'ended')),
	CONSTRAINT "gift_codes_claims_ck" CHECK ("gift_codes"."claims" >= 0 and "gift_codes"."claims" <= "gift_codes"."max_claims"),
	CONSTRAINT "gift_codes_money_ck" CHECK ("gift_codes"."total" > 0 and "gift_codes"."claimed" >= 0 and "gift_codes"."returned" >= 0 and "gift_codes"."claimed" + "gift_codes"."returned" <= "gift_codes"."total"),
	CONSTRAINT "gift_codes_owner_ck" CHECK ("gift_codes"."kind" <> 'packet' or "gift_codes"."creator_user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "luckycode_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"coin" text NOT NULL,
	"price" bigint NOT NULL,
	"cap" integer NOT NULL,
	"min_tickets" integer NOT NULL,
	"prize_bps" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text DEFAULT '' NOT NULL,
	"closed_by_operator" bigint,
	"list_hash" text,
	"winning_number" integer,
	"winner_user_id" bigint,
	"winner_order_id" bigint,
	"prize" bigint DEFAULT 0 NOT NULL,
	"edge" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luckycode_draws_status_ck" CHECK ("luckycode_draws"."status" in ('open', 'drawn', 'paid', 'refunding', 'refunded')),
	CONSTRAINT "luckycode_draws_sold_ck" CHECK ("luckycode_draws"."sold" >= 0 and "luckycode_draws"."sold" <= "luckycode_draws"."cap"),
	CONSTRAINT "luckycode_draws_terms_ck" CHECK ("luckycode_draws"."price" > 0 and "luckycode_draws"."cap" > 0 and "luckycode_draws"."min_tickets" > 0 and "luckycode_draws"."prize_bps" between 0 and 10000),
	CONSTRAINT "luckycode_draws_split_ck" CHECK ("luckycode_draws"."prize" >= 0 and "luckycode_draws"."edge" >= 0)
);
--> statement-breakpoint
CREATE TABLE "luckycode_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"first_number" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "luckycode_orders_count_ck" CHECK ("luckycode_orders"."count" > 0 and "luckycode_orders"."first_number" > 0 and "luckycode_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "luckycode_tickets" (
	"draw_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "luckycode_tickets_draw_id_number_pk" PRIMARY KEY("draw_id","number")
);
--> statement-breakpoint
CREATE TABLE "pool_payouts" (
	"period_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pool_payouts_period_id_user_id_pk" PRIMARY KEY("period_id","user_id"),
	CONSTRAINT "pool_payouts_amounts_ck" CHECK ("pool_payouts"."counted" > 0 and "pool_payouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pool_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"share_bps" integer DEFAULT 0 NOT NULL,
	"fees_earned" bigint DEFAULT 0 NOT NULL,
	"house_earned" bigint DEFAULT 0 NOT NULL,
	"funded" bigint DEFAULT 0 NOT NULL,
	"carried_in" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"dust" bigint DEFAULT 0 NOT NULL,
	"total_counted" bigint DEFAULT 0 NOT NULL,
	"holders" integer DEFAULT 0 NOT NULL,
	"funded_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pool_periods_status_ck" CHECK ("pool_periods"."status" in ('open', 'closed', 'paying', 'settled')),
	CONSTRAINT "pool_periods_balanced_ck" CHECK ("pool_periods"."status" <> 'settled' or "pool_periods"."paid" + "pool_periods"."dust" = "pool_periods"."carried_in" + "pool_periods"."funded"),
	CONSTRAINT "pool_periods_amounts_ck" CHECK ("pool_periods"."funded" >= 0 and "pool_periods"."carried_in" >= 0 and "pool_periods"."paid" >= 0 and "pool_periods"."dust" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pool_stake_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"period_id" integer NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_stake_events_balance_ck" CHECK ("pool_stake_events"."balance_after" >= 0 and "pool_stake_events"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "pool_stakes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_stakes_amount_ck" CHECK ("pool_stakes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_devices" (
	"user_id" bigint NOT NULL,
	"did" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_devices_user_id_did_pk" PRIMARY KEY("user_id","did")
);
--> statement-breakpoint
CREATE TABLE "share_invites" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"source" text NOT NULL,
	"code" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refused_reason" text,
	"coin" text DEFAULT '' NOT NULL,
	"inviter_amount" bigint DEFAULT 0 NOT NULL,
	"invitee_amount" bigint DEFAULT 0 NOT NULL,
	"level_bonus_percent" integer DEFAULT 0 NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"qualified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "share_invites_not_self_ck" CHECK ("share_invites"."inviter_id" <> "share_invites"."invitee_id"),
	CONSTRAINT "share_invites_source_ck" CHECK ("share_invites"."source" in ('link', 'code', 'tg')),
	CONSTRAINT "share_invites_status_ck" CHECK ("share_invites"."status" in ('pending', 'waiting', 'paid', 'refused')),
	CONSTRAINT "share_invites_reason_ck" CHECK (("share_invites"."status" = 'refused') = ("share_invites"."refused_reason" is not null) and ("share_invites"."refused_reason" is null or "share_invites"."refused_reason" in ('same_device', 'same_phone'))),
	CONSTRAINT "share_invites_amounts_ck" CHECK ("share_invites"."inviter_amount" >= 0 and "share_invites"."invitee_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_newbie_claims" ADD CONSTRAINT "activity_newbie_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_claims" ADD CONSTRAINT "gift_code_claims_code_gift_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."gift_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_claims" ADD CONSTRAINT "gift_code_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_parts" ADD CONSTRAINT "gift_code_parts_code_gift_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."gift_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luckycode_draws" ADD CONSTRAINT "luckycode_draws_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luckycode_orders" ADD CONSTRAINT "luckycode_orders_draw_id_luckycode_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."luckycode_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luckycode_orders" ADD CONSTRAINT "luckycode_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luckycode_tickets" ADD CONSTRAINT "luckycode_tickets_draw_id_luckycode_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."luckycode_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luckycode_tickets" ADD CONSTRAINT "luckycode_tickets_order_id_luckycode_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."luckycode_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luckycode_tickets" ADD CONSTRAINT "luckycode_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_payouts" ADD CONSTRAINT "pool_payouts_period_id_pool_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pool_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_payouts" ADD CONSTRAINT "pool_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_stake_events" ADD CONSTRAINT "pool_stake_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_stake_events" ADD CONSTRAINT "pool_stake_events_period_id_pool_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pool_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_stakes" ADD CONSTRAINT "pool_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_devices" ADD CONSTRAINT "share_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_code_claims_seq_uq" ON "gift_code_claims" USING btree ("code","seq");--> statement-breakpoint
CREATE INDEX "gift_code_claims_user_idx" ON "gift_code_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_codes_creator_idx" ON "gift_codes" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_codes_expiry_idx" ON "gift_codes" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "luckycode_draws_open_uq" ON "luckycode_draws" USING btree ("status") WHERE "luckycode_draws"."status" = 'open';--> statement-breakpoint
CREATE INDEX "luckycode_draws_status_idx" ON "luckycode_draws" USING btree ("status","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "luckycode_orders_draw_first_uq" ON "luckycode_orders" USING btree ("draw_id","first_number");--> statement-breakpoint
CREATE INDEX "luckycode_orders_user_idx" ON "luckycode_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "luckycode_orders_draw_user_idx" ON "luckycode_orders" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE INDEX "luckycode_tickets_order_idx" ON "luckycode_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pool_payouts_user_idx" ON "pool_payouts" USING btree ("user_id","period_id");--> statement-breakpoint
CREATE INDEX "pool_payouts_unpaid_idx" ON "pool_payouts" USING btree ("period_id") WHERE "pool_payouts"."paid_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pool_periods_one_open_uq" ON "pool_periods" USING btree ("status") WHERE "pool_periods"."status" = 'open';--> statement-breakpoint
CREATE INDEX "pool_periods_status_idx" ON "pool_periods" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pool_stake_events_user_idx" ON "pool_stake_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pool_stake_events_period_idx" ON "pool_stake_events" USING btree ("period_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_codes_code_uq" ON "share_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "share_devices_did_idx" ON "share_devices" USING btree ("did");--> statement-breakpoint
CREATE INDEX "share_invites_inviter_idx" ON "share_invites" USING btree ("inviter_id","bound_at");--> statement-breakpoint
CREATE INDEX "share_invites_status_idx" ON "share_invites" USING btree ("status");--> statement-breakpoint
CREATE INDEX "share_invites_qualified_idx" ON "share_invites" USING btree ("qualified_at");--> statement-breakpoint
CREATE INDEX "share_invites_paid_idx" ON "share_invites" USING btree ("inviter_id","paid_at");