CREATE TABLE "vote_candidates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"name" text NOT NULL,
	"hue" integer DEFAULT 200 NOT NULL,
	"glyph" text DEFAULT '★' NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_poll_options" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"poll_id" bigint NOT NULL,
	"label" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_poll_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"poll_id" bigint NOT NULL,
	"option_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_polls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"question" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"title" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"reward_pool" bigint DEFAULT 0 NOT NULL,
	"total_staked" bigint DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_id" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_rounds_status_ck" CHECK ("vote_rounds"."status" in ('open', 'settled')),
	CONSTRAINT "vote_rounds_amounts_ck" CHECK ("vote_rounds"."min_stake" > 0 and "vote_rounds"."reward_pool" >= 0 and "vote_rounds"."total_staked" >= 0 and "vote_rounds"."ends_at" > "vote_rounds"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "vote_stakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"candidate_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'locked' NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vote_stakes_status_ck" CHECK ("vote_stakes"."status" in ('locked', 'returned')),
	CONSTRAINT "vote_stakes_amount_ck" CHECK ("vote_stakes"."amount" > 0 and "vote_stakes"."reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vote_candidates" ADD CONSTRAINT "vote_candidates_round_id_vote_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."vote_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_poll_options" ADD CONSTRAINT "vote_poll_options_poll_id_vote_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."vote_polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_poll_votes" ADD CONSTRAINT "vote_poll_votes_poll_id_vote_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."vote_polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_poll_votes" ADD CONSTRAINT "vote_poll_votes_option_id_vote_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."vote_poll_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_poll_votes" ADD CONSTRAINT "vote_poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_stakes" ADD CONSTRAINT "vote_stakes_round_id_vote_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."vote_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_stakes" ADD CONSTRAINT "vote_stakes_candidate_id_vote_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."vote_candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_stakes" ADD CONSTRAINT "vote_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vote_candidates_round_idx" ON "vote_candidates" USING btree ("round_id","sort");--> statement-breakpoint
CREATE INDEX "vote_poll_options_poll_idx" ON "vote_poll_options" USING btree ("poll_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_poll_votes_once_uq" ON "vote_poll_votes" USING btree ("poll_id","user_id");--> statement-breakpoint
CREATE INDEX "vote_polls_market_idx" ON "vote_polls" USING btree ("market","id");--> statement-breakpoint
CREATE INDEX "vote_rounds_market_idx" ON "vote_rounds" USING btree ("market","ends_at");--> statement-breakpoint
CREATE INDEX "vote_rounds_due_idx" ON "vote_rounds" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_stakes_idem_uq" ON "vote_stakes" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "vote_stakes_round_idx" ON "vote_stakes" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "vote_stakes_user_idx" ON "vote_stakes" USING btree ("user_id","id");