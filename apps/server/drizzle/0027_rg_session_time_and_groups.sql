CREATE TABLE "rg_play_time" (
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rg_play_time_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "rg_group" text;