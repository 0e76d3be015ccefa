import type { Db } from "../../db/client";
import { payments } from "../../db/schema/payments";
import { users, type UserRow } from "../../db/schema/users";
import { and, asc, eq, gt, sql } from "drizzle-orm";

export const CONTRIBUTOR_PRICE_CENTS = 12000;

/**
 * Records a simulated contributor payment and grants contributor status in
 * one transaction. Admin roles keep their role.
 */
export async function recordContributorPayment(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        plan: "contributor",
        amountCents: CONTRIBUTOR_PRICE_CENTS,
        currency: "USD",
      })
      .returning();
    const [user] = await tx
      .update(users)
      .set({
        plan: "contributor",
        requestedPlan: "contributor",
        isContributor: true,
        role: sql`case when ${users.role} = 'user' then 'contributor'::user_role else ${users.role} end`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!payment || !user) throw new Error("payment not recorded");
    return { payment, user: user as UserRow };
  });
}

/** One keyset page of a person's payments, in id order. */
export function paymentsPage(db: Db, userId: string, after: string | null, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), after === null ? undefined : gt(payments.id, after)))
    .orderBy(asc(payments.id))
    .limit(limit);
}
