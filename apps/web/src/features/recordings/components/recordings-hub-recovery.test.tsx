import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Component as RecordingsRoute } from "../../../app/routes/recordings";
import { deviceDb } from "../../../lib/offline/device-db";
import { SessionProvider } from "../../../lib/session/session-provider";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { makeRecording, makeRecordingList } from "../testing/recording-fixtures";
import { takeStore } from "../utils/take-store";
import { installFakeIndexedDb } from "../../../testing/fake-indexeddb";

installFakeIndexedDb();

function renderHub(userId: string, routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch({
    "GET /api/auth/me": () => json({ user: makeUser({ id: userId }) }),
    "GET /api/recordings": () => json(makeRecordingList([])),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/recordings",
        element: (
          <AccountPanelProvider>
            <RecordingsRoute />
          </AccountPanelProvider>
        ),
      },
    ],
    { initialEntries: ["/recordings"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(async () => {
  const db = deviceDb()!;
  await db.chunks.clear();
  await db.takes.clear();
});

async function keepTake(ownerId: string, seconds: number) {
  const writer = await takeStore(deviceDb()!).start(ownerId, "audio/webm");
  await writer.append([new Blob([new Uint8Array(64)])], seconds);
  return writer.id;
}

describe("a recording kept on the device", () => {
  it("is offered again to the account that recorded it, in the recorder with its length", async () => {
    const user = userEvent.setup();
    const id = "0b7f8a52-3c1e-4d7e-9f58-2b1c7a1e9d10";
    await keepTake(id, 42);
    renderHub(id);
    const notice = await screen.findByText(/A recording of 00:42 made on this device/);
    expect(notice).toHaveTextContent(
      "was not uploaded. It is kept here until you upload or delete it.",
    );
    await user.click(screen.getByRole("button", { name: "Open Recording" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("recorder-timer")).toHaveTextContent("00:42");
    expect(within(dialog).getByRole("button", { name: "Record Again" })).toBeVisible();
  });

  it("is not offered to another account on the same device", async () => {
    await keepTake("4c2a9b10-7e4d-4f4a-8b1e-6d5f3a2c1b00", 30);
    renderHub("9d3e2f10-1a2b-4c3d-8e4f-5a6b7c8d9e00");
    expect(await screen.findByRole("heading", { name: "All recordings" })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/made on this device/)).toBeNull();
  });

  it("is gone from the device once deleted in the recorder", async () => {
    const user = userEvent.setup();
    const id = "0b7f8a52-3c1e-4d7e-9f58-2b1c7a1e9d11";
    await keepTake(id, 12);
    renderHub(id);
    await user.click(await screen.findByRole("button", { name: "Open Recording" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect.poll(() => deviceDb()!.takes.count()).toBe(0);
  });
});

describe("Upload in the recorder", () => {
  const UPLOAD = "5e0c1f4a-9b2d-4c6e-8a1f-3d2b4c6e8a10";
  const opened = { id: UPLOAD, offset: 0, size: 64, expiresAt: "2026-12-06T00:00:00.000Z" };

  it("sends a take kept on the device resumably (opened, sent in chunks, completed), then forgets it", async () => {
    const user = userEvent.setup();
    const owner = "0b7f8a52-3c1e-4d7e-9f58-2b1c7a1e9d12";
    await keepTake(owner, 20);
    const fetchMock = renderHub(owner, {
      "POST /api/recordings/uploads": () => json(opened, 201),
      [`PATCH /api/recordings/uploads/${UPLOAD}`]: () => json({ offset: 64 }),
      [`POST /api/recordings/uploads/${UPLOAD}/complete`]: () => json(makeRecording(), 201),
    });
    await user.click(await screen.findByRole("button", { name: "Open Recording" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect.poll(() => deviceDb()!.takes.count()).toBe(0);
    expect(callsTo(fetchMock, "POST", "/api/recordings")).toHaveLength(0);
    const [, start] = callsTo(fetchMock, "POST", "/api/recordings/uploads")[0]!;
    expect(JSON.parse(String((start as RequestInit).body))).toMatchObject({ size: 64 });
    const [, chunk] = callsTo(fetchMock, "PATCH", `/api/recordings/uploads/${UPLOAD}`)[0]!;
    expect(new Headers((chunk as RequestInit).headers).get("Upload-Offset")).toBe("0");
    const [, done] = callsTo(fetchMock, "POST", `/api/recordings/uploads/${UPLOAD}/complete`)[0]!;
    expect(JSON.parse(String((done as RequestInit).body))).toMatchObject({
      type: "audio",
      privacy: "private",
      process: false,
    });
  });

  it("keeps a refused take in the recorder with the error, not in the waiting list", async () => {
    const user = userEvent.setup();
    const owner = "0b7f8a52-3c1e-4d7e-9f58-2b1c7a1e9d13";
    const takeId = await keepTake(owner, 20);
    renderHub(owner, {
      "POST /api/recordings/uploads": () =>
        apiErrorResponse(413, "STORAGE_QUOTA_EXCEEDED", "Your storage is full"),
    });
    await user.click(await screen.findByRole("button", { name: "Open Recording" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(
      await within(dialog).findByText("Failed to upload recording. Please try again."),
    ).toBeVisible();
    const take = await deviceDb()!.takes.get(takeId);
    expect(take?.queued).toBeUndefined();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeEnabled();
  });
});
