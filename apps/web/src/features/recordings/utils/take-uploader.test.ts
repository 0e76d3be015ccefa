import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../../../lib/api-client";
import { DeviceDb } from "../../../lib/offline/device-db";
import { takeStore } from "./take-store";
import { uploadQueuedTakes } from "./take-uploader";
import { installFakeIndexedDb } from "../../../testing/fake-indexeddb";

installFakeIndexedDb();

let counter = 0;
const dbs: DeviceDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

async function storeWithQueued(titles: string[]) {
  const db = new DeviceDb(`uploader-test-${++counter}`);
  dbs.push(db);
  const store = takeStore(db);
  for (const title of titles) {
    const writer = await store.start("user-1", "audio/webm");
    await writer.append([new Blob([title])], 3);
    await writer.finish(3);
    await store.queue(writer.id, { title, recordedAt: "2026-11-28", type: "audio" }, false);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { db, store };
}

const offline = () =>
  new NetworkError("Could not reach Field Commons.", { cause: new TypeError("Failed to fetch") });

describe("queued takes", () => {
  it("upload oldest first and leave the device once stored", async () => {
    const { db, store } = await storeWithQueued(["first", "second"]);
    const sent: string[] = [];
    const round = await uploadQueuedTakes(store, "user-1", async (take) => {
      const title = String(take.queued?.fields.title);
      sent.push(title);
      return { id: `rec-${title}`, title };
    });
    expect(sent).toEqual(["first", "second"]);
    expect(round.uploaded.map((u) => u.recordingId)).toEqual(["rec-first", "rec-second"]);
    expect(round.interrupted).toBe(false);
    expect(await db.takes.count()).toBe(0);
    expect(await db.chunks.count()).toBe(0);
  });

  it("stop when the network goes and keep the rest for the next round", async () => {
    const { store } = await storeWithQueued(["first", "second", "third"]);
    let calls = 0;
    const round = await uploadQueuedTakes(store, "user-1", async (take) => {
      calls += 1;
      if (calls === 2) throw offline();
      return { id: "rec", title: String(take.queued?.fields.title) };
    });
    expect(round.interrupted).toBe(true);
    expect(round.uploaded).toHaveLength(1);
    expect((await store.queued("user-1")).map((t) => t.queued?.fields.title)).toEqual([
      "second",
      "third",
    ]);
  });

  it("keep a refused take with the server's reason, never dropping it, and go on with the others", async () => {
    const { store } = await storeWithQueued(["too big", "fine"]);
    const upload = vi.fn(async (take: { queued?: { fields: { title?: string } } }) => {
      if (take.queued?.fields.title === "too big") {
        throw new ApiError({
          status: 413,
          code: "QUOTA_EXCEEDED",
          serverMessage: "Storage quota exceeded: 50 MB on the free plan.",
        });
      }
      return { id: "rec-fine", title: "fine" };
    });
    const round = await uploadQueuedTakes(store, "user-1", upload);
    expect(round.refused).toEqual([
      { takeId: expect.any(String), reason: "Storage quota exceeded: 50 MB on the free plan." },
    ]);
    const left = await store.queued("user-1");
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ refused: "Storage quota exceeded: 50 MB on the free plan." });
    // A refused take waits for the person: the next round does not send it again.
    upload.mockClear();
    await uploadQueuedTakes(store, "user-1", upload);
    expect(upload).not.toHaveBeenCalled();
  });

  it("wait on a server error, as on no network", async () => {
    const { store } = await storeWithQueued(["first"]);
    const round = await uploadQueuedTakes(store, "user-1", async () => {
      throw new ApiError({ status: 503, code: "UNKNOWN", serverMessage: "Unavailable" });
    });
    expect(round.interrupted).toBe(true);
    expect(await store.queued("user-1")).toHaveLength(1);
  });

  it("wait when the same upload is still running on the server, without marking it refused", async () => {
    const { store } = await storeWithQueued(["first"]);
    const round = await uploadQueuedTakes(store, "user-1", async () => {
      throw new ApiError({
        status: 409,
        code: "IDEMPOTENCY_IN_PROGRESS",
        serverMessage: "Still running",
      });
    });
    expect(round.interrupted).toBe(true);
    expect(round.refused).toEqual([]);
    expect((await store.queued("user-1"))[0]?.refused).toBeUndefined();
  });
});
