CREATE TABLE "fortune_gift_claims" (
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_gift_claims_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "fortune_gift_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"creator_user_id" bigint,
	"operator_id" bigint,
	"prize_kind" text DEFAULT 'cash' NOT NULL,
	"amount_per_claim" bigint NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"max_claims" integer NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "fortune_gift_codes_claims_ck" CHECK ("fortune_gift_codes"."claims" >= 0 and "fortune_gift_codes"."claims" <= "fortune_gift_codes"."max_claims")
);
--> statement-breakpoint
CREATE TABLE "fortune_popup_views" (
	"popup_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"last_shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fortune_popup_views_popup_id_user_id_pk" PRIMARY KEY("popup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fortune_popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"deep_link" text DEFAULT '' NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_vip" integer DEFAULT 0 NOT NULL,
	"max_vip" integer DEFAULT 10 NOT NULL,
	"new_within_days" integer DEFAULT 0 NOT NULL,
	"max_shows" integer DEFAULT 1 NOT NULL,
	"every_hours" integer DEFAULT 24 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_rt_prize_claims" (
	"prize_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_rt_prize_claims_prize_id_user_id_pk" PRIMARY KEY("prize_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fortune_rt_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"winners" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"min_wager" bigint DEFAULT 0 NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_rt_prizes_claimed_ck" CHECK ("fortune_rt_prizes"."claimed" >= 0 and "fortune_rt_prizes"."claimed" <= "fortune_rt_prizes"."winners")
);
--> statement-breakpoint
CREATE TABLE "fortune_share_helps" (
	"link_id" bigint NOT NULL,
	"helper_user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_share_helps_link_id_helper_user_id_pk" PRIMARY KEY("link_id","helper_user_id")
);
--> statement-breakpoint
CREATE TABLE "fortune_share_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"target" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "fortune_share_links_slug_unique" UNIQUE("slug"),
	CONSTRAINT "fortune_share_links_progress_ck" CHECK ("fortune_share_links"."progress" >= 0 and "fortune_share_links"."progress" <= "fortune_share_links"."target")
);
--> statement-breakpoint
ALTER TABLE "fortune_gift_claims" ADD CONSTRAINT "fortune_gift_claims_code_fortune_gift_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."fortune_gift_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_gift_claims" ADD CONSTRAINT "fortune_gift_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_gift_codes" ADD CONSTRAINT "fortune_gift_codes_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_popup_views" ADD CONSTRAINT "fortune_popup_views_popup_id_fortune_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."fortune_popups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_popup_views" ADD CONSTRAINT "fortune_popup_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_rt_prize_claims" ADD CONSTRAINT "fortune_rt_prize_claims_prize_id_fortune_rt_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."fortune_rt_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_rt_prize_claims" ADD CONSTRAINT "fortune_rt_prize_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_share_helps" ADD CONSTRAINT "fortune_share_helps_link_id_fortune_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."fortune_share_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_share_helps" ADD CONSTRAINT "fortune_share_helps_helper_user_id_users_id_fk" FOREIGN KEY ("helper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_share_links" ADD CONSTRAINT "fortune_share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fortune_gift_codes_creator_idx" ON "fortune_gift_codes" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "fortune_rt_prize_claims_at_idx" ON "fortune_rt_prize_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fortune_rt_prizes_window_idx" ON "fortune_rt_prizes" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "fortune_share_links_user_idx" ON "fortune_share_links" USING btree ("user_id","created_at");