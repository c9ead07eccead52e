-- Issue 31 (spec 2 §9): an option whose name contains 'enium' has Enium terms unless an admin
-- chose otherwise. Before, the form could not leave Lender Terms empty (it defaulted to
-- 'standard'), so 'standard' on such a name is that default, not a choice.
UPDATE "finance_options" SET "lender" = 'enium' WHERE "lender" = 'standard' AND "name" ILIKE '%enium%';
