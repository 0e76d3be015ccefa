import type { DataExport } from "@field-commons/shared/data-export";
import { DATA_EXPORT_MESSAGES } from "@field-commons/shared/data-export";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { makeMyProfile, makeSession } from "../testing/account-fixtures";
import { renderSettingsPage } from "../testing/render-settings";
import { DATA_EXPORT_TEXT, formatSize } from "./data-export-section";

function makeExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: "7f0c1a52-5c1e-4a57-9d7b-0f5b2f8c9a10",
    status: "ready",
    sizeBytes: 2_621_440,
    fileCount: 24,
    manifest: { content: 3 },
    error: null,
    createdAt: "2025-03-02T09:00:00.000Z",
    completedAt: "2025-03-02T09:01:00.000Z",
    expiresAt: "2025-03-03T09:01:00.000Z",
    downloadUrl: "/api/me/data-exports/7f0c1a52-5c1e-4a57-9d7b-0f5b2f8c9a10/download",
    ...overrides,
  };
}

function settingsRoutes(routes: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: makeUser() }),
    "GET /api/me/profile": () => json(makeMyProfile()),
    "GET /api/me/sessions": () => json({ sessions: [makeSession()] }),
    ...routes,
  };
}

async function section() {
  const heading = await screen.findByRole("heading", { name: DATA_EXPORT_TEXT.title });
  return heading.closest("section")!;
}

describe("Edit Profile: Download my data", () => {
  it("lists exports with their status, size, dates and a download link for ready ones", async () => {
    mockFetch(
      settingsRoutes({
        "GET /api/me/data-exports": () =>
          json({
            items: [
              makeExport(),
              makeExport({
                id: "b1",
                status: "expired",
                downloadUrl: null,
                createdAt: "2025-02-01T09:00:00.000Z",
              }),
              makeExport({
                id: "c1",
                status: "failed",
                sizeBytes: null,
                fileCount: null,
                expiresAt: null,
                downloadUrl: null,
                error: "The export could not be prepared: disk full",
              }),
            ],
            nextCursor: null,
          }),
      }),
    );
    renderSettingsPage(createTestQueryClient());
    const area = await section();
    expect(area).toHaveAttribute("id", "data");
    const list = await within(area).findByRole("list", { name: DATA_EXPORT_TEXT.listLabel });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Ready")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/2\.5 MB · 24 files/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Available until/)).toBeInTheDocument();
    const download = within(rows[0]!).getByRole("link", { name: /Download the export requested/ });
    expect(download).toHaveAttribute("href", makeExport().downloadUrl);
    expect(within(rows[1]!).getByText("Expired", { selector: "span" })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/Expired Mar 3, 2025/);
    expect(within(rows[1]!).queryByRole("link")).toBeNull();
    expect(within(rows[2]!).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/disk full/)).toBeInTheDocument();
    expect(within(area).getByRole("button", { name: DATA_EXPORT_TEXT.request })).toBeEnabled();
  });

  it("requests an export, waits while it is prepared, then offers the download", async () => {
    let items: DataExport[] = [];
    let reads = 0;
    const fetchMock = mockFetch(
      settingsRoutes({
        "GET /api/me/data-exports": () => {
          reads++;
          // The first poll after the request finds it ready.
          if (items[0]?.status === "queued" && reads > 2) items = [makeExport()];
          return json({ items, nextCursor: null });
        },
        "POST /api/me/data-exports": () => {
          items = [makeExport({ status: "queued", downloadUrl: null, sizeBytes: null })];
          reads = 1;
          return json(items[0], 202);
        },
      }),
    );
    const user = userEvent.setup();
    renderSettingsPage(createTestQueryClient());
    const area = await section();
    expect(await within(area).findByText(DATA_EXPORT_TEXT.empty)).toBeInTheDocument();
    await user.click(within(area).getByRole("button", { name: DATA_EXPORT_TEXT.request }));

    expect(await within(area).findByText("Preparing…")).toBeInTheDocument();
    expect(within(area).getByRole("button", { name: DATA_EXPORT_TEXT.request })).toBeDisabled();
    expect(within(area).getByText(DATA_EXPORT_TEXT.requested)).toHaveAttribute("role", "status");
    expect(callsTo(fetchMock, "POST", "/api/me/data-exports")).toHaveLength(1);

    // Read again by itself until it is ready.
    await waitFor(() => expect(within(area).getByText("Ready")).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(within(area).getByRole("link", { name: /Download the export/ })).toBeInTheDocument();
    expect(within(area).getByText(DATA_EXPORT_TEXT.ready)).toBeInTheDocument();
    expect(within(area).getByRole("button", { name: DATA_EXPORT_TEXT.request })).toBeEnabled();
  }, 15_000);

  it("shows the server's reason when a request is refused", async () => {
    mockFetch(
      settingsRoutes({
        "GET /api/me/data-exports": () => json({ items: [], nextCursor: null }),
        "POST /api/me/data-exports": () =>
          apiErrorResponse(409, "EXPORT_IN_PROGRESS", DATA_EXPORT_MESSAGES.inProgress),
      }),
    );
    const user = userEvent.setup();
    renderSettingsPage(createTestQueryClient());
    const area = await section();
    await within(area).findByText(DATA_EXPORT_TEXT.empty);
    await user.click(within(area).getByRole("button", { name: DATA_EXPORT_TEXT.request }));
    expect(await within(area).findByRole("alert")).toHaveTextContent(
      DATA_EXPORT_MESSAGES.inProgress,
    );
  });

  it("offers Try Again when the list cannot be loaded", async () => {
    let fail = true;
    mockFetch(
      settingsRoutes({
        "GET /api/me/data-exports": () =>
          fail
            ? apiErrorResponse(500, "INTERNAL", "Something went wrong")
            : json({ items: [makeExport()], nextCursor: null }),
      }),
    );
    const user = userEvent.setup();
    renderSettingsPage(createTestQueryClient());
    const area = await section();
    expect(await within(area).findByText(DATA_EXPORT_TEXT.loadFailed)).toBeInTheDocument();
    expect(within(area).getByRole("button", { name: DATA_EXPORT_TEXT.request })).toBeDisabled();
    fail = false;
    await user.click(within(area).getByRole("button", { name: "Try Again" }));
    expect(await within(area).findByText("Ready")).toBeInTheDocument();
  });
});

describe("formatSize", () => {
  it("reads in the unit a person expects", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(820 * 1024)).toBe("820 KB");
    expect(formatSize(2_621_440)).toBe("2.5 MB");
    expect(formatSize(3 * 1024 ** 3)).toBe("3.00 GB");
  });
});
