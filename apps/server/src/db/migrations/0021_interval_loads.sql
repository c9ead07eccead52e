CREATE TABLE "customer_interval_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"annual_kwh" double precision NOT NULL,
	"hourly_kwh" real[] NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_interval_loads_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_interval_loads" ADD CONSTRAINT "customer_interval_loads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_interval_loads" ADD CONSTRAINT "customer_interval_loads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;