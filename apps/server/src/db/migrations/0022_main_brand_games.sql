CREATE TABLE "battle_awards" (
	"season_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"market" text NOT NULL,
	"rank" integer NOT NULL,
	"points" bigint NOT NULL,
	"prize_minor" bigint DEFAULT 0 NOT NULL,
	"coin" text NOT NULL,
	CONSTRAINT "battle_awards_season_id_user_id_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "battle_daily" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "battle_daily_user_id_day_source_pk" PRIMARY KEY("user_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "battle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"season_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"points" bigint NOT NULL,
	"ref" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_scores" (
	"season_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"market" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battle_scores_season_id_user_id_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "battle_seasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"coin" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"paid_total" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "honor_badges" (
	"user_id" bigint NOT NULL,
	"badge" text NOT NULL,
	"source" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "honor_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge")
);
--> statement-breakpoint
CREATE TABLE "honor_counters" (
	"user_id" bigint NOT NULL,
	"metric" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "honor_counters_user_id_metric_pk" PRIMARY KEY("user_id","metric")
);
--> statement-breakpoint
CREATE TABLE "honor_titles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"badge" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbet_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"first_tick" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbet_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"amount" bigint NOT NULL,
	"token" text NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbet_positions_side_ck" CHECK ("inbet_positions"."side" in ('up', 'down')),
	CONSTRAINT "inbet_positions_status_ck" CHECK ("inbet_positions"."status" in ('open', 'placed', 'settling', 'settled', 'refused', 'refunding', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "inbet_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pair" text NOT NULL,
	"number" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"lock_tick" bigint NOT NULL,
	"close_tick" bigint NOT NULL,
	"lock_price" bigint,
	"close_price" bigint,
	"close_hash" text,
	"chain_id" bigint,
	"source" text NOT NULL,
	"result" text,
	"status" text DEFAULT 'open' NOT NULL,
	"up_total" bigint DEFAULT 0 NOT NULL,
	"down_total" bigint DEFAULT 0 NOT NULL,
	"positions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbet_rounds_status_ck" CHECK ("inbet_rounds"."status" in ('open', 'locked', 'closed')),
	CONSTRAINT "inbet_rounds_result_ck" CHECK ("inbet_rounds"."result" is null or "inbet_rounds"."result" in ('up', 'down', 'tie', 'void'))
);
--> statement-breakpoint
CREATE TABLE "inbet_ticks" (
	"pair" text NOT NULL,
	"tick" bigint NOT NULL,
	"price" bigint NOT NULL,
	"chain_id" bigint,
	"hash" text,
	CONSTRAINT "inbet_ticks_pair_tick_pk" PRIMARY KEY("pair","tick")
);
--> statement-breakpoint
CREATE TABLE "lotto_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"coin" text NOT NULL,
	"price" bigint NOT NULL,
	"jackpot_bps" integer NOT NULL,
	"jackpot_in" bigint DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text DEFAULT '' NOT NULL,
	"closed_by_operator" bigint,
	"list_hash" text,
	"numbers" text,
	"tiers" text,
	"prizes" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint,
	"house" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_draws_status_ck" CHECK ("lotto_draws"."status" in ('open', 'drawn', 'paid', 'refunding', 'refunded')),
	CONSTRAINT "lotto_draws_terms_ck" CHECK ("lotto_draws"."price" > 0 and "lotto_draws"."jackpot_bps" between 0 and 10000 and "lotto_draws"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lotto_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"numbers" text NOT NULL,
	"price" bigint NOT NULL,
	"matches" integer,
	"prize" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "lotto_tickets_amount_ck" CHECK ("lotto_tickets"."price" > 0 and "lotto_tickets"."prize" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xoso_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"stake" bigint NOT NULL,
	"hits" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "xoso_bets_kind_ck" CHECK ("xoso_bets"."kind" in ('lo', 'de') and "xoso_bets"."number" between 0 and 99),
	CONSTRAINT "xoso_bets_amount_ck" CHECK ("xoso_bets"."stake" > 0 and "xoso_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xoso_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"list_hash" text,
	"board" text,
	"bets" integer DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	"house" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text DEFAULT '' NOT NULL,
	"closed_by_operator" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xoso_draws_status_ck" CHECK ("xoso_draws"."status" in ('open', 'drawn', 'paid', 'refunding', 'refunded')),
	CONSTRAINT "xoso_draws_region_ck" CHECK ("xoso_draws"."region" in ('bac', 'trung', 'nam'))
);
--> statement-breakpoint
CREATE TABLE "win_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"token" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draws" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "win_rounds_status_ck" CHECK ("win_rounds"."status" in ('open', 'playing', 'drawn', 'settled', 'refunding', 'refunded', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "battle_awards" ADD CONSTRAINT "battle_awards_season_id_battle_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."battle_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_awards" ADD CONSTRAINT "battle_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_daily" ADD CONSTRAINT "battle_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_events" ADD CONSTRAINT "battle_events_season_id_battle_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."battle_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_events" ADD CONSTRAINT "battle_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_scores" ADD CONSTRAINT "battle_scores_season_id_battle_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."battle_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_scores" ADD CONSTRAINT "battle_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honor_badges" ADD CONSTRAINT "honor_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honor_counters" ADD CONSTRAINT "honor_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honor_titles" ADD CONSTRAINT "honor_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbet_positions" ADD CONSTRAINT "inbet_positions_round_id_inbet_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."inbet_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbet_positions" ADD CONSTRAINT "inbet_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_tickets" ADD CONSTRAINT "lotto_tickets_draw_id_lotto_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lotto_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_tickets" ADD CONSTRAINT "lotto_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xoso_bets" ADD CONSTRAINT "xoso_bets_draw_id_xoso_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."xoso_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xoso_bets" ADD CONSTRAINT "xoso_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_rounds" ADD CONSTRAINT "win_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_awards_user_idx" ON "battle_awards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "battle_events_user_idx" ON "battle_events" USING btree ("user_id","season_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_events_ref_uq" ON "battle_events" USING btree ("season_id","user_id","source","ref");--> statement-breakpoint
CREATE INDEX "battle_scores_rank_idx" ON "battle_scores" USING btree ("season_id","market","points","reached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_seasons_start_uq" ON "battle_seasons" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "battle_seasons_end_idx" ON "battle_seasons" USING btree ("state","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbet_chains_first_tick_uq" ON "inbet_chains" USING btree ("first_tick");--> statement-breakpoint
CREATE UNIQUE INDEX "inbet_positions_round_user_uq" ON "inbet_positions" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbet_positions_request_uq" ON "inbet_positions" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "inbet_positions_user_idx" ON "inbet_positions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "inbet_positions_status_idx" ON "inbet_positions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbet_rounds_pair_number_uq" ON "inbet_rounds" USING btree ("pair","number");--> statement-breakpoint
CREATE INDEX "inbet_rounds_status_idx" ON "inbet_rounds" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "inbet_ticks_tick_idx" ON "inbet_ticks" USING btree ("tick");--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_draws_open_uq" ON "lotto_draws" USING btree ("status") WHERE "lotto_draws"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lotto_draws_status_idx" ON "lotto_draws" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "lotto_tickets_draw_idx" ON "lotto_tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lotto_tickets_user_idx" ON "lotto_tickets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "xoso_bets_draw_idx" ON "xoso_bets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "xoso_bets_user_idx" ON "xoso_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "xoso_draws_region_day_uq" ON "xoso_draws" USING btree ("region","day");--> statement-breakpoint
CREATE INDEX "xoso_draws_status_idx" ON "xoso_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "win_rounds_round_uq" ON "win_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "win_rounds_request_uq" ON "win_rounds" USING btree ("user_id","game","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "win_rounds_hilo_live_uq" ON "win_rounds" USING btree ("user_id") WHERE "win_rounds"."game" = 'hilo' and "win_rounds"."status" in ('open', 'playing');--> statement-breakpoint
CREATE INDEX "win_rounds_user_idx" ON "win_rounds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "win_rounds_unfinished_idx" ON "win_rounds" USING btree ("updated_at") WHERE "win_rounds"."status" in ('open', 'playing', 'drawn', 'refunding');