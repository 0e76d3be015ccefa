import type { FastifyBaseLogger } from "fastify";
import {
  ContentCreateInput,
  missingForPublish,
  type RuleSubject,
} from "@field-commons/shared/content";
import type { Db } from "../src/db/client";
import type { StoredImage } from "../src/db/schema/content";
import { insertContent } from "../src/modules/content";
import { contentValues } from "../src/modules/content";
import { slugify } from "../src/modules/content";
import { setReaction } from "../src/modules/reactions";
import { insertUpload } from "../src/modules/uploads";
import { findUserByEmail } from "../src/modules/users";
import type { Storage } from "../src/storage/storage";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import type { DemoAuthor } from "./demo-case-studies";
import { IMAGE_CONCURRENCY, inPool, prepareDemoImage, type PreparedImage } from "./demo-uploads";
import { DEMO_INTERVIEWS } from "./demo-longform-interviews";
import { DEMO_OPINION_ESSAYS } from "./demo-longform-essays";
import { DEMO_POLICY_BRIEFS } from "./demo-longform-briefs";
import type { DemoLongformItem } from "./demo-longform-types";

/**
 * The demo policy briefs, opinion essays and interviews: written for Field
 * Commons about the same places and themes as the demo case studies, by the
 * demo contributor and the demo admin. Interviewees are described by their
 * role, never as named real people. Illustrations are generated like the
 * case studies' (demo-images.ts) and stored exactly as uploads are.
 */

/** Every demo long-form item, in the order they are loaded. */
export const DEMO_LONGFORM: readonly DemoLongformItem[] = [
  ...DEMO_POLICY_BRIEFS,
  ...DEMO_OPINION_ESSAYS,
  ...DEMO_INTERVIEWS,
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const AUTHOR_ROLES: Record<DemoAuthor, string> = {
  admin: "admin",
  contributor: "contributor",
  researcher: "user",
};

export interface DemoLongformResult {
  published: Record<DemoLongformItem["type"], number>;
  drafts: number;
  images: number;
  likes: number;
  saves: number;
  ms: number;
}

/** Generates and stores the item's index-th illustration. */
function prepareImage(
  storage: Storage,
  item: DemoLongformItem,
  index: number,
): Promise<PreparedImage> {
  const image = item.images[index]!;
  return prepareDemoImage(
    storage,
    image,
    `${item.type}-${slugify(item.title)}-${index}`,
    item.domain,
  );
}

/** Created, updated and published times from daysAgo, at a fixed time of day per item. */
function timesOf(item: DemoLongformItem, index: number, now: number) {
  const hours = 8 + ((index * 7) % 10);
  const minutes = (index * 23) % 60;
  const day = now - item.daysAgo * DAY_MS;
  const at = Math.min(now - HOUR_MS, day - (day % DAY_MS) + hours * HOUR_MS + minutes * 60_000);
  if (item.status === "draft") {
    const createdAt = new Date(at);
    return { createdAt, updatedAt: new Date(Math.min(now, at + 3 * HOUR_MS)), listedAt: createdAt };
  }
  const publishedAt = new Date(at);
  const createdAt = new Date(at - (3 + ((index * 5) % 17)) * DAY_MS - 2 * HOUR_MS);
  return { createdAt, updatedAt: publishedAt, publishedAt, listedAt: publishedAt };
}

/** The body as the API would receive it; an interview's date follows from when it was held. */
function bodyOf(item: DemoLongformItem, reference: Date): Record<string, unknown> {
  if (item.type !== "interview") return item.body;
  const held = new Date(reference.getTime() - item.heldDaysBefore * DAY_MS);
  return { ...item.body, date: held.toISOString().slice(0, 10) };
}

/**
 * Loads the demo long-form items, their illustrations and a few real likes
 * and saves by the demo users. Expects the demo accounts to exist; the
 * caller seeds only an empty database. Every item is validated with the
 * API's own schema, published items pass the publish rules, and slugs,
 * descriptions and search text are derived by the same functions as the API.
 */
export async function seedDemoLongform(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  now: Date = new Date(),
  items: readonly DemoLongformItem[] = DEMO_LONGFORM,
): Promise<DemoLongformResult> {
  const started = Date.now();

  const userIds = {} as Record<DemoAuthor, string>;
  for (const [author, role] of Object.entries(AUTHOR_ROLES) as [DemoAuthor, string][]) {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    const user = account ? await findUserByEmail(db, account.email) : undefined;
    if (!user) throw new Error(`demo long-form: no demo account for the ${author}`);
    userIds[author] = user.id;
  }

  // Illustrations first: the slow part, with no database work in it.
  const tasks = items.flatMap((item) =>
    item.images.map((_, index) => () => prepareImage(storage, item, index)),
  );
  const prepared = await inPool(tasks, IMAGE_CONCURRENCY);

  const published: DemoLongformResult["published"] = {
    "policy-brief": 0,
    "opinion-essay": 0,
    interview: 0,
  };
  const ids: string[] = [];
  let cursor = 0;
  for (const [index, item] of items.entries()) {
    const images = prepared.slice(cursor, cursor + item.images.length);
    cursor += item.images.length;
    const authorId = userIds[item.author];
    const times = timesOf(item, index, now.getTime());

    for (const image of images) {
      await insertUpload(db, {
        id: image.uploadId,
        ownerId: authorId,
        kind: "image",
        mimeType: image.mimeType,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        storageKey: image.storageKey,
        cardKey: image.cardKey,
        createdAt: new Date(times.createdAt.getTime() - 15 * 60_000),
      });
    }

    // The same validation and derivations as POST /api/content.
    const input = ContentCreateInput.parse({
      type: item.type,
      title: item.title,
      summary: item.summary,
      domain: item.domain,
      location: item.location,
      images: images.map((i) => ({ uploadId: i.uploadId, alt: i.alt, caption: i.caption })),
      body: bodyOf(item, times.publishedAt ?? times.createdAt),
    });
    const subject: RuleSubject = {
      title: input.title,
      summary: input.summary,
      domain: input.domain,
      location: { name: input.location.name, country: input.location.country },
      body: input.body as Record<string, unknown>,
    };
    if (item.status === "published") {
      const missing = missingForPublish(input.type, subject);
      if (missing.length > 0) {
        throw new Error(`demo long-form: "${item.title}" is missing ${missing.join(", ")}`);
      }
      published[item.type]++;
    }
    const storedImages: StoredImage[] = input.images.map((image, i) => ({
      uploadId: image.uploadId,
      alt: image.alt,
      caption: image.caption,
      width: images[i]!.width,
      height: images[i]!.height,
    }));
    const row = await insertContent(db, {
      type: input.type,
      slug: slugify(input.title),
      authorId,
      status: item.status,
      ...contentValues(input, storedImages),
      ...times,
    });
    ids.push(row.id);
  }

  // Likes and saves by the demo users themselves, so every count is a real row.
  let likes = 0;
  let saves = 0;
  for (const [index, item] of items.entries()) {
    if (item.status !== "published") continue;
    for (const user of item.likedBy ?? []) {
      if (user === item.author) continue;
      await setReaction(db, "like", userIds[user], ids[index]!, true);
      likes++;
    }
    for (const user of item.savedBy ?? []) {
      if (user === item.author) continue;
      await setReaction(db, "save", userIds[user], ids[index]!, true);
      saves++;
    }
  }

  const result: DemoLongformResult = {
    published,
    drafts: items.filter((i) => i.status === "draft").length,
    images: prepared.length,
    likes,
    saves,
    ms: Date.now() - started,
  };
  log.info(result, "demo long-form content loaded");
  return result;
}
