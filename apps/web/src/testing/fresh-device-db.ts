import { afterEach } from "vitest";
import { DeviceDb } from "../lib/offline/device-db";

/**
 * Device databases of their own for each test (the test file must call
 * installFakeIndexedDb), deleted after each test. Returns the maker.
 */
export function freshDeviceDbs(prefix: string): () => DeviceDb {
  let counter = 0;
  const dbs: DeviceDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.delete();
  });
  return () => {
    const db = new DeviceDb(`${prefix}-${++counter}`);
    dbs.push(db);
    return db;
  };
}
