import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentType } from "@field-commons/shared/content";
import { SessionProvider } from "../../lib/session/session-provider";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
import {
  AUTHOR_ID,
  AUTHOR_PERMISSIONS,
  POLICY_BRIEF_ID,
  makePolicyBrief,
} from "../../testing/policy-brief-fixture";
import { createTestQueryClient } from "../../testing/render";
import { EditContent } from "./content-editor";

const TEXTS = {
  notFoundHeading: "Item Not Found",
  notFoundMessage: "The item you're looking for doesn't exist.",
  fetchFailed: "Failed to fetch item",
};

function renderEdit(type: ContentType, routes: Parameters<typeof mockFetch>[0]) {
  mockFetch(routes);
  const router = createMemoryRouter(
    [
      {
        path: "/edit",
        element: (
          <EditContent
            type={type}
            id={POLICY_BRIEF_ID}
            title="Edit"
            texts={TEXTS}
            skeleton={<p>Loading…</p>}
            Form={({ item }) => <h1>Form of {item?.title}</h1>}
          />
        ),
      },
    ],
    { initialEntries: ["/edit"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("EditContent", () => {
  it.each([
    ["interview", "an interview", "View Interview"],
    ["opinion-essay", "an opinion essay", "View Opinion Essay"],
    ["policy-brief", "a policy brief", "View Policy Brief"],
  ] as const)(
    "names the %s when someone else's item cannot be edited",
    async (type, noun, view) => {
      const item = { ...makePolicyBrief(), type, body: {} };
      renderEdit(type, {
        "GET /api/auth/me": () => json({ user: makeUser({ id: "someone-else" }) }),
        [`GET /api/content/${type}/${POLICY_BRIEF_ID}`]: () => json(item),
      });
      expect(
        await screen.findByRole("heading", {
          name: `You cannot edit this ${noun.split(" ").slice(1).join(" ")}`,
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(`Only its author can edit ${noun}. You can still read it.`),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: view })).toBeInTheDocument();
    },
  );

  it("fills the type's form with the author's own item", async () => {
    renderEdit("policy-brief", {
      "GET /api/auth/me": () => json({ user: makeUser({ id: AUTHOR_ID }) }),
      [`GET /api/content/policy-brief/${POLICY_BRIEF_ID}`]: () =>
        json(makePolicyBrief({ permissions: AUTHOR_PERMISSIONS })),
    });
    expect(
      await screen.findByRole("heading", { name: `Form of ${makePolicyBrief().title}` }),
    ).toBeInTheDocument();
  });
});
