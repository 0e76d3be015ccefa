import type { z } from "zod";
import type { ContentCreateInput, ContentType } from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { ListedRow } from "./content.presenter";

export type ParsedInput = z.output<typeof ContentCreateInput>;
export type ParsedInputOf<T extends ContentType> = Extract<ParsedInput, { type: T }>;

/** An upload an item's body refers to, by the body's field path. */
export interface BodyUpload {
  path: string;
  id: string;
  kind: "image" | "media";
}

/** Field path -> messages, as a 400 names them. */
export type FieldErrors = Record<string, string[]>;

/**
 * What one content type adds to the generic content service. The service
 * knows no type by name: each type's own module registers these at app build
 * time (`registerContentTypes()` in `src/content-types.ts`).
 */
export interface ContentTypeHooks<T extends ContentType = ContentType> {
  /** Uploads the body refers to; the service checks they are the author's and of that kind. */
  bodyUploads?(input: ParsedInputOf<T>): BodyUpload[];
  /** Rules across fields the schema cannot state; on create and on update. */
  validate?(input: ParsedInputOf<T>): FieldErrors;
  /** Inside the creating transaction, before the row is inserted (allowances, locks). */
  beforeCreate?(tx: Db, user: PublicUser, input: ParsedInputOf<T>): Promise<void>;
  /** Reasons beyond the shared publish rules why the item is not ready to publish. */
  beforePublish?(db: Db, row: ListedRow): Promise<FieldErrors>;
}

const registry: { [T in ContentType]?: ContentTypeHooks<T> } = {};
let registered = false;

/** Registers a type's hooks (again: replaces them). */
export function registerContentTypeHooks<T extends ContentType>(
  type: T,
  hooks: ContentTypeHooks<T>,
): void {
  Object.assign(registry, { [type]: hooks });
  registered = true;
}

/**
 * The hooks of a type. Throws if no type was ever registered, so a caller
 * that skipped the composition root cannot silently drop a type's rules.
 */
export function contentTypeHooks<T extends ContentType>(type: T): ContentTypeHooks<T> {
  if (!registered) {
    throw new Error("Content types are not registered: call registerContentTypes() first");
  }
  return registry[type] ?? {};
}
