-- Data backfill (hand-written, issue 9, docs/decisions/0010): Enium finance options were
-- recognised by 'enium' anywhere in the name; they are now marked lender = 'enium'. Existing
-- options and snapshots whose name starts with 'Enium' keep their 12-month initial period.
UPDATE "finance_options" SET "lender" = 'enium' WHERE "name" ILIKE 'enium%';
--> statement-breakpoint
UPDATE "customer_details" SET "finance_option" = "finance_option" || '{"lender":"enium"}'::jsonb
  WHERE "finance_option"->>'name' ILIKE 'enium%';
--> statement-breakpoint
UPDATE "proposals" SET "details" = jsonb_set("details", '{financeOption,lender}', '"enium"'::jsonb)
  WHERE "details"->'financeOption'->>'name' ILIKE 'enium%';
