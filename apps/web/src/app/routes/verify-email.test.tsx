import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteNotice } from "../../features/account-recovery/components/route-notice";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { Component as VerifyEmailRoute } from "./verify-email";

const TOKEN = "q7Vr0JtGf3kq9mZr2yWb8xPdLs4nA1cE6hUoTiKjN0w";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/verify-email" element={<VerifyEmailRoute />} />
        <Route path="/trip-planner" element={<h2>Trip planner</h2>} />
        <Route
          path="/login"
          element={
            <>
              <h2>Login</h2>
              <RouteNotice />
            </>
          }
        />
        <Route
          path="/dashboard"
          element={
            <>
              <h2>Dashboard</h2>
              <RouteNotice />
            </>
          }
        />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe("/verify-email", () => {
  it("says so when the link has no token, and calls nothing", async () => {
    const fetchMock = mockFetch();
    renderAt("/verify-email");
    expect(await screen.findByText("No verification token provided")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/auth/verify-email")).toHaveLength(0);
  });

  it("verifies, takes the token out of the address, and after 3 s opens the login page saying so", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/verify-email": () =>
        json({ success: true, message: "Email verified successfully!", alreadyVerified: false }),
    });
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(screen.getByRole("status")).toHaveTextContent("Verifying your e-mail address…");
    expect(
      await screen.findByText("Email verified successfully! Taking you to the login page…"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/verify-email$/);
    const calls = callsTo(fetchMock, "GET", "/api/auth/verify-email");
    expect(calls).toHaveLength(1);
    expect(String(calls[0]![0])).toContain(`token=${TOKEN}`);
    await new Promise((r) => setTimeout(r, 2000));
    expect(screen.queryByRole("heading", { name: "Login" })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Login" }, { timeout: 2500 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your e-mail address is verified. Log in to continue.",
    );
    expect(screen.queryByRole("heading", { name: "Trip planner" })).not.toBeInTheDocument();
  });

  it("takes a signed-in reader to the dashboard, saying the address is verified", async () => {
    mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "GET /api/auth/verify-email": () =>
        json({ success: true, message: "Email verified successfully!", alreadyVerified: false }),
    });
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(
      await screen.findByText("Email verified successfully! Taking you to your dashboard…"),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Dashboard" }, { timeout: 4500 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your e-mail address is verified.");
  });

  it("says plainly, not as an error, that a followed-again link's address is already verified", async () => {
    mockFetch({
      "GET /api/auth/verify-email": () =>
        json({
          success: true,
          message: "This e-mail address is already verified.",
          alreadyVerified: true,
        }),
    });
    renderAt(`/verify-email?token=${TOKEN}`);
    const status = await screen.findByText(
      "This e-mail address is already verified. Taking you to the login page…",
    );
    expect(status).toHaveAttribute("role", "status");
    expect(status.className).not.toMatch(/danger|red/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Verification failed")).not.toBeInTheDocument();
  });

  it("shows 'Verification failed' with the server's reason", async () => {
    mockFetch({
      "GET /api/auth/verify-email": () =>
        apiErrorResponse(400, "TOKEN_USED", "This link has already been used."),
    });
    renderAt(`/verify-email?token=${TOKEN}`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Verification failed");
    expect(alert).toHaveTextContent("This link has already been used.");
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
  });

  it("shows the network message and tries again", async () => {
    let calls = 0;
    mockFetch({
      "GET /api/auth/verify-email": () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json({ success: true, message: "ok", alreadyVerified: false });
      },
    });
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
    expect(screen.queryByText("Verification failed")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByText("Email verified successfully! Taking you to the login page…"),
    ).toBeInTheDocument();
  });
});
