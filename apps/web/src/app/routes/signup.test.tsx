import { AUTH_MESSAGES, CONTRIBUTOR_OFFER, SIGNUP_PAYMENT_TEXTS } from "@field-commons/shared/auth";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { Component as SignupRoute } from "./signup";

describe("/signup", () => {
  it("keeps the account's message on screen until the reader continues", async () => {
    mockFetch({
      "POST /api/auth/register": () =>
        json({ success: true, user: makeUser({ name: "Ruth Ndlovu" }) }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/signup" element={<SignupRoute />} />
        <Route path="/dashboard" element={<h2>Dashboard</h2>} />
      </Routes>,
      { route: "/signup" },
    );
    await user.type(await screen.findByLabelText("Name"), "Ruth Ndlovu");
    await user.type(screen.getByLabelText("Email"), "ruth@example.org");
    await user.type(screen.getByLabelText("Password"), "tidewater-ledger-9");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByText(AUTH_MESSAGES.freeCreated)).toBeInTheDocument();
    const next = screen.getByRole("link", { name: "Continue" });
    expect(next).toHaveFocus();
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.getByText(AUTH_MESSAGES.freeCreated)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();

    await user.click(next);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  describe("contributor plan", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    function renderRoute() {
      renderWithProviders(
        <Routes>
          <Route path="/signup" element={<SignupRoute />} />
          <Route path="/dashboard" element={<h2>Dashboard</h2>} />
        </Routes>,
        { route: "/signup?plan=contributor" },
      );
    }

    it("shows the upgrade's payment step; once the server grants the plan, the activation stays until Continue", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetchMock = mockFetch({
        "POST /api/auth/register": () => json({ success: true, user: makeUser() }, 201),
        "POST /api/payments/simulate": () =>
          json({
            success: true,
            payment: {
              id: "pay-1",
              plan: "contributor",
              amountCents: 12000,
              currency: "USD",
              createdAt: "2026-01-01T00:00:00.000Z",
            },
            user: makeUser({ role: "contributor", isContributor: true, plan: "contributor" }),
          }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderRoute();
      expect(await screen.findByRole("radio", { name: "Contributor" })).toBeChecked();
      await user.type(screen.getByLabelText("Name"), "Iyabo Okafor");
      await user.type(screen.getByLabelText("Email"), "iyabo@example.org");
      await user.type(screen.getByLabelText("Password"), "tidewater-ledger-9");
      await user.click(screen.getByRole("button", { name: "Sign Up" }));

      expect(await screen.findByText(AUTH_MESSAGES.contributorCreated)).toBeInTheDocument();
      const payment = screen.getByRole("region", { name: "Simulated payment" });
      expect(payment).toHaveTextContent("Contributor, billed annually");
      expect(screen.queryByRole("link", { name: "Continue" })).toBeNull();

      await user.click(within(payment).getByRole("button", { name: "Pay $120" }));
      await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
      expect(await screen.findByText(AUTH_MESSAGES.contributorActivated)).toBeInTheDocument();
      expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(1);
      expect(screen.queryByRole("region", { name: "Simulated payment" })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByText(AUTH_MESSAGES.contributorActivated)).toBeInTheDocument();
      const next = screen.getByRole("link", { name: "Continue" });
      await waitFor(() => expect(next).toHaveFocus());
      await user.click(next);
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    });

    it("leaving the payment step keeps a free account and says so", async () => {
      const fetchMock = mockFetch({
        "POST /api/auth/register": () => json({ success: true, user: makeUser() }, 201),
      });
      const user = userEvent.setup();
      renderRoute();
      await user.type(await screen.findByLabelText("Name"), "Otto Berg");
      await user.type(screen.getByLabelText("Email"), "otto@example.org");
      await user.type(screen.getByLabelText("Password"), "tidewater-ledger-9");
      await user.click(screen.getByRole("button", { name: "Sign Up" }));

      const payment = await screen.findByRole("region", { name: "Simulated payment" });
      expect(payment).toHaveTextContent(SIGNUP_PAYMENT_TEXTS.pending);
      await user.click(
        within(payment).getByRole("button", { name: SIGNUP_PAYMENT_TEXTS.skipLabel }),
      );
      expect(screen.getByText(SIGNUP_PAYMENT_TEXTS.skipped)).toBeInTheDocument();
      expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(0);
      expect(screen.getByRole("link", { name: "Continue" })).toBeInTheDocument();
    });
  });
});
