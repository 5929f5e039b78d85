-- Issue 35: a bid the operator declined keeps the reason its buyer reads (Status Declined).
ALTER TABLE "tasks" ADD COLUMN "decline_reason" text;
