import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PLANS, USER_ROLES, USER_STATUSES } from "@field-commons/shared/users";

export const userRole = pgEnum("user_role", USER_ROLES);
export const userStatus = pgEnum("user_status", USER_STATUSES);
export const userPlan = pgEnum("user_plan", PLANS);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("user"),
    status: userStatus("status").notNull().default("active"),
    isVerified: boolean("is_verified").notNull().default(false),
    isContributor: boolean("is_contributor").notNull().default(false),
    plan: userPlan("plan").notNull().default("free"),
    /** The plan chosen at sign-up; becomes `plan` once paid for. */
    requestedPlan: userPlan("requested_plan").notNull().default("free"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
