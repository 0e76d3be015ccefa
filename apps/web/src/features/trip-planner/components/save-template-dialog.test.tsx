import type { TripTemplate } from "@field-commons/shared/trips";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { SaveTemplateDialog } from "./save-template-dialog";

const TRIP_ID = "8d4c2f5e-1a3b-4c5d-8e9f-0a1b2c3d4e5f";

function template(overrides: Partial<TripTemplate> = {}): TripTemplate {
  return {
    id: "tpl-1",
    name: "Huerta week",
    description: "",
    category: "custom",
    tags: ["Spain"],
    color: "#1565C0",
    difficulty: "intermediate",
    estimatedDuration: 7,
    domain: "Water & Oceans",
    cardTemplates: [],
    usageCount: 0,
    isOfficial: false,
    isPrivate: true,
    ...overrides,
  };
}

function renderDialog({
  unsaved = false,
  saveTrip = vi.fn(async () => true),
}: { unsaved?: boolean; saveTrip?: () => Promise<boolean> } = {}) {
  const onOpenChange = vi.fn();
  const onShowTemplates = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SaveTemplateDialog
        open
        onOpenChange={onOpenChange}
        tripId={TRIP_ID}
        tripTitle="Thursdays in the Valencia huerta"
        unsaved={unsaved}
        saveTrip={saveTrip}
        onShowTemplates={onShowTemplates}
      />
    </QueryClientProvider>,
  );
  return {
    dialog: screen.getByRole("dialog", { name: "Save as Template" }),
    onOpenChange,
    onShowTemplates,
    saveTrip,
    user: userEvent.setup(),
  };
}

describe("SaveTemplateDialog", () => {
  it("saves the trip's cards as a Custom template under the chosen name and confirms where it is", async () => {
    const fetchMock = mockFetch({
      "POST /api/trip-templates": ({ body }) =>
        json(template({ name: (body as { name: string }).name }), 201),
    });
    const { dialog, user, onShowTemplates, saveTrip } = renderDialog();
    expect(dialog).toHaveTextContent("it is listed under Custom in Use Template.");
    const name = within(dialog).getByRole("textbox", { name: "Template name" });
    expect(name).toHaveValue("Thursdays in the Valencia huerta");
    await user.clear(name);
    await user.type(name, "  Huerta week  ");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Description (optional)" }),
      "Irrigation courts and canals.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));

    expect(
      await within(dialog).findByText(
        "Saved “Huerta week” as a template. Find it under Custom in Use Template.",
      ),
    ).toHaveAttribute("role", "status");
    const [call] = callsTo(fetchMock, "POST", "/api/trip-templates");
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      tripId: TRIP_ID,
      name: "Huerta week",
      description: "Irrigation courts and canals.",
      category: "custom",
    });
    expect(saveTrip).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Done" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Show My Templates" }));
    expect(onShowTemplates).toHaveBeenCalledOnce();
  });

  it("saves the trip's unsaved changes first, and makes no template when that fails", async () => {
    const fetchMock = mockFetch({
      "POST /api/trip-templates": () => json(template(), 201),
    });
    const saveTrip = vi.fn(async () => false);
    const { dialog, user } = renderDialog({ unsaved: true, saveTrip });
    expect(dialog).toHaveTextContent(
      "The trip's unsaved changes are saved first, so the template has them.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The trip could not be saved, so no template was made. Please try again.",
    );
    expect(saveTrip).toHaveBeenCalledOnce();
    expect(callsTo(fetchMock, "POST", "/api/trip-templates")).toHaveLength(0);
  });

  it("asks for a name, and shows the server's reason when it refuses", async () => {
    mockFetch({
      "POST /api/trip-templates": () =>
        apiErrorResponse(400, "VALIDATION_FAILED", "Invalid body", {
          tripId: ["Add at least one card to the trip before saving it as a template"],
        }),
    });
    const { dialog, user } = renderDialog();
    const name = within(dialog).getByRole("textbox", { name: "Template name" });
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));
    expect(within(dialog).getByText("Enter a name for the template")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");

    await user.type(name, "Empty trip");
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Add at least one card to the trip before saving it as a template",
    );
  });
});
