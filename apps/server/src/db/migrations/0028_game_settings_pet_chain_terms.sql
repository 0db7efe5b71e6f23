CREATE TABLE "game_provider_settings" (
	"provider" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_settings" (
	"game_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_settings_bets_ck" CHECK ("game_settings"."min_bet" > 0 and "game_settings"."min_bet" <= "game_settings"."max_bet")
);
--> statement-breakpoint
CREATE TABLE "pet_chain_moves" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"pet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_addr" text,
	"to_addr" text NOT NULL,
	"to_user_id" bigint,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_races" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pet_id" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"place" integer NOT NULL,
	"prize" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_terms" (
	"version" integer PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pet_listings" ADD COLUMN "fee_bps" integer;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "chain" text DEFAULT 'devnet-evm' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "transit_to" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "terms_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_chain_moves" ADD CONSTRAINT "pet_chain_moves_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_races" ADD CONSTRAINT "pet_races_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_races" ADD CONSTRAINT "pet_races_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_chain_moves_pet_idx" ON "pet_chain_moves" USING btree ("pet_id","applied_at");--> statement-breakpoint
CREATE INDEX "pet_races_user_idx" ON "pet_races" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pets_holder_idx" ON "pets" USING btree ("chain","holder");--> statement-breakpoint
CREATE INDEX "pets_transit_idx" ON "pets" USING btree ("id") WHERE "pets"."transit_to" is not null;--> statement-breakpoint
CREATE INDEX "pets_left_idx" ON "pets" USING btree ("id") WHERE "pets"."left_at" is not null;