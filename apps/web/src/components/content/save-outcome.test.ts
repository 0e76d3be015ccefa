import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import {
  canPublishFromForm,
  publishOutcome,
  publishRefusedText,
  publishActionLabel,
  saveActionLabel,
  saveConfirmation,
  savedTime,
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

  it("after a save the editor says what was saved and when", () => {
    const at = new Date(2026, 2, 12, 14, 5);
    const time = savedTime(at);
    expect(time).toMatch(/^\d{1,2}:05/);
    const draft = { id: ID, slug: "torbel", status: "draft" } as const;
    expect(saveConfirmation("case-study", undefined, draft, at)).toEqual({
      text: `Draft saved at ${time}.`,
    });

    const live = saveConfirmation(
      "policy-brief",
      "published",
      {
        id: ID,
        slug: "water",
        status: "published",
      },
      at,
    );
    expect(live).toEqual({
      text: `Published page updated at ${time}.`,
      link: { label: "View the page", href: "/policy-brief/water" },
    });

    const review = saveConfirmation(
      "trip",
      "published",
      {
        id: ID,
        slug: "chilika",
        status: "pending",
      },
      at,
    );
    expect(review.text).toBe(
      `Changes saved at ${time}. The page is hidden from the public until an admin approves your changes.`,
    );

    const revision = saveConfirmation(
      "case-study",
      "needs-revision",
      {
        id: ID,
        slug: "torbel",
        status: "needs-revision",
      },
      at,
    );
    expect(revision.text).toBe(
      `Changes saved at ${time}. When your revision is done, choose “Resubmit for review”.`,
    );
  });

  it("an item sent back for a revision is resubmitted, not published", () => {
    expect(publishActionLabel("needs-revision")).toBe("Resubmit for review");
    expect(publishActionLabel("draft")).toBe("Publish");
    expect(publishActionLabel(undefined)).toBe("Publish");
    expect(saveActionLabel("needs-revision")).toBe("Save changes");
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
