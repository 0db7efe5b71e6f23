CREATE TABLE "payment_deposit_addresses" (
	"user_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_deposit_addresses_user_id_chain_pk" PRIMARY KEY("user_id","chain")
);
--> statement-breakpoint
CREATE TABLE "payment_deposits" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"coin" text NOT NULL,
	"amount" bigint NOT NULL,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_deposit_addresses" ADD CONSTRAINT "payment_deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deposit_addresses_addr_uq" ON "payment_deposit_addresses" USING btree ("chain","address");