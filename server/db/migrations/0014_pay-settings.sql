-- Each staff member's pay settings (Employee Salaries): where their tips are paid (with the cash or the
-- check), and the history of changes to their settings (who, when, before and after).
CREATE TABLE "staff_pay_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"commission_bps_before" integer NOT NULL,
	"commission_bps_after" integer NOT NULL,
	"check_bps_before" integer NOT NULL,
	"check_bps_after" integer NOT NULL,
	"tip_fee_bps_before" integer NOT NULL,
	"tip_fee_bps_after" integer NOT NULL,
	"tips_to_before" text NOT NULL,
	"tips_to_after" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "tips_to" text DEFAULT 'CASH' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_pay_changes" ADD CONSTRAINT "staff_pay_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pay_changes" ADD CONSTRAINT "staff_pay_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pay_changes" ADD CONSTRAINT "staff_pay_changes_changed_by_staff_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_pay_changes_staff" ON "staff_pay_changes" USING btree ("staff_id","created_at");