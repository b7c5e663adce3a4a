CREATE TABLE "vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"connection" text,
	"navigation" text NOT NULL,
	"lcp" real,
	"inp" real,
	"cls" real,
	"fcp" real,
	"ttfb" real,
	"lcp_element" text,
	"inp_interaction" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"views" integer NOT NULL,
	"p75" real NOT NULL,
	"good" integer NOT NULL,
	"needs_improvement" integer NOT NULL,
	"poor" integer NOT NULL,
	CONSTRAINT "vitals_daily_day_route_locale_device_metric_pk" PRIMARY KEY("day","route","locale","device","metric")
);
--> statement-breakpoint
CREATE INDEX "vitals_received_idx" ON "vitals" USING btree ("received_at");