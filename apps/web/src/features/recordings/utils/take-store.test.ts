import { afterEach, describe, expect, it } from "vitest";
import { DeviceDb } from "../../../lib/offline/device-db";
import { takeStore } from "./take-store";
import { installFakeIndexedDb } from "../../../testing/fake-indexeddb";

installFakeIndexedDb();

let counter = 0;
const dbs: DeviceDb[] = [];
function freshStore() {
  const db = new DeviceDb(`takes-test-${++counter}`);
  dbs.push(db);
  return { db, store: takeStore(db) };
}

afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

async function text(blob: Blob) {
  return new TextDecoder().decode(await blob.arrayBuffer());
}

describe("takes kept on the device", () => {
  it("joins the slices of a take in the order they were recorded", async () => {
    const { store } = freshStore();
    const writer = await store.start("user-1", "audio/webm");
    await writer.append([new Blob(["a"]), new Blob(["b"])], 2);
    await writer.append([new Blob(["c"])], 4);
    await writer.finish(5);
    const take = await store.latest("user-1");
    expect(take).toMatchObject({ id: writer.id, seconds: 5, finished: true });
    expect(await text(take!.blob)).toBe("abc");
    expect(take!.blob.type).toBe("audio/webm");
  });

  it("keeps what was written before the page closed mid-recording", async () => {
    const { db, store } = freshStore();
    const writer = await store.start("user-1", "audio/webm");
    // Calls made without waiting still land in order.
    void writer.append([new Blob(["one "])], 2);
    void writer.append([new Blob(["two "])], 4);
    await writer.append([new Blob(["three"])], 6);
    // The tab closes: no finish. A new page opens the same database.
    db.close();
    const reopened = new DeviceDb(db.name);
    dbs.push(reopened);
    const take = await takeStore(reopened).latest("user-1");
    expect(take).toMatchObject({ seconds: 6, finished: false });
    expect(await text(take!.blob)).toBe("one two three");
  });

  it("offers a take only to the account that recorded it", async () => {
    const { store } = freshStore();
    const writer = await store.start("user-1", "audio/webm");
    await writer.append([new Blob(["x"])], 1);
    expect(await store.latest("user-2")).toBeNull();
    expect(await store.latest("user-1")).not.toBeNull();
  });

  it("offers the most recent take, with the details typed beside it", async () => {
    const { store } = freshStore();
    const older = await store.start("user-1", "audio/webm");
    await older.append([new Blob(["old"])], 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await store.start("user-1", "audio/webm");
    await newer.append([new Blob(["new"])], 1);
    const consent = { recorded: true, transcribed: false, analyzed: false, shared: false };
    await store.saveDetails(newer.id, { title: "Pump meeting", privacy: "private", consent });
    const take = await store.latest("user-1");
    expect(take?.id).toBe(newer.id);
    expect(take?.details).toEqual({ title: "Pump meeting", privacy: "private", consent });
  });

  it("forgets a take that is removed, and a take that is removed while still being written", async () => {
    const { db, store } = freshStore();
    const writer = await store.start("user-1", "audio/webm");
    await writer.append([new Blob(["x"])], 1);
    const late = writer.append([new Blob(["y"])], 2);
    await store.remove(writer.id);
    await late;
    expect(await store.latest("user-1")).toBeNull();
    expect(await db.chunks.count()).toBe(0);
    expect(await db.takes.count()).toBe(0);
  });

  it("drops a take that never got any audio", async () => {
    const { db, store } = freshStore();
    await store.start("user-1", "audio/webm");
    expect(await store.latest("user-1")).toBeNull();
    expect(await db.takes.count()).toBe(0);
  });
});
