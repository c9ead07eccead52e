-- Data backfill (hand-written): the South Carolina Solar Incentive was recognised by its states;
-- it is now marked explicitly (issue 9, docs/decisions/0009).
UPDATE "incentives" SET "kind" = 'southCarolina' WHERE "name" = 'South Carolina Solar Incentive';
