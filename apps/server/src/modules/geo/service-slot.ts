import type { Db } from "../../db/client";
import { reserveServiceSlot } from "./service-slot.repository";

/**
 * Reserves the next call to the outside service `name`, at least `spacingMs`
 * after the last one reserved by any server or worker on this database, and
 * resolves when that moment comes. One statement takes the slot, so two
 * servers asking at the same instant get slots `spacingMs` apart.
 */
export async function waitForServiceSlot(db: Db, name: string, spacingMs: number): Promise<void> {
  const wait = await reserveServiceSlot(db, name, spacingMs);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
