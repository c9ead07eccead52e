-- The built-in signing provider keeps the intent each document was created for (decision 0067):
-- one document per key, so Generate Agreement repeated after a crash finds it instead of making
-- a second one. Documents made before this have none (NULLs do not collide).
ALTER TABLE "signing_documents" ADD COLUMN "intent_key" text;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_intent_key_unique" UNIQUE("intent_key");
