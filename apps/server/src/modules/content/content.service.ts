import { isDeepStrictEqual } from "node:util";
import {
  completeness,
  descriptionOf,
  missingPublishFields,
  TYPE_RULES,
  type ContentStatus,
  type RuleSubject,
} from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { StoredImage } from "../../db/schema/content";
import { AppError, badRequest, forbidden, notFound } from "../../errors";
import { findOwnedUploads } from "../uploads";
import { contentTypeHooks, type ParsedInput } from "./content-types";
import {
  canEditContent,
  canPublishDirectly,
  statusAfterEditBy,
  statusOnPublishBy,
} from "./content.policy";
import { ruleSubject, type ListedRow } from "./content.presenter";
import {
  deleteContent,
  findContentById,
  insertContent,
  isSlugTaken,
  searchTextOf,
  updateContent,
} from "./content.repository";
import { slugify, withSuffix } from "./slug";

export type { ParsedInput };

const UPLOAD_KIND_MESSAGES = {
  image: "Choose an image you have uploaded",
  media: "Choose an audio or video file you have uploaded",
} as const;

/** Checks the uploads belong to the author and are of the right kind; returns the stored image records. */
async function resolveImages(db: Db, authorId: string, input: ParsedInput): Promise<StoredImage[]> {
  // The type's own references (an interview's recording and photo).
  const fromBody = contentTypeHooks(input.type).bodyUploads?.(input) ?? [];
  const ids = [...new Set([...input.images.map((i) => i.uploadId), ...fromBody.map((r) => r.id)])];
  const owned = await findOwnedUploads(db, authorId, ids);
  const byId = new Map(owned.map((u) => [u.id, u]));
  if (input.images.some((image) => !byId.has(image.uploadId))) {
    throw badRequest("Invalid body", { images: ["Attach only images you have uploaded"] });
  }
  const fields: Record<string, string[]> = {};
  for (const ref of fromBody) {
    if (byId.get(ref.id)?.kind !== ref.kind) fields[ref.path] = [UPLOAD_KIND_MESSAGES[ref.kind]];
  }
  if (Object.keys(fields).length > 0) throw badRequest("Invalid body", fields);
  if (input.coverUploadId && !input.images.some((i) => i.uploadId === input.coverUploadId)) {
    throw badRequest("Invalid body", {
      coverUploadId: ["The cover must be one of the item's images"],
    });
  }
  return input.images.map((image) => {
    const upload = byId.get(image.uploadId)!;
    if (upload.kind !== "image")
      throw badRequest("Invalid body", { images: ["Only images can be attached here"] });
    return {
      uploadId: image.uploadId,
      alt: image.alt,
      caption: image.caption,
      width: upload.width ?? 0,
      height: upload.height ?? 0,
    };
  });
}

/** The columns an input sets, with the derived description, completeness and search text. */
export function contentValues(input: ParsedInput, images: StoredImage[]) {
  const subject: RuleSubject = {
    title: input.title,
    summary: input.summary,
    domain: input.domain,
    location: { name: input.location.name, country: input.location.country },
    body: input.body as Record<string, unknown>,
  };
  const description = descriptionOf(input.type, subject);
  const percent = completeness(input.type, subject);
  const values = {
    title: input.title,
    summary: input.summary,
    description,
    domain: input.domain,
    locationName: input.location.name,
    country: input.location.country,
    lat: input.location.lat,
    lng: input.location.lng,
    images,
    coverUploadId: input.coverUploadId ?? images[0]?.uploadId ?? null,
    body: input.body as Record<string, unknown>,
    license: input.license,
    completeness: percent,
  };
  return { ...values, searchText: searchTextOf(values) };
}

/** The type's own rules across fields (a trip's dates), on create and update. */
function validateForType(input: ParsedInput): void {
  const fields = contentTypeHooks(input.type).validate?.(input) ?? {};
  if (Object.keys(fields).length > 0) throw badRequest("Invalid body", fields);
}

/** A slug free for the type (a failed insert would abort the surrounding transaction). */
async function freeSlug(tx: Db, input: ParsedInput): Promise<string> {
  const base = slugify(input.title);
  let slug = base;
  for (let attempt = 0; attempt < 6 && (await isSlugTaken(tx, input.type, slug)); attempt++) {
    slug = withSuffix(base);
  }
  return slug;
}

/**
 * Inserts a draft inside the caller's transaction: the type's rules and
 * allowance (its hooks), the author's images, a free slug and the derived
 * columns. Returns the new id.
 */
