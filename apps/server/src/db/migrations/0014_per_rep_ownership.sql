-- Per-rep ownership (decision 0027). Existing customers keep created_by NULL: who created them was
-- never recorded, so only managers and the closer named on their lead reach them.
ALTER TABLE "users" ADD COLUMN "sales_system_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sales_system_id_idx" ON "users" USING btree ("sales_system_id");--> statement-breakpoint
CREATE INDEX "customers_created_by_idx" ON "customers" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "leads_closer_id_idx" ON "leads" USING btree ("closer_id");