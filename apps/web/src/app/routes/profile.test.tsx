import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PROFILE_ID, makeProfile } from "../../features/profiles/testing/profile-fixtures";
import { SessionProvider } from "../../lib/session/session-provider";
import { apiErrorResponse, json, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { routes } from "../router";

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("profile routes", () => {
  it.each([`/profile/${PROFILE_ID}`, `/profiles/${PROFILE_ID}`])(
    "%s shows the profile",
    async (path) => {
      mockFetch({ [`GET /api/profiles/${PROFILE_ID}`]: () => json(makeProfile()) });
      renderApp(path);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Elinor Lin" }),
      ).toBeInTheDocument();
    },
  );

  it("an unknown id shows 'Profile Not Found'", async () => {
    mockFetch({
      "GET /api/profiles/nobody": () =>
        apiErrorResponse(404, "PROFILE_NOT_FOUND", PROFILE_MESSAGES.notFound),
    });
    renderApp("/profile/nobody");
    expect(
      await screen.findByRole("heading", { level: 1, name: PROFILE_MESSAGES.notFound }),
    ).toBeInTheDocument();
  });
});
