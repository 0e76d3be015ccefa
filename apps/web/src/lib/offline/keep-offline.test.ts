import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keptOnDevice } from "./keep-offline";
import { READ_OFFLINE_MAX_QUERIES, readOffline } from "./read-offline";
import { freshDeviceDbs } from "../../testing/fresh-device-db";
import { installFakeIndexedDb } from "../../testing/fake-indexeddb";

installFakeIndexedDb();

const freshDb = freshDeviceDbs("keep-offline-test");

const DAY = 24 * 3600 * 1000;

describe("keeping a trip offline", () => {
  it("fetches what it needs now and keeps it beyond what is merely read", async () => {
    const db = freshDb();
    const client = new QueryClient();
    let fetched = 0;
    const kept = keptOnDevice(db, client, "u1");
    await kept.keep("trip:t1", [
      { queryKey: ["trip", "t1"], queryFn: async () => (fetched++, { title: "Delta trip" }) },
      { queryKey: ["content", "case-study", "c1"], queryFn: async () => (fetched++, "linked") },
    ]);
    expect(fetched).toBe(2);
    expect(await kept.isKept("trip:t1")).not.toBeNull();

    // Much reading later, and weeks after: the kept trip is still there.
    for (let i = 0; i < READ_OFFLINE_MAX_QUERIES + 5; i++) client.setQueryData(["read", i], i);
    await readOffline(db, client, "u1").save(Date.now() + 30 * DAY);
    const offline = new QueryClient();
    await readOffline(db, offline, "u1").restore(Date.now() + 30 * DAY);
    expect(offline.getQueryData(["trip", "t1"])).toEqual({ title: "Delta trip" });
    expect(offline.getQueryData(["content", "case-study", "c1"])).toBe("linked");
  });

  it("lets it go: released, it is kept only as long as anything read", async () => {
    const db = freshDb();
    const client = new QueryClient();
    const kept = keptOnDevice(db, client, "u1");
    await kept.keep("trip:t1", [{ queryKey: ["trip", "t1"], queryFn: async () => "trip" }]);
    await kept.release("trip:t1");
    expect(await kept.isKept("trip:t1")).toBeNull();
    await readOffline(db, client, "u1").save(Date.now() + 30 * DAY);
    const offline = new QueryClient();
    await readOffline(db, offline, "u1").restore(Date.now() + 30 * DAY);
    expect(offline.getQueryData(["trip", "t1"])).toBeUndefined();
  });

  it("is per account", async () => {
    const db = freshDb();
    const client = new QueryClient();
    await keptOnDevice(db, client, "u1").keep("trip:t1", [
      { queryKey: ["trip", "t1"], queryFn: async () => "trip" },
    ]);
    expect(await keptOnDevice(db, client, "u2").isKept("trip:t1")).toBeNull();
  });
});
