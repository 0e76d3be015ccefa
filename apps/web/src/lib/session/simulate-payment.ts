import { SimulatedPaymentResult } from "@field-commons/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../api-client";
import { applyUserUpdate } from "./get-me";

/** Records a simulated contributor payment; the server grants contributor status. */
export function simulatePayment(): Promise<SimulatedPaymentResult> {
  return apiClient.post(
    "/api/payments/simulate",
    { plan: "contributor" },
    { schema: SimulatedPaymentResult },
  );
}

export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    onSuccess: ({ user }) => applyUserUpdate(queryClient, user),
  });
}
