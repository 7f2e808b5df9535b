CREATE TABLE "rate_fetches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_fetches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot" text,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text,
	"rate" numeric(12, 4),
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "rate_fetches_status" CHECK ("rate_fetches"."status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_source_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"field" text DEFAULT 'ForexSelling' NOT NULL,
	"margin_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"fetch_time" text DEFAULT '15:45' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_source_settings_single_row" CHECK ("rate_source_settings"."id" = 1),
	CONSTRAINT "rate_source_settings_field" CHECK ("rate_source_settings"."field" in ('ForexSelling', 'BanknoteSelling')),
	CONSTRAINT "rate_source_settings_margin" CHECK ("rate_source_settings"."margin_percent" between 0 and 20),
	CONSTRAINT "rate_source_settings_time" CHECK ("rate_source_settings"."fetch_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_fetches" ADD CONSTRAINT "rate_fetches_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_source_settings" ADD CONSTRAINT "rate_source_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_fetches_slot_key" ON "rate_fetches" USING btree ("slot") WHERE "rate_fetches"."slot" is not null;--> statement-breakpoint
CREATE INDEX "rate_fetches_created_at_idx" ON "rate_fetches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD CONSTRAINT "dollar_rates_source" CHECK ("dollar_rates"."source" in ('manual', 'tcmb'));