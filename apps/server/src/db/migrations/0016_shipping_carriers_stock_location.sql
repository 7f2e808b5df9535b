CREATE TABLE "shipping_carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tracking_url_template" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packages" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" integer;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "location" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_carriers_name_key" ON "shipping_carriers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_shipping_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_packages_positive" CHECK ("orders"."packages" >= 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" between 1 and 6);--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_location_length" CHECK (char_length("stocks"."location") between 1 and 40);--> statement-breakpoint
-- The carriers a Turkish wholesaler ships with; admins rename, reorder or deactivate them in the settings.
INSERT INTO "shipping_carriers" ("name", "tracking_url_template", "sort_order") VALUES
	('Yurtiçi Kargo', 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={no}', 1),
	('Aras Kargo', 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={no}', 2),
	('MNG Kargo', 'https://kargotakip.mngkargo.com.tr/?takipNo={no}', 3),
	('PTT Kargo', 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={no}', 4),
	('Sürat Kargo', NULL, 5),
	('UPS', 'https://www.ups.com/track?loc=tr_TR&tracknum={no}', 6),
	('Kendi aracımız', NULL, 7),
	('Elden teslim', NULL, 8);
