CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"page" text,
	"env" jsonb NOT NULL,
	"ip" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"feedback_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"client_ts" timestamp with time zone NOT NULL,
	"page" text,
	"duration_ms" integer,
	"status" integer,
	"code" integer,
	"data" jsonb,
	"env" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_agents" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"intro" jsonb NOT NULL,
	"welcome" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_questions" (
	"id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cs_questions_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_idem_uq" ON "feedback" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_images_pk" ON "feedback_images" USING btree ("feedback_id","position");--> statement-breakpoint
CREATE INDEX "stats_events_type_name_idx" ON "stats_events" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "stats_events_received_idx" ON "stats_events" USING btree ("received_at");