import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SimulatedPaymentInput, SimulatedPaymentResult } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { access } from "../../plugins/access";
import { presentUser } from "../../lib/present-user";
import { recordContributorPayment } from "./payments.repository";

export default async function paymentRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/simulate",
    {
      config: { access: access("signed-in") },
      bodyLimit: 4096,
      schema: {
        tags: ["payments"],
        summary: "Simulated contributor payment: records it and grants contributor status",
        body: SimulatedPaymentInput,
        response: {
          200: SimulatedPaymentResult,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const userId = request.requireUser().id;
      const { payment, user } = await recordContributorPayment(app.database.db, userId);
      request.log.info({ userId, paymentId: payment.id }, "simulated contributor payment recorded");
      return {
        success: true as const,
        payment: {
          id: payment.id,
          plan: "contributor" as const,
          amountCents: payment.amountCents,
          currency: "USD" as const,
          createdAt: payment.createdAt.toISOString(),
        },
        user: presentUser(user),
      };
    },
  );
}
