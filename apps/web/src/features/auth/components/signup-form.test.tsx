import { PASSWORD_MESSAGES } from "@field-commons/shared/password-rules";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { SignupForm } from "./signup-form";

async function submit(email: string, password: string, routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch(routes);
  const user = userEvent.setup();
  renderWithProviders(<SignupForm plan="free" onPlanChange={() => {}} />);
  await user.type(screen.getByLabelText("Name"), "Marina Lopes");
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: /sign up|create account/i }));
  return fetchMock;
}

describe("SignupForm: password rules", () => {
  it.each([
    ["      ", PASSWORD_MESSAGES.onlySpaces],
    ["aaaaaa", PASSWORD_MESSAGES.repeated],
    ["abcdef", PASSWORD_MESSAGES.sequence],
    ["marina.lopes!", PASSWORD_MESSAGES.containsEmail],
    ["fieldcommons", PASSWORD_MESSAGES.contextWords],
    ["Lopes Marina 1", PASSWORD_MESSAGES.contextWords],
  ])("says which rule %j breaks and sends nothing", async (password, message) => {
    const fetchMock = await submit("marina.lopes@example.org", password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/auth/register")).toHaveLength(0);
  });
});

describe("SignupForm: a password the server refuses", () => {
  it("shows the server's message at the password field and no framework wording", async () => {
    const refusal = "This password is too common. Choose a less common password.";
    await submit("marina.lopes@example.org", "tidewater-ledger-9", {
      "POST /api/auth/register": () =>
        apiErrorResponse(400, "VALIDATION_FAILED", "Invalid body", { password: [refusal] }),
    });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      expect.stringContaining(refusal),
    );
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(screen.queryByText(/Invalid body/)).not.toBeInTheDocument();
  });
});
