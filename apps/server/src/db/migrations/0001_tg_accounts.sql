CREATE TABLE "tg_accounts" (
	"tg_user_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bot_name" text NOT NULL,
	"tg_username" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tg_seen_hashes" (
	"hash" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tg_web_logins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"bot_name" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tg_accounts" ADD CONSTRAINT "tg_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tg_web_logins" ADD CONSTRAINT "tg_web_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tg_accounts_user_idx" ON "tg_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tg_seen_hashes_seen_idx" ON "tg_seen_hashes" USING btree ("seen_at");