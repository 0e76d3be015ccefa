import { describe, expect, it } from "vitest";
import { draftKey, draftsOnDevice } from "./use-draft-on-device";
import { freshDeviceDbs } from "../../testing/fresh-device-db";
import { installFakeIndexedDb } from "../../testing/fake-indexeddb";

installFakeIndexedDb();

const freshDb = freshDeviceDbs("drafts-on-device-test");

describe("drafts kept on this device", () => {
  it("keeps a form's values and its unanswered first save per account and type", async () => {
    const db = freshDb();
    const mine = draftsOnDevice(db, "u1", "case-study");
    const request = { key: "k-1", input: { type: "case-study", title: "Ak-Tal" } as never };
    await mine.write(null, { values: { title: "Ak-Tal" }, createRequest: request }, true);
    expect(await mine.read(null)).toEqual({
      version: 1,
      values: { title: "Ak-Tal" },
      createRequest: request,
      waiting: true,
    });
    expect(await draftsOnDevice(db, "u2", "case-study").read(null)).toBeNull();
    expect(await draftsOnDevice(db, "u1", "policy-brief").read(null)).toBeNull();
    expect(draftKey("case-study", "c1")).toBe("draft:case-study:c1");
  });

  it("forgets the new draft and the saved item's copy once the server has it", async () => {
    const db = freshDb();
    const mine = draftsOnDevice(db, "u1", "opinion-essay");
    await mine.write(null, { values: { title: "Commons" }, createRequest: null }, false);
    await mine.write("e1", { values: { title: "Commons, again" }, createRequest: null }, false);
    await mine.forget("e1", null);
    expect(await mine.read(null)).toBeNull();
    expect(await mine.read("e1")).toBeNull();
    expect(await db.work.count()).toBe(0);
  });
});
