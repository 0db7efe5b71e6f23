CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_ck" CHECK ("game_rounds"."status" in ('open', 'closed')),
	CONSTRAINT "game_rounds_amounts_ck" CHECK ("game_rounds"."staked" >= 0 and "game_rounds"."won" >= 0 and "game_rounds"."refunded" between 0 and "game_rounds"."staked")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"game_code" text NOT NULL,
	"market" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"provider" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"refund_of" text,
	"fingerprint" text NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_provider_tx_id_pk" PRIMARY KEY("provider","tx_id")
);
--> statement-breakpoint
CREATE TABLE "studio_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"token" text NOT NULL,
	"line_bet" bigint NOT NULL,
	"bet" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_id" bigint,
	"nonce" integer,
	"outcome" jsonb,
	"win" bigint,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_spins_status_ck" CHECK ("studio_spins"."status" in ('open', 'drawn', 'settled', 'refunding', 'refunded', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_spins" ADD CONSTRAINT "studio_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_spins" ADD CONSTRAINT "studio_spins_seed_id_fortune_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fortune_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_uq" ON "game_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_closed_idx" ON "game_rounds" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_refund_of_uq" ON "game_transactions" USING btree ("provider","refund_of");--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("provider","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_spins_round_uq" ON "studio_spins" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_spins_request_uq" ON "studio_spins" USING btree ("user_id","game","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_spins_seed_nonce_uq" ON "studio_spins" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "studio_spins_user_idx" ON "studio_spins" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "studio_spins_unfinished_idx" ON "studio_spins" USING btree ("updated_at") WHERE "studio_spins"."status" in ('open', 'drawn', 'refunding');