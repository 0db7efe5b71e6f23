CREATE TABLE "captcha_reports" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"step" text NOT NULL,
	"verdict" text NOT NULL,
	"score" real,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"user_id" bigint NOT NULL,
	"media_type" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_user_id_media_type_pk" PRIMARY KEY("user_id","media_type")
);
--> statement-breakpoint
CREATE TABLE "social_follows" (
	"user_id" bigint NOT NULL,
	"channel_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_follows_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "captcha_reports" ADD CONSTRAINT "captcha_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_follows" ADD CONSTRAINT "social_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_reports_user_idx" ON "captcha_reports" USING btree ("user_id","step","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_uq" ON "social_accounts" USING btree ("media_type","provider_user_id");