-- docs/domain.md#the-ledger-and-statements: one debit per order, one first credit per payment, an edit's reversal and
-- corrected credit once each, every kind with its own source. Nothing our code wrote breaks these; a database that
-- holds such a row stops here, PostgreSQL naming the index or check and the key.
CREATE UNIQUE INDEX "ledger_entries_order_once" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_once" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_correction_once" ON "ledger_entries" USING btree ("payment_id","created_at",("amount_cents" > 0)) WHERE "ledger_entries"."kind" = 'payment_correction';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_source" CHECK ("ledger_entries"."kind" <> 'order' or ("ledger_entries"."order_id" is not null and "ledger_entries"."order_line_id" is null and "ledger_entries"."payment_id" is null));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_return_source" CHECK ("ledger_entries"."kind" <> 'return' or ("ledger_entries"."order_id" is not null and "ledger_entries"."order_line_id" is not null and "ledger_entries"."payment_id" is null));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_source" CHECK ("ledger_entries"."kind" not in ('payment', 'payment_correction')
        or ("ledger_entries"."payment_id" is not null and "ledger_entries"."order_id" is null and "ledger_entries"."order_line_id" is null));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_adjustment_source" CHECK ("ledger_entries"."kind" <> 'adjustment' or ("ledger_entries"."order_id" is null and "ledger_entries"."order_line_id" is null and "ledger_entries"."payment_id" is null));