import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { useSession } from "./use-session";
import { USER_STORAGE_KEY, prepareStoredUser } from "./stored-user";

function ShowSession() {
  const { user, status, isConfirmed } = useSession();
  return (
    <p>
      {status}:{user?.name ?? "nobody"}:{isConfirmed ? "confirmed" : "cached"}
    </p>
  );
}

describe("SessionProvider", () => {
  it("removes a corrupt stored user and asks the server", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, "}{");
    await prepareStoredUser();
    mockFetch();
    renderWithProviders(<ShowSession />);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(await screen.findByText("anonymous:nobody:confirmed")).toBeInTheDocument();
  });

  it("paints the cached user first, then lets the server's answer win", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser({ name: "Cached Name" })));
    await prepareStoredUser();
    mockFetch({ "GET /api/auth/me": () => json({ user: null }) });
    renderWithProviders(<ShowSession />);
    expect(screen.getByText("authenticated:Cached Name:cached")).toBeInTheDocument();
    expect(await screen.findByText("anonymous:nobody:confirmed")).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull());
  });

  it("stores the user the server returns", async () => {
    const user = makeUser({ name: "Server Name" });
    mockFetch({ "GET /api/auth/me": () => json({ user }) });
    renderWithProviders(<ShowSession />);
    expect(await screen.findByText("authenticated:Server Name:confirmed")).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toEqual(user),
    );
  });

  it("keeps the cached user signed in when the server cannot be reached", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser({ name: "Field Researcher" })));
    await prepareStoredUser();
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderWithProviders(<ShowSession />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The request failed; the copy stays, unconfirmed, and is not removed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText("authenticated:Field Researcher:cached")).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });

  it("signs out a cached user the server refuses, even though the answer is an error", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(makeUser({ name: "Cached Name" })));
    await prepareStoredUser();
    mockFetch({
      "GET /api/auth/me": () => json({ error: { code: "INTERNAL", message: "x" } }, 500),
    });
    renderWithProviders(<ShowSession />);
    expect(await screen.findByText("anonymous:nobody:cached")).toBeInTheDocument();
  });
});
