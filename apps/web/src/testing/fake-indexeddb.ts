import * as fake from "fake-indexeddb";
import { afterAll } from "vitest";

/*
 * Test files share one global scope and module graph, so "fake-indexeddb/auto"
 * (evaluated once) cannot give each file its own IndexedDB. Dexie reads
 * IndexedDB and IDBKeyRange once, when it loads, and settles its largest key
 * from IDBKeyRange then: setup-tests.ts imports this file first, so Dexie
 * loads here with fake-indexeddb's IDBKeyRange, as in a browser.
 */
const hadKeyRange = "IDBKeyRange" in globalThis;
if (!hadKeyRange) setGlobal("IDBKeyRange", fake.IDBKeyRange);
const { Dexie } = await import("dexie");
if (!hadKeyRange) Reflect.deleteProperty(globalThis, "IDBKeyRange");
const { closeDeviceDb } = await import("../lib/offline/device-db");

const GLOBALS = [
  "IDBCursor",
  "IDBCursorWithValue",
  "IDBDatabase",
  "IDBFactory",
  "IDBIndex",
  "IDBKeyRange",
  "IDBObjectStore",
  "IDBOpenDBRequest",
  "IDBRecord",
  "IDBRequest",
  "IDBTransaction",
  "IDBVersionChangeEvent",
] as const;

function setGlobal(name: string, value: unknown) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

/**
 * Gives the calling test file an empty IndexedDB of its own (the globals
 * "fake-indexeddb/auto" sets, with a new factory) until the file ends; files
 * that do not call it have none. Dexie and the device database use it too.
 */
export function installFakeIndexedDb(): void {
  const indexedDB = new fake.IDBFactory();
  setGlobal("indexedDB", indexedDB);
  for (const name of GLOBALS) setGlobal(name, fake[name]);
  const dependencies = { ...Dexie.dependencies };
  Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange: fake.IDBKeyRange });
  closeDeviceDb();

  afterAll(() => {
    closeDeviceDb();
    Object.assign(Dexie.dependencies, dependencies);
    for (const name of ["indexedDB", ...GLOBALS]) Reflect.deleteProperty(globalThis, name);
  });
}
