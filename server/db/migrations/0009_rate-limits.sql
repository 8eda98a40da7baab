-- The rate limits' counts (server/auth/rate-limit.ts), shared by every server instance: one row per
-- counted request in its bucket ("<limit>|<key>"), deleted once it leaves the limit's window. Unlogged:
-- the counts are worth nothing after a crash of the database (they start again from zero), and every
-- sign-in lookup writes one, so they skip the write-ahead log. Numbered 0009 after the reports' 0008.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket" ON "rate_limit_hits" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expiry" ON "rate_limit_hits" USING btree ("expires_at");