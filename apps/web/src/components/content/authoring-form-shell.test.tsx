import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import { AuthoringFormShell } from "./authoring-form-shell";

function Harness({
  saving = false,
  signedIn = true,
  error = null,
  fieldError,
  onSaveDraft = () => {},
  onPublish = () => {},
}: {
  saving?: boolean;
  signedIn?: boolean;
  error?: string | null;
  fieldError?: string;
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
      notice={error ? "Your changes are saved as a draft." : null}
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

  it("shows the error and the note, and moves focus to the first refused field", async () => {
    renderShell({
      error: "Error saving policy brief: Not ready",
      fieldError: "Domain is required",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Error saving policy brief: Not ready");
    expect(screen.getByText("Your changes are saved as a draft.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByLabelText("Domain")).toHaveFocus();
    expect(screen.getByLabelText("Domain")).toHaveAccessibleDescription("Domain is required");
  });
});
