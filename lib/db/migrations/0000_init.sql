CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"action" text NOT NULL,
	"categories" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"consent_date" timestamp with time zone NOT NULL,
	"last_consent_update" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"locale" text NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid,
	"audience" text NOT NULL,
	"recipient" text,
	"reply_to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"form" text NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"email" text,
	"data" jsonb NOT NULL,
	"attachment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "warranty_registry" (
	"serial" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"plan" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_plan_check" CHECK ("warranty_registry"."plan" in ('care', 'care-plus')),
	CONSTRAINT "warranty_dates_check" CHECK ("warranty_registry"."end_date" >= "warranty_registry"."start_date")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id","id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "submissions_form_created_idx" ON "submissions" USING btree ("form","created_at");