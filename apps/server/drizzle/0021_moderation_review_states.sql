ALTER TYPE "public"."content_status" ADD VALUE 'in-review';--> statement-breakpoint
ALTER TYPE "public"."content_status" ADD VALUE 'needs-revision';