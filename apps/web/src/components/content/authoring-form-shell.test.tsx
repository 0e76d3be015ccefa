import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import type { ContentStatus } from "@field-commons/shared/content";
import { AuthoringFormShell, REVISION_TEXT } from "./authoring-form-shell";
import type { SaveConfirmation } from "./save-outcome";
import type { SaveBusy } from "./use-save-content";

function Harness({
  saving = false,
  signedIn = true,
  error = null,
  fieldError,
  notice = null,
  confirmation = null,
  revisionNote = null,
  status,
  busy = null,
  onSaveDraft = () => {},
  onPublish = () => {},
}: {
  saving?: boolean;
  signedIn?: boolean;
  error?: string | null;
  fieldError?: string;
  notice?: string | null;
  confirmation?: SaveConfirmation | null;
  revisionNote?: string | null;
  status?: ContentStatus;
  busy?: SaveBusy;
  onSaveDraft?: () => void;
  onPublish?: () => void;
}) {
  const [title, setTitle] = useState("");
  return (
    <AuthoringFormShell
      name="New Policy Brief"
      heading="New Policy Brief"
      saving={saving}
      titleFilled={title.trim().length > 0}
      signedIn={signedIn}
      onSaveDraft={onSaveDraft}
      onPublish={onPublish}
      error={error}
      notice={notice}
      confirmation={confirmation}
      revisionNote={revisionNote}
      status={status}
      busy={busy}
    >
      <FormField label="Title" required>
        {(control) => (
          <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </FormField>
      <FormField label="Domain" errors={fieldError ? [fieldError] : []}>
        {(control) => <Input {...control} />}
      </FormField>
    </AuthoringFormShell>
  );
}

function renderShell(props: Parameters<typeof Harness>[0] = {}, signedIn = true) {
  mockFetch({ "GET /api/auth/me": () => json({ user: signedIn ? makeUser() : null }) });
  return renderWithProviders(
    <AccountPanelProvider>
      <Harness signedIn={signedIn} {...props} />
    </AccountPanelProvider>,
    { route: "/publish/policy-brief" },
  );
}

describe("AuthoringFormShell", () => {
  it("is a named form with the heading, the required-field note and Cancel to /dashboard", async () => {
    renderShell();
    expect(screen.getByRole("form", { name: "New Policy Brief" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "New Policy Brief" })).toBeInTheDocument();
    expect(screen.getByText(/are needed to publish/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByRole("button", { name: "Save Draft" })).toBeInTheDocument();
  });

  it("keeps Save Draft and Publish disabled until the trimmed title is filled", async () => {
    const onSaveDraft = vi.fn();
    const onPublish = vi.fn();
    const user = userEvent.setup();
    renderShell({ onSaveDraft, onPublish });
    const save = await screen.findByRole("button", { name: "Save Draft" });
    const publish = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(save).toBeDisabled());
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText("Title"), "   ");
    expect(save).toBeDisabled();
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText("Title"), "Water");
    await waitFor(() => expect(save).toBeEnabled());
    expect(publish).toBeEnabled();
    await user.click(save);
    await user.click(publish);
    expect(onSaveDraft).toHaveBeenCalledTimes(1);
    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it("disables both while saving, even with a title", async () => {
    const user = userEvent.setup();
    renderShell({ saving: true });
    await user.type(screen.getByLabelText("Title"), "Water");
    expect(await screen.findByRole("button", { name: "Save Draft" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
  });

  it("signed out: 'Sign In to Save' opens the account panel", async () => {
    const user = userEvent.setup();
    renderShell({}, false);
    await user.click(await screen.findByRole("button", { name: "Sign In to Save" }));
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
    expect(await screen.findByRole("dialog", { name: "Account" })).toBeInTheDocument();
  });

  it("shows one message, and moves focus to the first refused field, scrolled clear of the bar", async () => {
    const scrolled = vi.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderShell({
        error: "Saved as a draft, not published: fill in the marked fields, then publish again.",
        notice: "Your changes are saved as a draft.",
        fieldError: "Domain is required",
      });
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Saved as a draft, not published: fill in the marked fields, then publish again.",
      );
      // The note never stands beside an error: one message says what happened.
      expect(screen.queryByText("Your changes are saved as a draft.")).toBeNull();
      expect(screen.queryAllByRole("status").filter((el) => el.textContent !== "")).toHaveLength(0);
      const domain = screen.getByLabelText("Domain");
      expect(domain).toHaveFocus();
      expect(domain).toHaveAccessibleDescription("Domain is required");
      expect(scrolled).toHaveBeenCalledWith({ block: "center", inline: "nearest" });
      expect(scrolled.mock.contexts[0]).toBe(domain);
      // The fields keep a scroll margin clear of the sticky bar for the browser's own scrolling.
      expect(domain.closest("[class*='scroll-mb-']")).not.toBeNull();
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it("shows the note (a declined upgrade) when there is no error", async () => {
    renderShell({ notice: "Your changes are saved as a draft." });
    expect(await screen.findByText("Your changes are saved as a draft.")).toHaveAttribute(
      "role",
      "status",
    );
  });

  it("a published item: 'Update published', no 'Save Draft' and no 'Publish'", async () => {
    const user = userEvent.setup();
    const onSaveDraft = vi.fn();
    renderShell({ status: "published", onSaveDraft });
    await user.type(screen.getByLabelText("Title"), "Water");
    await user.click(await screen.findByRole("button", { name: "Update published" }));
    expect(onSaveDraft).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(
      screen.getByText(/This page is live: “Update published” changes it at once\./),
    ).toBeInTheDocument();
  });

  it("'Saving...' while the save runs; 'Save changes' for other statuses", async () => {
    renderShell({ status: "published", busy: "save", saving: true });
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Update published" })).toBeNull();
  });

  it.each([
    [undefined, "Save Draft"],
    ["draft", "Save Draft"],
    ["pending", "Save changes"],
    ["rejected", "Save changes"],
  ] as const)("status %s: the save action reads '%s' and Publish stays", async (status, label) => {
    renderShell({ status });
    expect(await screen.findByRole("button", { name: label })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish" })).toBeInTheDocument();
  });

  it("after a save: the confirmation in a live status region by the actions, with its link", async () => {
    renderShell({
      status: "published",
      confirmation: {
        text: "Published page updated at 14:05.",
        link: { label: "View the page", href: "/policy-brief/water" },
      },
    });
    const status = await screen.findByText(/^Published page updated at 14:05\./);
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveTextContent("Published page updated at 14:05. View the page");
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute(
      "href",
      "/policy-brief/water",
    );
  });

  it("an item sent back for a revision: the moderator's note at the top, and 'Resubmit for review'", async () => {
    const note = "Name the irrigation board you interviewed\nand add the date of the meeting.";
    renderShell({ status: "needs-revision", revisionNote: note });
    const notice = await screen.findByRole("region", { name: REVISION_TEXT.heading });
    expect(notice.querySelector("blockquote")?.textContent).toBe(note);
    expect(notice).toHaveTextContent(REVISION_TEXT.howTo);
    // Before the fields: the first thing read after the heading.
    expect(
      notice.compareDocumentPosition(screen.getByLabelText("Title")) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resubmit for review" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });

  it("no revision notice for other items", async () => {
    renderShell({ status: "draft" });
    expect(await screen.findByRole("button", { name: "Save Draft" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: REVISION_TEXT.heading })).toBeNull();
  });
});
