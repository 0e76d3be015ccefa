import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "../../lib/session/get-me";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { UpgradeModal } from "./upgrade-modal";

const SIMULATE = "/api/payments/simulate";

function paymentResult() {
  return {
    success: true,
    payment: {
      id: "pay-1",
      plan: "contributor",
      amountCents: 12000,
      currency: "USD",
      createdAt: "2026-01-01T00:00:00.000Z",
    },
    user: makeUser({ role: "contributor", isContributor: true, plan: "contributor" }),
  };
}

function Harness({ onSuccess, onClose }: { onSuccess: () => void; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <UpgradeModal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
      onSuccess={onSuccess}
    />
  );
}

function renderModal() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: makeUser() });
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onSuccess={onSuccess} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { queryClient, onSuccess, onClose };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("UpgradeModal", () => {
  beforeEach(() => {
    // As in the account panel tests: user-event needs the clock to move on its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the Contributor plan: $120/year, $144 struck through, Save $24 and the features", () => {
    mockFetch();
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "Upgrade to Contributor" });
    expect(within(dialog).getByRole("heading", { name: "Contributor plan" })).toBeInTheDocument();
    expect(within(dialog).getByText("$120/year")).toBeInTheDocument();
    expect(within(dialog).getByText("$10/month billed annually")).toBeInTheDocument();
    expect(within(dialog).getByText("$144").closest("s, del")).not.toBeNull();
    expect(within(dialog).getByText("Save $24")).toBeInTheDocument();
    const features = within(within(dialog).getByRole("list", { name: "Included" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(features).toEqual([...CONTRIBUTOR_OFFER.features]);
    expect(within(dialog).getByText("Step 1 of 3")).toBeInTheDocument();
  });

  it("lists only what the Contributor plan really changes", () => {
    mockFetch();
    renderModal();
    const features = within(screen.getByRole("list", { name: "Included" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(features).toEqual([
      "Publish case studies, policy briefs, opinion essays, interviews and recordings (free accounts keep them as drafts)",
      "Unlimited trips (free accounts: up to 5)",
      "1 GB of uploads for images and recordings (free accounts: 50 MB)",
      "Up to 50 open job postings for your organization (free accounts: 5)",
    ]);
    for (const missing of [
      /community voting/i,
      /priority support/i,
      /advanced analytics/i,
      /collaboration/i,
    ]) {
      expect(screen.queryByText(missing)).toBeNull();
    }
  });

  it("pays after 3 s, records the payment, shows success, and 2 s later calls onSuccess and closes", async () => {
    const fetchMock = mockFetch({ [`POST ${SIMULATE}`]: () => json(paymentResult()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient, onSuccess, onClose } = renderModal();

    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const dialog = screen.getByRole("dialog", { name: "Simulated payment" });
    expect(dialog).toHaveTextContent("no card is charged and no card details are collected");
    // No card data is asked for.
    expect(within(dialog).queryAllByRole("textbox")).toHaveLength(0);
    expect(within(dialog).queryAllByRole("spinbutton")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Pay $120" }));
    expect(screen.getByRole("progressbar", { name: "Processing payment" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Processing payment…");

    await advance(CONTRIBUTOR_OFFER.paymentDelayMs - 100);
    expect(callsTo(fetchMock, "POST", SIMULATE)).toHaveLength(0);

    await advance(100);
    const calls = callsTo(fetchMock, "POST", SIMULATE);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]![1]!.body as string)).toEqual({ plan: "contributor" });

    await advance(0);
    expect(screen.getByRole("dialog", { name: "Payment successful" })).toBeInTheDocument();
    expect(queryClient.getQueryData(meQueryKey)).toEqual({
      user: expect.objectContaining({ isContributor: true, role: "contributor" }),
    });
    expect(onSuccess).not.toHaveBeenCalled();

    await advance(CONTRIBUTOR_OFFER.successCloseDelayMs - 100);
    expect(onSuccess).not.toHaveBeenCalled();
    await advance(100);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a failed payment with Try Again, and succeeds on retry", async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      [`POST ${SIMULATE}`]: () =>
        ++attempts === 1
          ? apiErrorResponse(500, "INTERNAL", "Something went wrong on our side.")
          : json(paymentResult()),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onSuccess } = renderModal();

    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await advance(CONTRIBUTOR_OFFER.paymentDelayMs);
    await advance(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong on our side.");
    expect(onSuccess).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await advance(CONTRIBUTOR_OFFER.paymentDelayMs);
    await advance(0);
    expect(callsTo(fetchMock, "POST", SIMULATE)).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: "Payment successful" })).toBeInTheDocument();
    await advance(CONTRIBUTOR_OFFER.successCloseDelayMs);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("closing during the wait cancels the payment", async () => {
    const fetchMock = mockFetch({ [`POST ${SIMULATE}`]: () => json(paymentResult()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onSuccess, onClose } = renderModal();
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(CONTRIBUTOR_OFFER.paymentDelayMs + CONTRIBUTOR_OFFER.successCloseDelayMs);
    expect(callsTo(fetchMock, "POST", SIMULATE)).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
