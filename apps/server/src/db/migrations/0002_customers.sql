CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || address1 || ' ' || city || ' ' || state || ' ' || zip)) STORED NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"power_company" jsonb,
	"pre_solar_plan" jsonb,
	"post_solar_plan" jsonb,
	"pre_solar_power_usage" jsonb,
	"pre_solar_monthly_bill" double precision DEFAULT 0 NOT NULL,
	"post_solar_monthly_bill" double precision DEFAULT 0 NOT NULL,
	"installer_id" text,
	"inverter" jsonb,
	"panel" jsonb,
	"finance_option" jsonb,
	"panel_arrays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"incentives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"epc" double precision DEFAULT 0 NOT NULL,
	"epc_pct_target" double precision DEFAULT 0 NOT NULL,
	"panels_to_add_to_recommended_build" integer DEFAULT 0 NOT NULL,
	"shading_reduction_pct" double precision DEFAULT 0 NOT NULL,
	"estimated_production_after_shading" double precision DEFAULT 0 NOT NULL,
	"total_system_cost" double precision DEFAULT 0 NOT NULL,
	"recommended_panels_meets_min" boolean DEFAULT false NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"zoom" double precision DEFAULT 20 NOT NULL,
	"roof_image_path" text DEFAULT '' NOT NULL,
	"net_system_cost" double precision DEFAULT 0 NOT NULL,
	"default_power_increase" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_details_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_details" ADD CONSTRAINT "customer_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_order_idx" ON "customers" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_state_idx" ON "customers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");