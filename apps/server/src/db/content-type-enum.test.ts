import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "@field-commons/shared/content-types";
import { createTestDatabase } from "../../test/test-database";
import { queryRows } from "./client";
import { contentType } from "./schema/content";

describe("the content_type enum", () => {
  const opened = createTestDatabase();
  afterAll(async () => (await opened).close());

  it("takes its values from the content-type registry", () => {
    expect(contentType.enumValues).toEqual([...CONTENT_TYPES]);
  });

  it("holds, after the migrations, every type of the registry and no other", async () => {
    const { db } = await opened;
    const rows = await queryRows<{ label: string }>(
      db,
      sql`select e.enumlabel as label from pg_enum e
          join pg_type t on t.oid = e.enumtypid
          where t.typname = 'content_type' order by e.enumsortorder`,
    );
    expect(rows.map((r) => r.label).sort()).toEqual([...CONTENT_TYPES].sort());
  });
});
