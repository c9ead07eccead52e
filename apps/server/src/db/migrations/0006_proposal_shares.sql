CREATE TABLE "proposal_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"token" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"roof_image_key" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "proposal_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "proposal_shares" ADD CONSTRAINT "proposal_shares_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_shares" ADD CONSTRAINT "proposal_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_shares_proposal_idx" ON "proposal_shares" USING btree ("proposal_id");