-- How long before its start a booking can still be moved or canceled on its private link (the salon's
-- setting in Salon Information; 2 hours until it changes it).
ALTER TABLE "shops" ADD COLUMN "cancel_notice_minutes" integer DEFAULT 120 NOT NULL;