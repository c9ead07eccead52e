-- The CRM push moves onto the job queue (decision 0067): a contract whose onboarding records
-- are not all created gets its crm-onboarding job, due now; the periodic retry is gone.
INSERT INTO "jobs" ("kind", "payload", "idempotency_key", "max_attempts")
SELECT DISTINCT 'crm-onboarding', jsonb_build_object('contractId', "contract_id"::text),
  'crm-onboarding:' || "contract_id"::text, 12
FROM "onboarding_outbox" WHERE "status" <> 'done'
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "job_schedules" WHERE "name" = 'onboarding-outbox-retry';