export async function insertItemIn(tx: Db, user: PublicUser, input: ParsedInput): Promise<string> {
  validateForType(input);
  await contentTypeHooks(input.type).beforeCreate?.(tx, user, input);
  const images = await resolveImages(tx, user.id, input);
  const row = await insertContent(tx, {
    type: input.type,
    slug: await freeSlug(tx, input),
    authorId: user.id,
    status: "draft",
    ...contentValues(input, images),
  });
  return row.id;
}

export async function createItem(db: Db, user: PublicUser, input: ParsedInput) {
  const id = await db.transaction((tx) => insertItemIn(tx, user, input));
  return (await findContentById(db, id, user.id))!;
}

/** Loads an item the user may edit: 404 when they may not even see it, 403 when they may only look. */
async function loadEditable(db: Db, user: PublicUser, id: string): Promise<ListedRow> {
  const row = await findContentById(db, id, user.id);
  if (!row) throw notFound("Content not found");
  if (!canEditContent(user, row)) {
    if (row.status !== "published") throw notFound("Content not found");
    throw forbidden("Only the author can change this item.");
  }
  return row;
}

export async function updateItem(db: Db, user: PublicUser, id: string, input: ParsedInput) {
  const row = await loadEditable(db, user, id);
  if (row.type !== input.type) {
    throw badRequest("Invalid body", {
      type: [`This item is a ${row.type}; its type cannot change`],
    });
  }
  validateForType(input);
  const images = await resolveImages(db, row.authorId, input);
  // The slug follows the title until the item is first published, then stays.
  const slug =
    row.publishedAt === null && input.title !== row.title ? slugify(input.title) : undefined;
  const values = contentValues(input, images);
  // A change the public would see sends a published trip back to review (decision 014).
  const status = changesWhatReadersSee(row, values) ? statusAfterEditBy(user, row) : row.status;
  await updateContent(db, id, {
    ...values,
    ...(slug ? { slug } : {}),
    ...(status !== row.status ? { status } : {}),
  });
  return (await findContentById(db, id, user.id))!;
}

/** The columns a reader sees (completeness and the search text follow from them). */
const READER_COLUMNS = [
  "title",
  "summary",
  "description",
  "domain",
  "locationName",
  "country",
  "lat",
  "lng",
  "images",
  "coverUploadId",
  "body",
  "license",
] as const;

/** Whether saving the values changes anything a reader sees (a save with no change does not). */
function changesWhatReadersSee(
  row: ListedRow,
  values: Record<(typeof READER_COLUMNS)[number], unknown>,
): boolean {
  const seen = (v: Record<(typeof READER_COLUMNS)[number], unknown>) =>
    JSON.parse(JSON.stringify(READER_COLUMNS.map((key) => v[key] ?? null))) as unknown;
  return !isDeepStrictEqual(seen({ ...row, body: row.body ?? {} }), seen(values));
}

/** The author deletes their own item; an admin deleting someone else's goes through `deleteAsAdmin`. */
export async function deleteItem(db: Db, user: PublicUser, id: string): Promise<void> {
  await loadEditable(db, user, id);
  await deleteContent(db, id);
}

export const UPGRADE_REQUIRED_MESSAGE = "Publishing requires the Contributor plan.";

/**
 * Publishes an item: directly for contributors on 'direct' types, for review
 * (pending) on 'review' types. Checks the type's required fields first.
 */
export async function publishItem(db: Db, user: PublicUser, id: string) {
  const row = await loadEditable(db, user, id);
  const fields: Record<string, string[]> = {};
  for (const { path, label } of missingPublishFields(row.type, ruleSubject(row))) {
    fields[path] = [`${label} is required to publish`];
  }
  // The type's own conditions (a trip's cards).
  Object.assign(fields, await contentTypeHooks(row.type).beforePublish?.(db, row));
  if (Object.keys(fields).length > 0) {
    const all = Object.values(fields).flat();
    throw new AppError(
      400,
      "NOT_READY_TO_PUBLISH",
      `Not ready to publish: ${all.join("; ")}`,
      fields,
    );
  }
  const rules = TYPE_RULES[row.type];
  if (rules.publishMode === "direct" && !canPublishDirectly(user)) {
    throw new AppError(403, "UPGRADE_REQUIRED", UPGRADE_REQUIRED_MESSAGE);
  }
  const now = new Date();
  // A resubmission after an admin's rejection or archive goes to review.
  const status: ContentStatus = statusOnPublishBy(user, row);
  await updateContent(db, id, {
    status,
    ...(status === "published"
      ? { publishedAt: row.publishedAt ?? now, listedAt: now, archivedAt: null }
      : {}),
  });
  return (await findContentById(db, id, user.id))!;
}
