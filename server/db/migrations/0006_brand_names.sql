-- Hand-written first: a database may already hold brands of one company whose names differ
-- only in case, and the unique index below would refuse to build over them. Every such
-- brand but the oldest gets a free " (2)", " (3)" … suffix, kept within the 20 characters
-- of a brand name, so the migration cannot fail on real data.
DO $$
DECLARE
  duplicate record;
  n integer;
  suffix text;
  candidate text;
BEGIN
  FOR duplicate IN
    SELECT "id", "company_id", "name" FROM (
      SELECT "id", "company_id", "name", row_number() OVER (
        PARTITION BY "company_id", lower("name") ORDER BY "created_at", "id"
      ) AS "rank"
      FROM "brands"
    ) AS "ranked"
    WHERE "rank" > 1
    ORDER BY "company_id", "id"
  LOOP
    n := 2;
    LOOP
      suffix := ' (' || n || ')';
      candidate := rtrim(left(duplicate."name", 20 - length(suffix))) || suffix;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "brands"
        WHERE "company_id" = duplicate."company_id" AND lower("name") = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE "brands" SET "name" = candidate WHERE "id" = duplicate."id";
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_company_name_unique" ON "brands" USING btree ("company_id",lower("name"));
