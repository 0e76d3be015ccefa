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
import { DEMO_CASE_STUDIES, type DemoAuthor, type DemoCaseStudy } from "./demo-case-studies";
import { IMAGE_CONCURRENCY, inPool, prepareDemoImage, type PreparedImage } from "./demo-uploads";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Which demo account writes as which demo author. */
const AUTHOR_ROLES: Record<DemoAuthor, string> = {
  admin: "admin",
  contributor: "contributor",
  researcher: "user",
};

/** JPEG quality of the generated originals: modest, to keep seeding quick. */

export interface DemoContentResult {
  published: number;
  drafts: number;
  images: number;
  likes: number;
  saves: number;
  ms: number;
}

/** Generates and stores the item's index-th illustration. */
function prepareImage(
  storage: Storage,
  item: DemoCaseStudy,
  index: number,
): Promise<PreparedImage> {
  const image = item.images[index]!;
  return prepareDemoImage(storage, image, `${slugify(item.title)}-${index}`, item.domain);
}

/** When an item was created, last updated and (if published) published, from its daysAgo. */
function timesOf(item: DemoCaseStudy, index: number, now: number) {
  // A fixed time of day per item, so the feed does not show everything at the same minute.
  const hours = 7 + ((index * 5) % 11);
  const minutes = (index * 17) % 60;
  const day = now - (item.daysAgo ?? 1) * DAY_MS;
  const at = Math.min(now - HOUR_MS, day - (day % DAY_MS) + hours * HOUR_MS + minutes * 60_000);
  if (item.status === "draft") {
    const createdAt = new Date(at);
    return { createdAt, updatedAt: new Date(Math.min(now, at + 2 * HOUR_MS)), listedAt: createdAt };
  }
  const publishedAt = new Date(at);
  // Written over a few days to a few weeks before publication.
  const createdAt = new Date(at - (2 + ((index * 3) % 19)) * DAY_MS - 3 * HOUR_MS);
  return { createdAt, updatedAt: publishedAt, publishedAt, listedAt: publishedAt };
}

/**
 * Loads the demo case studies, their illustrations and a few real likes and
 * saves by the demo users. Expects the demo accounts to exist and no content
 * yet (the caller seeds only an empty database). Text is validated with the
 * same schema as the API, and slugs, descriptions and search text are derived
 * with the same functions.
 */
export async function seedDemoContent(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<DemoContentResult> {
  const started = Date.now();

  const userIds = {} as Record<DemoAuthor, string>;
  for (const [author, role] of Object.entries(AUTHOR_ROLES) as [DemoAuthor, string][]) {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    const user = account ? await findUserByEmail(db, account.email) : undefined;
    if (!user) throw new Error(`demo content: no demo account for the ${author}`);
    userIds[author] = user.id;
  }

  // Illustrations first: the slow part, with no database work in it.
  const tasks = DEMO_CASE_STUDIES.flatMap((item) =>
    item.images.map((_, index) => () => prepareImage(storage, item, index)),
  );
  const prepared = await inPool(tasks, IMAGE_CONCURRENCY);

  let cursor = 0;
  let published = 0;
  const ids = new Map<DemoCaseStudy, string>();
  for (const [index, item] of DEMO_CASE_STUDIES.entries()) {
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
        createdAt: new Date(times.createdAt.getTime() - 10 * 60_000),
      });
    }

    // The same validation and derivations as POST /api/content.
    const input = ContentCreateInput.parse({
      type: "case-study",
      title: item.title,
      summary: item.summary,
      domain: item.domain,
      location: item.location,
      images: images.map((i) => ({ uploadId: i.uploadId, alt: i.alt, caption: i.caption })),
      body: item.body,
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
        throw new Error(`demo content: "${item.title}" is missing ${missing.join(", ")}`);
      }
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
    ids.set(item, row.id);
    if (item.status === "published") published++;
  }

  // Likes and saves by the demo users themselves, so every count is a real row.
  let likes = 0;
  let saves = 0;
  for (const item of DEMO_CASE_STUDIES) {
    const contentId = ids.get(item)!;
    for (const user of item.likedBy ?? []) {
      if (user === item.author || item.status !== "published") continue;
      await setReaction(db, "like", userIds[user], contentId, true);
      likes++;
    }
    for (const user of item.savedBy ?? []) {
      if (user === item.author || item.status !== "published") continue;
      await setReaction(db, "save", userIds[user], contentId, true);
      saves++;
    }
  }

  const result: DemoContentResult = {
    published,
    drafts: DEMO_CASE_STUDIES.length - published,
    images: prepared.length,
    likes,
    saves,
    ms: Date.now() - started,
  };
  log.info(result, "demo content loaded");
  return result;
}
