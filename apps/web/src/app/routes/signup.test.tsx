import { AUTH_MESSAGES } from "@field-commons/shared/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
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
});
