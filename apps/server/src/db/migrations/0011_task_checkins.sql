CREATE TABLE "task_checkins" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"kc" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_checkins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "task_checkins" ADD CONSTRAINT "task_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;