import { randomUUID } from "node:crypto";
import type { Domain } from "@field-commons/shared/domains";
import { processImage } from "../src/modules/uploads";
import type { Storage } from "../src/storage/storage";
import { generateDemoImage, type SceneKind } from "./demo-images";

/** JPEG quality of generated illustrations: small files, no visible artefacts at card size. */
const JPEG_QUALITY = 76;
/** Images generated at once; sharp works on libuv's pool, so two keep both cores busy. */
export const IMAGE_CONCURRENCY = 2;

export interface PreparedImage {
  uploadId: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
  mimeType: string;
  bytes: number;
  storageKey: string;
  cardKey: string;
}

/** Runs the tasks with at most `limit` in flight, keeping their order in the results. */
export async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Generates one illustration and stores it exactly as an image upload would
 * be: the original and its card variant, under server-made keys.
 */
export async function prepareDemoImage(
  storage: Storage,
  image: { scene: SceneKind; alt: string; caption: string },
  seed: string,
  domain: Domain | null,
): Promise<PreparedImage> {
  const original = await generateDemoImage(image.scene, seed, domain, JPEG_QUALITY);
  const processed = await processImage(original);
  if (!processed) throw new Error(`demo image "${seed}" could not be processed`);
  const id = randomUUID();
  const storageKey = `images/${id.slice(0, 2)}/${id}`;
  const cardKey = `${storageKey}-card.webp`;
  await storage.put(storageKey, original, processed.mimeType);
  await storage.put(cardKey, processed.card, "image/webp");
  return {
    uploadId: id,
    alt: image.alt,
    caption: image.caption,
    width: processed.width,
    height: processed.height,
    mimeType: processed.mimeType,
    bytes: original.length,
    storageKey,
    cardKey,
  };
}
