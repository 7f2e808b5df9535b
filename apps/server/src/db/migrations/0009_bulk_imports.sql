CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"phase" text DEFAULT 'reading' NOT NULL,
	"step" text,
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"bytes_total" integer,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_phase_valid" CHECK ("import_jobs"."phase" in ('reading', 'checking', 'applying', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stock_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stock_id" integer NOT NULL,
	"old_cents" integer NOT NULL,
	"new_cents" integer NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_price_changes_source_valid" CHECK ("stock_price_changes"."source" in ('bulk', 'import'))
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_price_changes_stock_idx" ON "stock_price_changes" USING btree ("stock_id","created_at");