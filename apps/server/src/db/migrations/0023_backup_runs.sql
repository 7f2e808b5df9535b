CREATE TABLE "backup_runs" (
	"slot" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
