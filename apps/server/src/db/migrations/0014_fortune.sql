CREATE TABLE "fortune_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'locked' NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "fortune_bonuses_amount_ck" CHECK ("fortune_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fortune_chance_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"source" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_chances" (
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"free_day" date NOT NULL,
	"free_used" integer DEFAULT 0 NOT NULL,
	"extra" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fortune_chances_user_id_game_pk" PRIMARY KEY("user_id","game"),
	CONSTRAINT "fortune_chances_extra_ck" CHECK ("fortune_chances"."extra" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fortune_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "fortune_markets" (
	"market" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_spin_ms" integer DEFAULT 0 NOT NULL,
	"autoplay" boolean DEFAULT true NOT NULL,
	"turbo" boolean DEFAULT true NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"age_confirmed_at" timestamp with time zone NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"ga_client_id" text DEFAULT '' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fortune_user_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_vip_claims" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"coin" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_vip_claims_user_id_kind_ref_pk" PRIMARY KEY("user_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "fortune_wager_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"coin" text NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fortune_wager_days_user_id_day_coin_pk" PRIMARY KEY("user_id","day","coin")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "brand" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "fortune_bonuses" ADD CONSTRAINT "fortune_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_chance_grants" ADD CONSTRAINT "fortune_chance_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_chances" ADD CONSTRAINT "fortune_chances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_draws" ADD CONSTRAINT "fortune_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_draws" ADD CONSTRAINT "fortune_draws_seed_id_fortune_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fortune_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_exclusions" ADD CONSTRAINT "fortune_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_limits" ADD CONSTRAINT "fortune_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_players" ADD CONSTRAINT "fortune_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_seeds" ADD CONSTRAINT "fortune_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_user_actions" ADD CONSTRAINT "fortune_user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_vip_claims" ADD CONSTRAINT "fortune_vip_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_wager_days" ADD CONSTRAINT "fortune_wager_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_bonuses_source_uq" ON "fortune_bonuses" USING btree ("source","source_ref");--> statement-breakpoint
CREATE INDEX "fortune_bonuses_user_idx" ON "fortune_bonuses" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_chance_grants_uq" ON "fortune_chance_grants" USING btree ("user_id","game","source");--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_draws_request_uq" ON "fortune_draws" USING btree ("user_id","game","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_draws_seed_nonce_uq" ON "fortune_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "fortune_draws_user_idx" ON "fortune_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "fortune_exclusions_user_idx" ON "fortune_exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_seeds_active_uq" ON "fortune_seeds" USING btree ("user_id") WHERE "fortune_seeds"."active";--> statement-breakpoint
CREATE INDEX "fortune_seeds_hash_idx" ON "fortune_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "fortune_user_actions_user_idx" ON "fortune_user_actions" USING btree ("user_id","id");