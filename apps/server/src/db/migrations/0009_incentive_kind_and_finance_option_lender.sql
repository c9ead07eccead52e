ALTER TABLE "finance_options" ADD COLUMN "lender" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "incentives" ADD COLUMN "kind" text DEFAULT 'standard' NOT NULL;