import type { FastifyInstance } from "fastify";
import {
  completeness,
  descriptionOf,
  missingPublishFields,
  TYPE_RULES,
  type ContentCreateInput,
  type ContentStatus,
  type RuleSubject,
} from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import type { z } from "zod";
import type { ContentCreateInput as ContentCreateSchema } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import type { StoredImage } from "../../db/schema/content";
import { AppError, badRequest, forbidden, notFound } from "../../errors";
import { findOwnedUploads } from "../uploads/uploads.repository";
import { canEditContent, canModerateContent, canPublishDirectly } from "./content.policy";
import { ruleSubject, type ListedRow } from "./content.presenter";
import {
  deleteContent,
  findContentById,
  insertContent,
  searchTextOf,
  updateContent,
} from "./content.repository";
import { slugify } from "./slug";

export type ParsedInput = z.output<typeof ContentCreateSchema>;

/** Upload ids an item's body refers to (interview photo and media). */
function bodyUploadIds(input: ParsedInput): string[] {
  if (input.type !== "interview") return [];
  return [input.body.interviewee?.photoUploadId, input.body.mediaUploadId].filter(
    (id): id is string => !!id,
  );
}

/** Checks the uploads belong to the author and returns the stored image records. */
async function resolveImages(db: Db, authorId: string, input: ParsedInput): Promise<StoredImage[]> {
  const ids = [...new Set([...input.images.map((i) => i.uploadId), ...bodyUploadIds(input)])];
  const owned = await findOwnedUploads(db, authorId, ids);
  const byId = new Map(owned.map((u) => [u.id, u]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw badRequest("Invalid body", { images: ["Attach only images you have uploaded"] });
  }
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
    completeness: percent,
  };
  return { ...values, searchText: searchTextOf(values) };
}

export async function createItem(app: FastifyInstance, user: PublicUser, input: ParsedInput) {
  const db = app.database.db;
  const images = await resolveImages(db, user.id, input);
  const row = await insertContent(db, {
    type: input.type,
    slug: slugify(input.title),
    authorId: user.id,
    status: "draft",
    ...contentValues(input, images),
  });
  return (await findContentById(db, row.id, user.id))!;
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

export async function updateItem(
  app: FastifyInstance,
  user: PublicUser,
  id: string,
  input: ParsedInput,
) {
  const db = app.database.db;
  const row = await loadEditable(db, user, id);
  if (row.type !== input.type) {
    throw badRequest("Invalid body", {
      type: [`This item is a ${row.type}; its type cannot change`],
    });
  }
  const images = await resolveImages(db, row.authorId, input);
  // The slug follows the title until the item is first published, then stays.
  const slug =
    row.publishedAt === null && input.title !== row.title ? slugify(input.title) : undefined;
  await updateContent(db, id, { ...contentValues(input, images), ...(slug ? { slug } : {}) });
  return (await findContentById(db, id, user.id))!;
}

export async function deleteItem(
  app: FastifyInstance,
  user: PublicUser,
  id: string,
): Promise<void> {
  const db = app.database.db;
  await loadEditable(db, user, id);
  await deleteContent(db, id);
}

export const UPGRADE_REQUIRED_MESSAGE = "Publishing requires the Contributor plan.";

/**
 * Publishes an item: directly for contributors on 'direct' types, for review
 * (pending) on 'review' types. Checks the type's required fields first.
 */
export async function publishItem(app: FastifyInstance, user: PublicUser, id: string) {
  const db = app.database.db;
  const row = await loadEditable(db, user, id);
  const fields: Record<string, string[]> = {};
  for (const { path, label } of missingPublishFields(row.type, ruleSubject(row))) {
    fields[path] = [`${label} is required to publish`];
  }
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
  const status: ContentStatus = rules.publishMode === "direct" ? "published" : "pending";
  await updateContent(db, id, {
    status,
    ...(status === "published"
      ? { publishedAt: row.publishedAt ?? now, listedAt: now, archivedAt: null }
      : {}),
  });
  return (await findContentById(db, id, user.id))!;
}

/** Admins set any status: approve (published), reject, archive, or back to draft. */
export async function setItemStatus(
  app: FastifyInstance,
  user: PublicUser,
  id: string,
  status: ContentStatus,
) {
  if (!canModerateContent(user)) throw forbidden();
  const db = app.database.db;
  const row = await findContentById(db, id, user.id);
  if (!row) throw notFound("Content not found");
  const now = new Date();
  await updateContent(db, id, {
    status,
    ...(status === "published"
      ? { publishedAt: row.publishedAt ?? now, listedAt: row.publishedAt ?? now, archivedAt: null }
      : {}),
    ...(status === "archived" ? { archivedAt: now } : {}),
  });
  app.log.info({ actor: user.id, contentId: id, status }, "content status set");
  return (await findContentById(db, id, user.id))!;
}

export type { ContentCreateInput };
