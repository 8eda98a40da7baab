-- The customer's private link to a booking made on the public page: an unguessable token, not the
-- appointment's id (null for the salon's own bookings).
ALTER TABLE "appointments" ADD COLUMN "manage_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_manage_token" ON "appointments" USING btree ("manage_token");