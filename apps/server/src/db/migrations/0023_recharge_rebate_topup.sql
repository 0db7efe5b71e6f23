CREATE TABLE "recharge_rebate_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_early_at" timestamp with time zone,
	"tiers" jsonb NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_rebate_claims" (
	"campaign_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"tier" integer NOT NULL,
	"kc" bigint NOT NULL,
	"progress" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_rebate_claims_campaign_id_user_id_tier_pk" PRIMARY KEY("campaign_id","user_id","tier")
);
--> statement-breakpoint
CREATE TABLE "topup_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"result" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"adapter" text DEFAULT 'sandbox' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"merchant_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"package_name" text NOT NULL,
	"account_id" text NOT NULL,
	"coin" text NOT NULL,
	"price" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_id" bigint,
	"merchant_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topup_sandbox_deliveries" (
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"ref" text NOT NULL,
	"sku" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_sandbox_deliveries_merchant_id_order_id_pk" PRIMARY KEY("merchant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "topup_sandbox_packages" (
	"merchant_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"account_pattern" text NOT NULL,
	"account_label" text NOT NULL,
	"account_example" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topup_sandbox_packages_merchant_id_sku_pk" PRIMARY KEY("merchant_id","sku")
);
--> statement-breakpoint
ALTER TABLE "recharge_rebate_campaigns" ADD CONSTRAINT "recharge_rebate_campaigns_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_rebate_claims" ADD CONSTRAINT "recharge_rebate_claims_campaign_id_recharge_rebate_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."recharge_rebate_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_rebate_claims" ADD CONSTRAINT "recharge_rebate_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_merchants" ADD CONSTRAINT "topup_merchants_product_id_task_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."task_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_merchant_id_topup_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."topup_merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharge_rebate_campaigns_market_idx" ON "recharge_rebate_campaigns" USING btree ("market","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_callbacks_event_uq" ON "topup_callbacks" USING btree ("merchant_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_orders_idem_uq" ON "topup_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "topup_orders_user_idx" ON "topup_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "topup_orders_open_idx" ON "topup_orders" USING btree ("status","next_attempt_at") WHERE "topup_orders"."status" = 'paid';