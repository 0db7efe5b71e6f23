CREATE TABLE "task_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"click_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"click_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"network" text NOT NULL,
	"network_txn_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"coin" text DEFAULT 'KC' NOT NULL,
	"token_coin" text,
	"token_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_debts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"outstanding" bigint NOT NULL,
	"original" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "task_debts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "task_debts_outstanding_ck" CHECK ("task_debts"."outstanding" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"click_id" text,
	"payload" jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_inits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"env" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_offer_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"goal" text NOT NULL,
	"titles" jsonb NOT NULL,
	"reward_kc" bigint NOT NULL,
	"reward_token_coin" text,
	"reward_token" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_offer_steps_kc_ck" CHECK ("task_offer_steps"."reward_kc" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"network" text DEFAULT 'builtin' NOT NULL,
	"network_offer_id" text,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"daily_cap" integer DEFAULT 0 NOT NULL,
	"user_daily_cap" integer DEFAULT 0 NOT NULL,
	"expire_days" integer DEFAULT 7 NOT NULL,
	"min_seconds" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_postbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"txn_id" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" text NOT NULL,
	"product_type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"icon" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"store" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "task_takes" (
	"click_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"market" text NOT NULL,
	"link" text NOT NULL,
	"parent_id" integer,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_audits" ADD CONSTRAINT "task_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_audits" ADD CONSTRAINT "task_audits_offer_id_task_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."task_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_audits" ADD CONSTRAINT "task_audits_step_id_task_offer_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."task_offer_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_offer_id_task_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."task_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_step_id_task_offer_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."task_offer_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_debts" ADD CONSTRAINT "task_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_inits" ADD CONSTRAINT "task_inits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offer_steps" ADD CONSTRAINT "task_offer_steps_offer_id_task_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."task_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_product_id_task_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."task_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_parent_id_task_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."task_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_products" ADD CONSTRAINT "task_products_category_id_task_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_takes" ADD CONSTRAINT "task_takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_takes" ADD CONSTRAINT "task_takes_offer_id_task_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."task_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_audits_user_offer_idx" ON "task_audits" USING btree ("user_id","offer_id","created_at");--> statement-breakpoint
CREATE INDEX "task_audits_status_idx" ON "task_audits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_txn_uq" ON "task_completions" USING btree ("network","network_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_user_step_paid_uq" ON "task_completions" USING btree ("user_id","step_id") WHERE "task_completions"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_device_step_paid_uq" ON "task_completions" USING btree ("device_id","step_id") WHERE "task_completions"."status" = 'paid' and "task_completions"."device_id" <> '';--> statement-breakpoint
CREATE INDEX "task_completions_user_idx" ON "task_completions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "task_completions_user_offer_idx" ON "task_completions" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "task_completions_offer_day_idx" ON "task_completions" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "task_completions_click_idx" ON "task_completions" USING btree ("click_id");--> statement-breakpoint
CREATE INDEX "task_debts_open_idx" ON "task_debts" USING btree ("user_id","coin") WHERE "task_debts"."outstanding" > 0;--> statement-breakpoint
CREATE INDEX "task_events_kind_idx" ON "task_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "task_events_click_idx" ON "task_events" USING btree ("click_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_offer_steps_seq_uq" ON "task_offer_steps" USING btree ("offer_id","seq");--> statement-breakpoint
CREATE INDEX "task_offers_product_idx" ON "task_offers" USING btree ("product_id","sort","id");--> statement-breakpoint
CREATE INDEX "task_offers_parent_idx" ON "task_offers" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_offers_network_uq" ON "task_offers" USING btree ("network","network_offer_id") WHERE "task_offers"."network_offer_id" is not null;--> statement-breakpoint
CREATE INDEX "task_postbacks_txn_idx" ON "task_postbacks" USING btree ("network","txn_id");--> statement-breakpoint
CREATE INDEX "task_postbacks_received_idx" ON "task_postbacks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "task_products_category_pop_idx" ON "task_products" USING btree ("category_id","popularity" DESC NULLS LAST,"id") WHERE "task_products"."active";--> statement-breakpoint
CREATE INDEX "task_products_pop_idx" ON "task_products" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "task_products"."active";--> statement-breakpoint
CREATE INDEX "task_products_new_idx" ON "task_products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "task_products"."active";--> statement-breakpoint
CREATE INDEX "task_products_type_pop_idx" ON "task_products" USING btree ("product_type","popularity" DESC NULLS LAST,"id") WHERE "task_products"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "task_takes_user_offer_uq" ON "task_takes" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "task_takes_user_taken_idx" ON "task_takes" USING btree ("user_id","taken_at");