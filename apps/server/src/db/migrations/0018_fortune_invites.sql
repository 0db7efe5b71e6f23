CREATE TABLE "fortune_agents" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"applications" integer DEFAULT 1 NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "fortune_agents_status_ck" CHECK ("fortune_agents"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "fortune_invite_commissions" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"role" text NOT NULL,
	"direct_wager" bigint DEFAULT 0 NOT NULL,
	"sub_wager" bigint DEFAULT 0 NOT NULL,
	"month_volume" bigint DEFAULT 0 NOT NULL,
	"house_edge_bps" integer DEFAULT 0 NOT NULL,
	"rate_bps" integer DEFAULT 0 NOT NULL,
	"override_bps" integer DEFAULT 0 NOT NULL,
	"direct" bigint DEFAULT 0 NOT NULL,
	"override" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"active_invitees" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fortune_invite_commissions_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "fortune_invite_commissions_amount_ck" CHECK ("fortune_invite_commissions"."amount" = "fortune_invite_commissions"."direct" + "fortune_invite_commissions"."override" and "fortune_invite_commissions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fortune_invite_days" (
	"day" date PRIMARY KEY NOT NULL,
	"inviters" integer NOT NULL,
	"total" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_invite_devices" (
	"user_id" bigint NOT NULL,
	"did" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_invite_devices_user_id_did_pk" PRIMARY KEY("user_id","did")
);
--> statement-breakpoint
CREATE TABLE "fortune_invite_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_invitees" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"link_id" bigint NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"flag_reason" text DEFAULT '' NOT NULL,
	"flagged_at" timestamp with time zone,
	CONSTRAINT "fortune_invitees_not_self_ck" CHECK ("fortune_invitees"."user_id" <> "fortune_invitees"."inviter_id")
);
--> statement-breakpoint
ALTER TABLE "fortune_agents" ADD CONSTRAINT "fortune_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_invite_commissions" ADD CONSTRAINT "fortune_invite_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_invite_devices" ADD CONSTRAINT "fortune_invite_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_invite_links" ADD CONSTRAINT "fortune_invite_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_invitees" ADD CONSTRAINT "fortune_invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_invitees" ADD CONSTRAINT "fortune_invitees_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_invitees" ADD CONSTRAINT "fortune_invitees_link_id_fortune_invite_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."fortune_invite_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fortune_agents_status_idx" ON "fortune_agents" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "fortune_invite_commissions_day_idx" ON "fortune_invite_commissions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "fortune_invite_devices_did_idx" ON "fortune_invite_devices" USING btree ("did");--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_invite_links_code_uq" ON "fortune_invite_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_invite_links_owner_uq" ON "fortune_invite_links" USING btree ("user_id","kind","campaign","package");--> statement-breakpoint
CREATE INDEX "fortune_invitees_inviter_idx" ON "fortune_invitees" USING btree ("inviter_id","bound_at");--> statement-breakpoint
CREATE INDEX "fortune_invitees_link_idx" ON "fortune_invitees" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "fortune_invitees_flagged_idx" ON "fortune_invitees" USING btree ("flagged_at") WHERE "fortune_invitees"."flag_reason" <> '';