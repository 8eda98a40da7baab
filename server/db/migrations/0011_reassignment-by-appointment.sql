-- An appointment's reassignment requests, newest first: every appointment detail shows the latest
-- (server/modules/appointments/service.ts), which read the whole table without it.
CREATE INDEX "reassign_appointment" ON "reassignment_requests" USING btree ("appointment_id","id");
