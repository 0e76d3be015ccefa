import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import {
  canPublishFromForm,
  publishOutcome,
  publishRefusedText,
  saveActionLabel,
  saveOutcome,
} from "./save-outcome";

const ID = "9a7f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b";

describe("save outcome", () => {
  it("names the save action by status; a published item has no Publish", () => {
    expect(saveActionLabel(undefined)).toBe("Save Draft");
    expect(saveActionLabel("draft")).toBe("Save Draft");
    expect(saveActionLabel("published")).toBe("Update published");
    expect(saveActionLabel("pending")).toBe("Save changes");
    expect(canPublishFromForm("published")).toBe(false);
    expect(canPublishFromForm("draft")).toBe(true);
    expect(canPublishFromForm(undefined)).toBe(true);
  });

  it("a saved draft lands on the drafts tab with 'Open draft' to the editor", () => {
    expect(
      saveOutcome("case-study", "Törbel", undefined, { id: ID, slug: "torbel", status: "draft" }),
    ).toEqual({
      redirect: "/dashboard?tab=drafts",
      toast: {
        title: "Draft saved",
        description: "“Törbel” is in your drafts.",
        action: { label: "Open draft", href: `/publish/case-study/${ID}` },
      },
    });
  });

  it("an update of a published item says whether it is live or back in review", () => {
    const live = saveOutcome("policy-brief", "Water", "published", {
      id: ID,
      slug: "water",
      status: "published",
    });
    expect(live.redirect).toBe("/dashboard");
    expect(live.toast.title).toBe("Published page updated");
    expect(live.toast.action).toEqual({ label: "View", href: "/policy-brief/water" });

    const review = saveOutcome("trip", "Chilika", "published", {
      id: ID,
      slug: "chilika",
      status: "pending",
    });
    expect(review.toast.title).toBe("Sent for review");
    expect(review.toast.description).toContain("hidden from the public");
  });

  it("a publish links to the live page, or says it waits for review", () => {
    expect(
      publishOutcome("opinion-essay", "Rivers", { id: ID, slug: "rivers", status: "published" }),
    ).toMatchObject({
      redirect: "/dashboard",
      toast: { title: "Published", action: { label: "View", href: "/opinion-essay/rivers" } },
    });
    expect(
      publishOutcome("trip", "Chilika", { id: ID, slug: "chilika", status: "pending" }).toast.title,
    ).toBe("Sent for review");
  });

  it("a refused publish says in one line what was saved and why it was not published", () => {
    const notReady = new ApiError({
      status: 400,
      code: "NOT_READY_TO_PUBLISH",
      serverMessage: "Not ready to publish: Domain is required to publish",
      fields: { domain: ["Domain is required to publish"] },
    });
    expect(publishRefusedText(notReady, undefined)).toBe(
      "Saved as a draft, not published: fill in the marked fields, then publish again.",
    );
    expect(publishRefusedText(notReady, "rejected")).toBe(
      "Your changes are saved, but not published: fill in the marked fields, then publish again.",
    );
    const conflict = new ApiError({
      status: 409,
      code: "CONFLICT",
      serverMessage: "Someone else changed it",
    });
    expect(publishRefusedText(conflict, "draft")).toBe(
      "Saved as a draft, not published: Someone else changed it.",
    );
    expect(publishRefusedText(new TypeError("offline"), "draft")).toBe(
      "Saved as a draft, not published: the server could not be reached. Please try again.",
    );
  });
});
