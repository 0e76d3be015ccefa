import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { Component as ResetPasswordRoute } from "./reset-password";

const TOKEN = "Zx81_pQ2mK0vB7nC4dF6gH9jL3sA5wE1rT8yU2iO0pk";

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route path="/trip-planner" element={<h2>Trip planner</h2>} />
    </Routes>,
    { route },
  );
}

async function fill(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText("New password"), password);
  await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("/reset-password", () => {
  it("says so when the link has no token", async () => {
    mockFetch();
    renderAt("/reset-password");
    expect(await screen.findByText("No reset token provided")).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new reset link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("checks that the passwords match and are long enough before sending anything", async () => {
    const fetchMock = mockFetch();
    renderAt(`/reset-password?token=${TOKEN}`);
    await fill("field notebook", "field notebooks");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await fill("abc", "abc");
    expect(
      await screen.findByText("Password must be at least 6 characters long"),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/auth/reset-password")).toHaveLength(0);
  });

  it("resets, signs in, and moves on to the trip planner after 3 s", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/reset-password": () =>
        json({ success: true, message: "done", user: makeUser({ isVerified: true }) }),
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fill("a brand new notebook", "a brand new notebook");
    expect(
      await screen.findByText("Password reset successfully! Taking you to the trip planner…"),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "POST", "/api/auth/reset-password");
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      token: TOKEN,
      password: "a brand new notebook",
    });
    expect(
      await screen.findByRole("heading", { name: "Trip planner" }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("shows 'Password reset failed' with the server's reason", async () => {
    mockFetch({
      "POST /api/auth/reset-password": () =>
        apiErrorResponse(400, "TOKEN_EXPIRED", "This link has expired. Ask for a new one."),
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fill("a brand new notebook", "a brand new notebook");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Password reset failed");
    expect(alert).toHaveTextContent("This link has expired. Ask for a new one.");
  });

  it("puts a refused password back on its field", async () => {
    mockFetch({
      "POST /api/auth/reset-password": () =>
        apiErrorResponse(400, "VALIDATION_FAILED", "Invalid body", {
          password: ["This password is too common. Choose one that is harder to guess."],
        }),
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fill("password123", "password123");
    expect(
      await screen.findByText("This password is too common. Choose one that is harder to guess."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Password reset failed")).not.toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the network message", async () => {
    mockFetch({
      "POST /api/auth/reset-password": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fill("a brand new notebook", "a brand new notebook");
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Network error. Please try again."),
    );
    expect(screen.getByRole("button", { name: "Reset Password" })).toBeEnabled();
  });
});
