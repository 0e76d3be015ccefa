import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AccountPanelProvider } from "../../testing/account-panel";
import { makeContentSummary } from "../../testing/content-fixtures";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import type { RouteHandler } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { REPORT_TEXT, ReportButton } from "./report-button";

const item = makeContentSummary({ author: { id: "author-1", name: "Ada Ostrom" } });
const REPORTS = `/api/content/${item.id}/reports`;
const reader = makeUser({ id: "reader-1", name: "Reader" });

function renderButton(routes: Record<string, RouteHandler>, target = item) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(
    <AccountPanelProvider>
      <ReportButton item={target} />
    </AccountPanelProvider>,
  );
  return fetchMock;
}

const signedIn = (routes: Record<string, RouteHandler> = {}) => ({
  "GET /api/auth/me": () => json({ user: reader }),
  ...routes,
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: REPORT_TEXT.button }));
  const dialog = await screen.findByRole("dialog", { name: REPORT_TEXT.title });
  return { user, dialog };
}

describe("ReportButton", () => {
  it("signed out: opens the sign-in panel saying why, and sends nothing", async () => {
    const fetchMock = renderButton({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: REPORT_TEXT.button }));
    const panel = await screen.findByRole("dialog", { name: "Account" });
    expect(within(panel).getByText(REPORT_TEXT.signIn)).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", REPORTS)).toHaveLength(0);
  });

  it("is not shown to the item's author, nor on items that are not published", async () => {
    mockFetch({ "GET /api/auth/me": () => json({ user: makeUser({ id: "author-1" }) }) });
    renderWithProviders(
      <AccountPanelProvider>
        <ReportButton item={item} />
        <ReportButton item={makeContentSummary({ status: "draft" })} />
        <ReportButton item={makeContentSummary({ author: { id: "someone", name: "Someone" } })} />
      </AccountPanelProvider>,
    );
    // Only the third: published, by someone else.
    expect(await screen.findAllByRole("button", { name: REPORT_TEXT.button })).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole("button", { name: REPORT_TEXT.button })).toHaveLength(1);
  });

  it("asks for a reason, then sends the reason and details and thanks the reader", async () => {
    const fetchMock = renderButton(
      signedIn({ [`POST ${REPORTS}`]: () => json({ success: true }, 201) }),
    );
    const { user, dialog } = await openDialog();
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "spam",
      "harassment",
      "misinformation",
      "copyright",
      "inappropriate",
      "other",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Choose a reason")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", REPORTS)).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "False or misleading" }));
    await user.type(
      within(dialog).getByLabelText("Details (optional)"),
      " The figures are made up ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(ADMIN_MESSAGES.reported)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, "POST", REPORTS);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      reason: "misinformation",
      details: "The figures are made up",
    });
  });

  it("409: says the reader already reported it", async () => {
    renderButton(
      signedIn({
        [`POST ${REPORTS}`]: () => apiErrorResponse(409, "CONFLICT", "Already reported"),
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Spam or advertising" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(ADMIN_MESSAGES.alreadyReported)).toBeInTheDocument();
  });

  it("429: keeps the dialog open and asks to try later", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderButton(
      signedIn({ [`POST ${REPORTS}`]: () => apiErrorResponse(429, "RATE_LIMITED", "Slow down") }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Something else" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(REPORT_TEXT.tooMany);
  });

  it("asks before Escape throws typed details away; Keep draft keeps them for the next opening, Leave empties them", async () => {
    renderButton(signedIn());
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Details (optional)"), "Copied from my report");
    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(asked).getByRole("button", { name: "Keep draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const reopened = (await openDialog()).dialog;
    expect(within(reopened).getByLabelText("Details (optional)")).toHaveValue(
      "Copied from my report",
    );
    await user.click(within(reopened).getByRole("button", { name: "Close" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const again = (await openDialog()).dialog;
    expect(within(again).getByLabelText("Details (optional)")).toHaveValue("");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
