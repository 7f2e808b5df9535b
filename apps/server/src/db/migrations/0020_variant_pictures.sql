CREATE TABLE "variant_pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variant_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_variant_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_pictures_position_min" CHECK ("variant_pictures"."position" >= 2)
);
--> statement-breakpoint
ALTER TABLE "variant_pictures" ADD CONSTRAINT "variant_pictures_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_pictures" ADD CONSTRAINT "variant_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "variant_pictures_variant_position_key" ON "variant_pictures" USING btree ("product_variant_id","position");--> statement-breakpoint
CREATE INDEX "variant_pictures_image_idx" ON "variant_pictures" USING btree ("image_id");