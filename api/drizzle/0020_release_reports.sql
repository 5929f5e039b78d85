-- Issue 37: the health reports of remote releases (POST /platform/reports), one row per tab
-- session, remote and release; nothing personal (the session is a random tab id).
CREATE TABLE "release_reports" (
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"session" text NOT NULL,
	"loaded" boolean DEFAULT false NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"failure" text,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_reports_remote_release_session_pk" PRIMARY KEY("remote","release","session")
);
--> statement-breakpoint
CREATE INDEX "release_reports_at_idx" ON "release_reports" USING btree ("last_at");
