CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"proposal_number" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_by_user_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"template" jsonb,
	"details" jsonb NOT NULL,
	"custom_adders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_epc" double precision DEFAULT 0 NOT NULL,
	"proposal_epc" double precision DEFAULT 0 NOT NULL,
	"has_manual_proposal_epc" boolean DEFAULT false NOT NULL,
	"total_system_cost" double precision DEFAULT 0 NOT NULL,
	"out_of_pocket_cost" double precision DEFAULT 0 NOT NULL,
	"annual_energy_rate_escalator" double precision,
	"system_size" double precision DEFAULT 0 NOT NULL,
	"loan_monthly_payment" double precision DEFAULT 0 NOT NULL,
	"proposal_post_solar_monthly_bill" double precision DEFAULT 0 NOT NULL,
	"thirty_year_cost_of_electric" double precision DEFAULT 0 NOT NULL,
	"thirty_year_net_savings" double precision DEFAULT 0 NOT NULL,
	"monthly_savings" double precision DEFAULT 0 NOT NULL,
	"total_annual_production" double precision DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"roof_type" text,
	"roof_image_path" text DEFAULT '' NOT NULL,
	"roof_image_drawing" text DEFAULT '' NOT NULL,
	"is_contract_generated" boolean DEFAULT false NOT NULL,
	"is_ground_mount" boolean DEFAULT false NOT NULL,
	"is_viewable_by_rep" boolean DEFAULT false NOT NULL,
	"is_red_line" boolean DEFAULT false NOT NULL,
	"baseline_override" double precision DEFAULT 0 NOT NULL,
	"figures" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_customer_number_key" UNIQUE("customer_id","proposal_number")
);
--> statement-breakpoint
CREATE TABLE "proposal_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_template" text NOT NULL,
	"user_id" uuid,
	"pages" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_builder_id" uuid,
	"redline" double precision,
	"lead_setter_id" text,
	"closer_id" text,
	"appointment_date" text,
	"start_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_templates" ADD CONSTRAINT "proposal_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_proposal_builder_id_customers_id_fk" FOREIGN KEY ("proposal_builder_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_roof_image_idx" ON "proposals" USING btree ("roof_image_path") WHERE "proposals"."roof_image_path" <> '';--> statement-breakpoint
CREATE INDEX "leads_proposal_builder_id_idx" ON "leads" USING btree ("proposal_builder_id");