ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_stock_id_stocks_id_fk";
--> statement-breakpoint
DROP INDEX "stocks_stock_code_key";--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_stock_code_key" ON "stocks" USING btree ("stock_code") WHERE "stocks"."deleted_at" is null;