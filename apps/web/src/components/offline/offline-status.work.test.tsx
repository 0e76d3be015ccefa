import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { deviceDb } from "../../lib/offline/device-db";
import { OfflineStatus } from "./offline-status";
import { installFakeIndexedDb } from "../../testing/fake-indexeddb";

installFakeIndexedDb();

afterEach(async () => {
  await deviceDb()?.work.clear();
});

describe("OfflineStatus with work kept on the device", () => {
  it("lists the account's waiting work with where to open it, and counts only what waits", async () => {
    const db = deviceDb()!;
    await db.work.bulkPut([
      {
        userId: "u1",
        key: "trip:t1",
        state: {},
        pendingChanges: 3,
        waiting: true,
        savedAt: 2,
        label: "Trip: Pastures of Naryn",
        href: "/trip-planner?trip=t1",
      },
      {
        userId: "u1",
        key: "draft:case-study:new",
        state: {},
        pendingChanges: 1,
        waiting: false,
        savedAt: 3,
        label: "Case Study draft: Not sent yet",
        href: "/publish/case-study",
      },
      {
        userId: "u2",
        key: "trip:t2",
        state: {},
        pendingChanges: 5,
        waiting: true,
        savedAt: 1,
        label: "Trip: someone else's",
        href: "/trip-planner?trip=t2",
      },
    ]);
    render(
      <MemoryRouter>
        <OfflineStatus userId="u1" />
      </MemoryRouter>,
    );
    expect(await screen.findByText("3 changes waiting")).toBeInTheDocument();
    const list = screen.getByRole("list");
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent("Trip: Pastures of Naryn (3 changes)");
    expect(links[0]).toHaveAttribute("href", "/trip-planner?trip=t1");
  });
});
