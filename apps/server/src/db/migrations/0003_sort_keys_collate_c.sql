ALTER TABLE "brands" ALTER COLUMN "name_sort" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name_sort" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "name_sort" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name_sort" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "series" ALTER COLUMN "name_sort" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "name_sort" SET DATA TYPE text collate "C";