CREATE TABLE "price_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "rule_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "net_unit_price_cents" integer;--> statement-breakpoint
-- Orders placed before price rules were priced by the dealer's one discount: each line keeps it as an 'all' rule,
-- and its net unit price rounded half-up like the contract's lineFigures.
UPDATE "order_lines" l SET
	"rule_kind" = CASE WHEN o."discount_basis_points" > 0 THEN 'all' ELSE 'none' END,
	"discount_basis_points" = o."discount_basis_points",
	"net_unit_price_cents" = l."unit_price_cents" - ((l."unit_price_cents"::bigint * o."discount_basis_points" * 2 + 10000) / 20000)::int
FROM "orders" o WHERE o."id" = l."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "net_unit_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_group_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The dealer's one discount becomes their own rule for everything; the column no longer prices anything and goes.
UPDATE "users" SET "price_rules" = jsonb_build_array(jsonb_build_object('target', 'all', 'targetId', null, 'discountPercent', "discount_percent"::float8))
WHERE "discount_percent" > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "discount_percent";--> statement-breakpoint
CREATE UNIQUE INDEX "price_groups_name_key" ON "price_groups" USING btree ("name_folded");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_price_group_idx" ON "users" USING btree ("price_group_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_rule_kind" CHECK ("order_lines"."rule_kind" in ('none', 'all', 'brand', 'series', 'category', 'product'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_range" CHECK ("order_lines"."discount_basis_points" between 0 and 10000);
