CREATE TABLE "ad_source_stats" (
	"campaign_id" uuid NOT NULL,
	"day" text NOT NULL,
	"channel_key_id" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"refused_impressions" integer DEFAULT 0 NOT NULL,
	"refused_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_source_stats_campaign_id_day_channel_key_id_pk" PRIMARY KEY("campaign_id","day","channel_key_id")
);
--> statement-breakpoint
ALTER TABLE "ad_source_stats" ADD CONSTRAINT "ad_source_stats_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_source_stats" ADD CONSTRAINT "ad_source_stats_channel_key_id_channel_keys_id_fk" FOREIGN KEY ("channel_key_id") REFERENCES "public"."channel_keys"("id") ON DELETE cascade ON UPDATE no action;