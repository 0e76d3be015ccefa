import { describe, expect, it } from "vitest";
import { PromiseCache } from "./promise-cache";

const HOUR = 60 * 60_000;

function counter() {
  let calls = 0;
  const load = (value = "loaded") => {
    calls++;
    return Promise.resolve({ value, call: calls });
  };
  return { load, calls: () => calls };
}

describe("PromiseCache", () => {
  it("loads a key once and answers later asks from memory", async () => {
    const cache = new PromiseCache<{ value: string; call: number }>(10, () => HOUR);
    const { load, calls } = counter();
    const first = await cache.get("a", () => load());
    const second = await cache.get("a", () => load());
    expect(second).toBe(first);
    expect(calls()).toBe(1);
    expect(cache.size).toBe(1);
    await cache.get("b", () => load("other"));
    expect(calls()).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("shares one load between callers asking while it is under way", async () => {
    const cache = new PromiseCache<{ n: number }>(10, () => HOUR);
    let resolve: (v: { n: number }) => void = () => {};
    let calls = 0;
    const load = () => {
      calls++;
      return new Promise<{ n: number }>((r) => (resolve = r));
    };
    const a = cache.get("k", load);
    const b = cache.get("k", load);
    resolve({ n: 7 });
    expect(await a).toEqual({ n: 7 });
    expect(await b).toBe(await a);
    expect(calls).toBe(1);
  });

  it("forgets a failed load so the next ask tries again", async () => {
    const cache = new PromiseCache<{ ok: boolean }>(10, () => HOUR);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", () => Promise.resolve({ ok: true }))).toEqual({ ok: true });
    expect(cache.size).toBe(1);
  });

  it("keeps nothing while the time to live is 0, and reads it at each ask", async () => {
    let ttl = 0;
    const cache = new PromiseCache<{ value: string; call: number }>(10, () => ttl);
    const { load, calls } = counter();
    await cache.get("a", () => load());
    await cache.get("a", () => load());
    expect(calls()).toBe(2);
    expect(cache.size).toBe(0);
    ttl = HOUR;
    await cache.get("a", () => load());
    await cache.get("a", () => load());
    expect(calls()).toBe(3);
  });

  it("drops the least recently used key beyond its size, and on delete or clear", async () => {
    const cache = new PromiseCache<{ value: string; call: number }>(2, () => HOUR);
    const { load, calls } = counter();
    await cache.get("a", () => load());
    await cache.get("b", () => load());
    await cache.get("a", () => load()); // 'a' is now the most recently used
    await cache.get("c", () => load()); // evicts 'b'
    expect(cache.size).toBe(2);
    expect(calls()).toBe(3);
    await cache.get("a", () => load());
    expect(calls()).toBe(3);
    await cache.get("b", () => load());
    expect(calls()).toBe(4);

    cache.delete("b");
    await cache.get("b", () => load());
    expect(calls()).toBe(5);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get("a", () => load());
    expect(calls()).toBe(6);
  });
});
