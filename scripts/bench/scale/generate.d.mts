// Types of generate.mjs, for the TypeScript test that runs it.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

export interface ScalePlan {
  items: number;
  users: number;
  authors: number;
  likes: number;
  views: number;
  organizations: number;
  jobs: number;
  recordings: number;
  digests: number;
}

export const BASE: number;
export const START: number;
export const SCALE_PASSWORD: string;

export function scalePlan(items: number): ScalePlan;

export function fillScale(
  db: PgDatabase<PgQueryResultHKT>,
  options: {
    items: number;
    seed?: number;
    onProgress?: (table: string, rows: number) => void;
    log?: (line: string) => void;
  },
): Promise<{ plan: ScalePlan; tables: Record<string, { rows: number; seconds: number }> }>;
