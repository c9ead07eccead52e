CREATE TABLE "power_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"max_total_offset" double precision NOT NULL,
	"max_solar_offset" double precision NOT NULL,
	"states_serviced" text[] DEFAULT '{}'::text[] NOT NULL,
	"system_size_limit" double precision DEFAULT 0 NOT NULL,
	"rates_fixed" boolean DEFAULT false NOT NULL,
	"pre_solar_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_solar_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cells" double precision NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"production_percentage" double precision DEFAULT 100 NOT NULL,
	"installer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"states_serviced" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inverters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"losses" double precision NOT NULL,
	"incentive_multiplier" double precision DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "installers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_template" text NOT NULL,
	"states_serviced" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"adders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "finance_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"apr" double precision NOT NULL,
	"length_in_years" integer NOT NULL,
	"min_epc" double precision NOT NULL,
	"max_epc" double precision NOT NULL,
	"fee" double precision NOT NULL,
	"max_loan_amount" double precision NOT NULL,
	"installer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" double precision NOT NULL,
	"max" double precision DEFAULT 0 NOT NULL,
	"has_no_max" boolean DEFAULT false NOT NULL,
	"scope" text NOT NULL,
	"states_serviced" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandadoc_id" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_pandadoc_id_unique" UNIQUE("pandadoc_id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_epc_target" double precision NOT NULL,
	"adders" jsonb NOT NULL,
	"roof_types" jsonb NOT NULL,
	"steep_ptich_amount" double precision NOT NULL,
	"tree_adder_amount" double precision NOT NULL,
	"flat_roof_amount" double precision NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "power_companies_name_idx" ON "power_companies" USING btree (lower("name")) WHERE "power_companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "panels_name_idx" ON "panels" USING btree (lower("name")) WHERE "panels"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "panels_one_default_idx" ON "panels" USING btree ("is_default") WHERE "panels"."is_default" and "panels"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inverters_name_idx" ON "inverters" USING btree (lower("name")) WHERE "inverters"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inverters_one_default_idx" ON "inverters" USING btree ("is_default") WHERE "inverters"."is_default" and "inverters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "installers_name_idx" ON "installers" USING btree (lower("name")) WHERE "installers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "installers_one_default_idx" ON "installers" USING btree ("is_default") WHERE "installers"."is_default" and "installers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "finance_options_name_idx" ON "finance_options" USING btree (lower("name")) WHERE "finance_options"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "incentives_name_idx" ON "incentives" USING btree (lower("name")) WHERE "incentives"."deleted_at" is null;