import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { READ_OFFLINE_MAX_QUERIES, readOffline } from "./read-offline";
import { freshDeviceDbs } from "../../testing/fresh-device-db";
import { installFakeIndexedDb } from "../../testing/fake-indexeddb";

installFakeIndexedDb();

const freshDb = freshDeviceDbs("read-offline-test");

describe("reading offline", () => {
  it("puts back what the account read, in a new app with no network", async () => {
    const db = freshDb();
    const before = new QueryClient();
    before.setQueryData(["content", "case-study", "water-users"], { title: "Water users" });
    before.setQueryData(["auth", "me"], { user: { id: "u1" } });
    await readOffline(db, before, "u1").save();

    const after = new QueryClient();
    expect(await readOffline(db, after, "u1").restore()).toBe(1);
    expect(after.getQueryData(["content", "case-study", "water-users"])).toEqual({
      title: "Water users",
    });
    // The session is never taken from here.
    expect(after.getQueryData(["auth", "me"])).toBeUndefined();
  });

  it("keeps each account's reading apart", async () => {
    const db = freshDb();
    const mine = new QueryClient();
    mine.setQueryData(["trips", "mine"], ["my trip"]);
    await readOffline(db, mine, "u1").save();
    const other = new QueryClient();
    expect(await readOffline(db, other, "u2").restore()).toBe(0);
    expect(other.getQueryData(["trips", "mine"])).toBeUndefined();
  });

  it("does not replace a newer answer the app already has", async () => {
    const db = freshDb();
    const old = new QueryClient();
    old.setQueryData(["content", "x"], "old", { updatedAt: 1_000 });
    await readOffline(db, old, "u1").save(2_000);
    const app = new QueryClient();
    app.setQueryData(["content", "x"], "fresh", { updatedAt: 5_000 });
    await readOffline(db, app, "u1").restore(3_000);
    expect(app.getQueryData(["content", "x"])).toBe("fresh");
    // The app's own answer stays as fresh as it was.
    expect(app.getQueryState(["content", "x"])?.isInvalidated).toBe(false);
  });

  it("shows what it puts back at once, and asks the server again when the page asks for it", async () => {
    const db = freshDb();
    const before = new QueryClient();
    // Read a moment ago: well within the cache's fresh time.
    before.setQueryData(["invitations"], ["pending"]);
    await readOffline(db, before, "u1").save();

    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await readOffline(db, after, "u1").restore();
    expect(after.getQueryData(["invitations"])).toEqual(["pending"]);
    expect(after.getQueryState(["invitations"])?.isInvalidated).toBe(true);
    let asked = 0;
    const answer = await after.fetchQuery({
      queryKey: ["invitations"],
      queryFn: () => {
        asked += 1;
        return Promise.resolve([]);
      },
    });
    expect(asked).toBe(1);
    expect(answer).toEqual([]);
  });

  it("keeps the most recently read answers only, and nothing older than two weeks", async () => {
    const db = freshDb();
    const client = new QueryClient();
    const now = Date.now();
    for (let i = 0; i < READ_OFFLINE_MAX_QUERIES + 10; i++) {
      client.setQueryData(["item", i], i, { updatedAt: now - 1_000 + i });
    }
    client.setQueryData(["item", "ancient"], "x", { updatedAt: now - 15 * 24 * 3600 * 1000 });
    await readOffline(db, client, "u1").save(now);
    const restored = new QueryClient();
    expect(await readOffline(db, restored, "u1").restore(now)).toBe(READ_OFFLINE_MAX_QUERIES);
    expect(restored.getQueryData(["item", 0])).toBeUndefined();
    expect(restored.getQueryData(["item", READ_OFFLINE_MAX_QUERIES + 9])).toBe(
      READ_OFFLINE_MAX_QUERIES + 9,
    );
    expect(restored.getQueryData(["item", "ancient"])).toBeUndefined();
  });

  it("forgets a snapshot older than two weeks, and on sign-out", async () => {
    const db = freshDb();
    const client = new QueryClient();
    client.setQueryData(["a"], 1);
    const reading = readOffline(db, client, "u1");
    await reading.save(0);
    expect(await reading.restore(15 * 24 * 3600 * 1000)).toBe(0);
    expect(await db.snapshots.count()).toBe(0);
    await reading.save();
    await reading.forget();
    expect(await db.snapshots.count()).toBe(0);
  });

  it("keeps what was read before and not opened this time", async () => {
    const db = freshDb();
    const first = new QueryClient();
    first.setQueryData(["content", "first"], "one");
    await readOffline(db, first, "u1").save();
    // A later visit reads something else only.
    const second = new QueryClient();
    second.setQueryData(["content", "second"], "two");
    await readOffline(db, second, "u1").save();
    const offline = new QueryClient();
    expect(await readOffline(db, offline, "u1").restore()).toBe(2);
    expect(offline.getQueryData(["content", "first"])).toBe("one");
  });
});
