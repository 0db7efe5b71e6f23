CREATE TABLE "turbo_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"token" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cashout" integer,
	"cashout" integer,
	"win" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turbo_bets_status_ck" CHECK ("turbo_bets"."status" in ('open', 'placed', 'cashing', 'cashed', 'losing', 'lost', 'refused', 'refunding', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "turbo_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"first_game" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turbo_games" (
	"game" integer PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"crash" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	CONSTRAINT "turbo_games_phase_ck" CHECK ("turbo_games"."phase" in ('betting', 'running', 'crashed'))
);
--> statement-breakpoint
ALTER TABLE "turbo_bets" ADD CONSTRAINT "turbo_bets_game_turbo_games_game_fk" FOREIGN KEY ("game") REFERENCES "public"."turbo_games"("game") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turbo_bets" ADD CONSTRAINT "turbo_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turbo_games" ADD CONSTRAINT "turbo_games_chain_id_turbo_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."turbo_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "turbo_bets_game_user_uq" ON "turbo_bets" USING btree ("game","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turbo_bets_request_uq" ON "turbo_bets" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "turbo_bets_user_idx" ON "turbo_bets" USING btree ("user_id","id");