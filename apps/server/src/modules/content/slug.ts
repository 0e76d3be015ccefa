import { randomBytes } from "node:crypto";

const SLUG_MAX = 80;

/** 'Água & Terra: Co-management!' -> 'agua-terra-co-management' */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
  return slug || "untitled";
}

/** A variant of the slug for when it is taken. */
export function withSuffix(slug: string): string {
  return `${slug.slice(0, SLUG_MAX - 7)}-${randomBytes(3).toString("hex")}`;
}
