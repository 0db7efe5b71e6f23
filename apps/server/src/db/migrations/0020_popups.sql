CREATE TABLE "popup_views" (
	"popup_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"last_shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_views_popup_id_user_id_pk" PRIMARY KEY("popup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"buttons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"deep_link" text DEFAULT '' NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
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
ALTER TABLE "popup_views" ADD CONSTRAINT "popup_views_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_views" ADD CONSTRAINT "popup_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popups_live_idx" ON "popups" USING btree ("active","ends_at");