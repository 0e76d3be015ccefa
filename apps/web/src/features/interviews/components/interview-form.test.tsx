import { MEDIA_MESSAGES } from "@field-commons/shared/uploads";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { Component as PublishInterviewRoute } from "../../../app/routes/publish";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { MEDIA_PICKER_LABEL } from "../../../components/media-upload/media-upload-field";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import {
  AUTHOR_PERMISSIONS,
  INTERVIEW_ID,
  MEDIA_ID,
  PHOTO_ID,
  XSS,
  makeInterview,
} from "../testing/interview-fixture";
import { DURATION_MESSAGES } from "../utils/duration";
import { FORM_MESSAGES } from "../utils/interview-form-schema";

// A contributor: a free account first meets the plan offer before the editor.
const signedIn = () =>
  json({ user: makeUser({ role: "contributor", plan: "contributor", isContributor: true }) });
const saved = (status = "draft") =>
  json({ id: INTERVIEW_ID, slug: "elinor", status }, status === "draft" ? 201 : 200);

function renderForm(path = "/publish/interview", routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch({ "GET /api/auth/me": signedIn, ...routes });
  routeXhrThroughFetch();
  const router = createMemoryRouter(
    [
      {
        path: "/publish/:type",
        element: (
          <AccountPanelProvider>
            <PublishInterviewRoute />
          </AccountPanelProvider>
        ),
      },
      {
        path: "/publish/:type/:id",
        element: (
          <AccountPanelProvider>
            <PublishInterviewRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  // No pause between keystrokes: these forms are long.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  return { fetchMock, router, user };
}

const field = (label: string) => screen.getByLabelText(label);

async function waitForSignedIn() {
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeInTheDocument(),
  );
}

describe("Interview form", { timeout: 15_000 }, () => {
  // The route loads the editor lazily, in a time that depends on what the
  // worker loaded before: load it first, so the tests wait for the page only.
  beforeAll(async () => {
    await import("./interview-editor");
  });

  it("has its sections, required markers on the publish fields and the limits", async () => {
    renderForm();
    const form = await screen.findByRole("form", { name: "New Interview" });
    for (const name of [
      "Basics",
      "Interviewee",
      "Interviewer",
      "Recording",
      "Questions & Answers",
      "Transcript",
      "Consent & Ethics",
      "Sources & Tags",
      "Images",
    ]) {
      expect(within(form).getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    for (const label of ["Title", "Excerpt", "Date", "Interviewee name", "Interviewer name"]) {
      expect(field(label)).toHaveAttribute("aria-required", "true");
    }
    for (const label of [
      "Subtitle",
      "Domain",
      "Location",
      "Interviewee title",
      "Interviewee organization",
      "Interviewee bio",
      "Interviewer title",
      "Interviewer organization",
      "Media type",
      "Language",
      "Full transcript",
      "Ethics approval",
      "Sources",
    ]) {
      expect(field(label)).not.toHaveAttribute("aria-required");
    }
    expect(field("Title")).toHaveAttribute("maxLength", "200");
    expect(field("Excerpt")).toHaveAttribute("maxLength", "1000");
    expect(field("Full transcript")).toHaveAttribute("maxLength", "100000");
    expect(field("Language")).toHaveValue("en");
    expect(field(MEDIA_PICKER_LABEL)).toHaveAccessibleDescription(MEDIA_MESSAGES.limitText);
    expect(
      within(field("Media type"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a media type", "Audio", "Video", "Text", "Mixed"]);
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
  });

  it("'Add Question' needs a non-blank question, then adds the pair and clears the inputs", async () => {
    const { user } = renderForm();
    await screen.findByRole("form", { name: "New Interview" });
    const add = screen.getByRole("button", { name: "Add Question" });
    expect(add).toBeDisabled();
    expect(screen.getByText("No questions yet.")).toBeInTheDocument();

    await user.type(field("Answer"), "An answer without a question");
    expect(add).toBeDisabled();
    await user.type(field("Question"), "    ");
    expect(add).toBeDisabled();

    await user.type(field("Question"), "  How are quotas set?  ");
    await user.type(field("Timestamp"), "1:05");
    expect(add).toBeEnabled();
    await user.click(add);

    const list = screen.getByRole("list", { name: "Questions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(field("Question 1")).toHaveValue("How are quotas set?");
    expect(field("Answer 1")).toHaveValue("An answer without a question");
    expect(field("Timestamp 1")).toHaveValue("1:05");
    expect(field("Question")).toHaveValue("");
    expect(field("Answer")).toHaveValue("");
    expect(field("Timestamp")).toHaveValue("");
    expect(field("Question")).toHaveFocus();
    expect(add).toBeDisabled();
    expect(screen.getByText("1 of 200")).toBeInTheDocument();
  });

  it("refuses a pair whose timestamp cannot be read", async () => {
    const { user } = renderForm();
    await screen.findByRole("form", { name: "New Interview" });
    await user.type(field("Question"), "When?");
    await user.type(field("Timestamp"), "1:75");
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    expect(screen.queryByRole("list", { name: "Questions" })).toBeNull();
    expect(field("Timestamp")).toHaveAccessibleDescription(
      expect.stringContaining(FORM_MESSAGES.timestampInvalid),
    );
    expect(field("Question")).toHaveValue("When?");
  });

  it("pairs can be edited, moved up and down, and removed", async () => {
    const { user } = renderForm();
    await screen.findByRole("form", { name: "New Interview" });
    for (const question of ["First?", "Second?", "Third?"]) {
      await user.type(field("Question"), question);
      await user.click(screen.getByRole("button", { name: "Add Question" }));
    }
    const values = () =>
      ["Question 1", "Question 2", "Question 3"]
        .filter((label) => screen.queryByLabelText(label))
        .map((label) => (field(label) as HTMLTextAreaElement).value);
    expect(values()).toEqual(["First?", "Second?", "Third?"]);
    expect(screen.getByRole("button", { name: "Move up question 1" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down question 3" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move down question 1" }));
    expect(values()).toEqual(["Second?", "First?", "Third?"]);
    // Focus follows the moved pair.
    expect(screen.getByRole("button", { name: "Move down question 2" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(values()).toEqual(["Second?", "Third?", "First?"]);

    await user.click(screen.getByRole("button", { name: "Move up question 2" }));
    expect(values()).toEqual(["Third?", "Second?", "First?"]);

    await user.clear(field("Question 2"));
    await user.type(field("Question 2"), "Second, rewritten?");
    await user.click(screen.getByRole("button", { name: "Remove question 1" }));
    expect(values()).toEqual(["Second, rewritten?", "First?"]);
    expect(screen.getByRole("button", { name: "Remove question 1" })).toHaveFocus();
  });

  it("Save Draft sends the interview with the duration in seconds and stays in the editor", async () => {
    const { fetchMock, router, user } = renderForm("/publish/interview", {
      "POST /api/content": () => saved(),
      "POST /api/uploads/media": () =>
        json(
          {
            id: MEDIA_ID,
            url: `/api/uploads/${MEDIA_ID}`,
            kind: "video",
            mimeType: "video/mp4",
            bytes: 2048,
          },
          201,
        ),
    });
    await waitForSignedIn();

    await user.type(field("Title"), "  Elinor on the alpine commons ");
    await user.type(field("Excerpt"), "How a village keeps its meadows.");
    fireEvent.change(field("Date"), { target: { value: "2025-08-14" } });
    await user.selectOptions(field("Domain"), "Land & Environment");
    await user.type(field("Location"), "Törbel");
    await user.type(field("Country"), "Switzerland");
    await user.type(field("Interviewee name"), "Elinor Brunner");
    await user.type(field("Interviewee title"), "Alp keeper");
    await user.type(field("LinkedIn"), "https://www.linkedin.com/in/elinor");
    await user.type(field("Twitter"), "@elinor_b");
    await user.type(field("Interviewer name"), "Ada Ostrom");
    await user.type(field("Hours"), "1");
    await user.type(field("Minutes"), "30");
    await user.upload(
      field(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(2048)], "walk.mp4", { type: "video/mp4" }),
    );
    // The upload says what kind of media this is.
    await waitFor(() => expect(field("Media type")).toHaveValue("video"));
    await user.type(field("Question"), "How are quotas set?");
    await user.type(field("Answer"), "By the assembly.");
    await user.type(field("Timestamp"), "1:02:03");
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    await user.type(field("Question"), "Who enforces them?");
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    await user.clear(field("Language"));
    await user.type(field("Language"), "de");
    await user.type(field("Full transcript"), "Full text.");
    await user.click(field("Consent to record"));
    await user.click(field("Consent to publish"));
    await user.type(field("Ethics approval"), "REC-14");
    await user.type(field("Tags"), "grazing{Enter}alps{Enter}");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(/ saved at .+\.$|updated at .+\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(router.state.location.pathname).toMatch(/^\/publish\/interview\/[^/]+$/);
    expect(screen.getByRole("form", { name: "Edit Interview" })).toBeInTheDocument();

    const [call] = callsTo(fetchMock, "POST", "/api/content");
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      type: "interview",
      title: "Elinor on the alpine commons",
      summary: "",
      domain: "Land & Environment",
      location: { name: "Törbel", country: "Switzerland", lat: null, lng: null },
      images: [],
      coverUploadId: null,
      license: "CC-BY-4.0",
      body: {
        subtitle: "",
        excerpt: "How a village keeps its meadows.",
        description: "",
        date: "2025-08-14",
        durationSeconds: 5400,
        mediaType: "video",
        interviewee: {
          name: "Elinor Brunner",
          title: "Alp keeper",
          organization: "",
          bio: "",
          links: {
            linkedin: "https://www.linkedin.com/in/elinor",
            twitter: "@elinor_b",
            website: "",
          },
        },
        interviewer: { name: "Ada Ostrom", title: "", organization: "", bio: "" },
        questions: [
          { question: "How are quotas set?", answer: "By the assembly.", timestamp: 3723 },
          { question: "Who enforces them?", answer: "" },
        ],
        language: "de",
        mediaUploadId: MEDIA_ID,
        transcript: "Full text.",
        consent: { recorded: true, published: true, contact: false },
        ethicsApproval: "REC-14",
        ethicsNotes: "",
        sources: "",
        tags: ["grazing", "alps"],
      },
    });
  }, 20_000);

  it("does not send a blank question, a bad timestamp, a bad link or a duration over 7 days", async () => {
    const { fetchMock, user } = renderForm("/publish/interview", {
      "POST /api/content": () => saved(),
    });
    await waitForSignedIn();
    await user.type(field("Title"), "Draft");
    await user.type(field("Question"), "Kept?");
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    await user.clear(field("Question 1"));
    await user.type(field("Timestamp 1"), "99:99");
    await user.type(field("Website"), "javascript:alert(1)");
    await user.type(field("Hours"), "169");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_MESSAGES.fixFields);
    expect(field("Question 1")).toHaveAccessibleDescription(FORM_MESSAGES.questionBlank);
    expect(field("Timestamp 1")).toHaveAccessibleDescription(
      expect.stringContaining(FORM_MESSAGES.timestampInvalid),
    );
    expect(field("Website")).toHaveAccessibleDescription(FORM_MESSAGES.linkInvalid);
    expect(field("Hours")).toHaveAccessibleDescription(
      expect.stringContaining(DURATION_MESSAGES.tooLong),
    );
    expect(field("Website")).toHaveAttribute("aria-invalid", "true");
    // Focus goes to the first refused field.
    expect(field("Website")).toHaveFocus();
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);

    // Fixing the fields clears their messages as the person types.
    await user.clear(field("Hours"));
    await user.type(field("Hours"), "2");
    await user.clear(field("Website"));
    await user.type(field("Question 1"), "Kept?");
    await user.clear(field("Timestamp 1"));
    expect(field("Hours")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(FORM_MESSAGES.fixFields)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1));
  });

  it("Publish shows the server's missing fields on their inputs and one message: saved as a draft, not published", async () => {
    const { user } = renderForm("/publish/interview", {
      "POST /api/content": () => saved(),
      [`POST /api/content/${INTERVIEW_ID}/publish`]: () =>
        apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Fill in the required fields to publish", {
          "body.date": ["Date is required to publish"],
          "body.excerpt": ["Excerpt is required to publish"],
          "body.interviewee.name": ["Interviewee name is required to publish"],
          "body.interviewer.name": ["Interviewer name is required to publish"],
        }),
    });
    await waitForSignedIn();
    await user.type(field("Title"), "Half written");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Saved as a draft, not published: fill in the marked fields, then publish again\.$/,
    );
    expect(field("Date")).toHaveAccessibleDescription(
      expect.stringContaining("Date is required to publish"),
    );
    expect(field("Excerpt")).toHaveAccessibleDescription(
      expect.stringContaining("Excerpt is required to publish"),
    );
    expect(field("Interviewee name")).toHaveAccessibleDescription(
      "Interviewee name is required to publish",
    );
    expect(field("Interviewer name")).toHaveAccessibleDescription(
      "Interviewer name is required to publish",
    );
    expect(screen.queryByText("Your changes are saved as a draft.")).toBeNull();
  });

  it("a network failure says 'Error saving interview' alone", async () => {
    const { user } = renderForm("/publish/interview", {
      "POST /api/content": () => Promise.reject(new TypeError("offline")),
    });
    await waitForSignedIn();
    await user.type(field("Title"), "Offline");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Error saving interview$/);
  });

  it("edit mode loads the interview into the form and saves with PUT, recording no view", async () => {
    const item = makeInterview({ status: "draft", permissions: AUTHOR_PERMISSIONS });
    const { fetchMock, router, user } = renderForm(`/publish/interview/${INTERVIEW_ID}`, {
      [`GET /api/content/interview/${INTERVIEW_ID}`]: () => json(item),
      [`PUT /api/content/${INTERVIEW_ID}`]: () => saved(),
    });
    expect(await screen.findByRole("form", { name: "Edit Interview" })).toBeInTheDocument();
    expect(field("Title")).toHaveValue("Elinor on the alpine commons");
    expect(field("Subtitle")).toHaveValue("Five centuries of village rules");
    expect(field("Date")).toHaveValue("2025-08-14");
    expect(field("Hours")).toHaveValue(1);
    expect(field("Minutes")).toHaveValue(30);
    expect(field("Media type")).toHaveValue("audio");
    expect(field("Interviewee name")).toHaveValue("Elinor Brunner");
    expect(field("Twitter")).toHaveValue("@elinor_b");
    expect(screen.getByRole("img", { name: "Photo of Elinor Brunner" })).toHaveAttribute(
      "src",
      `/api/uploads/${PHOTO_ID}/card`,
    );
    expect(field("Question 1")).toHaveValue("How are cow quotas set?");
    expect(field("Timestamp 1")).toHaveValue("01:05");
    expect(field("Timestamp 2")).toHaveValue("1:02:03");
    expect(field("Timestamp 3")).toHaveValue("");
    expect(field("Consent to record")).toBeChecked();
    expect(field("Consent to be contacted")).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Remove tag grazing" })).toBeInTheDocument();
    expect(document.querySelector("audio")).toHaveAttribute("src", `/api/uploads/${MEDIA_ID}`);

    // The javascript: website from the fixture must be fixed before saving.
    await user.clear(field("Website"));
    await user.click(screen.getByRole("button", { name: "Remove Recording" }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(/ saved at .+\.$|updated at .+\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(router.state.location.pathname).toBe(`/publish/interview/${INTERVIEW_ID}`);

    const [call] = callsTo(fetchMock, "PUT", `/api/content/${INTERVIEW_ID}`);
    const body = JSON.parse(call![1]!.body as string) as { body: Record<string, unknown> };
    expect(body.body).toMatchObject({
      durationSeconds: 5400,
      questions: [
        {
          question: "How are cow quotas set?",
          answer: "By the assembly each spring.",
          timestamp: 65,
        },
        { question: "Who enforces them?", answer: "Everyone watches everyone.", timestamp: 3723 },
        { question: "Anything else?", answer: "" },
      ],
      interviewee: expect.objectContaining({ photoUploadId: PHOTO_ID }),
    });
    expect(body.body).not.toHaveProperty("mediaUploadId");
    expect(callsTo(fetchMock, "POST", `/api/content/${INTERVIEW_ID}/views`)).toHaveLength(0);
  });

  it("someone else's interview cannot be edited", async () => {
    renderForm(`/publish/interview/${INTERVIEW_ID}`, {
      [`GET /api/content/interview/${INTERVIEW_ID}`]: () =>
        json(makeInterview({ author: { id: "someone-else", name: "Other" } })),
    });
    expect(
      await screen.findByRole("heading", { name: "You cannot edit this interview" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("signed out, the form offers 'Sign In to Save' and uploads are disabled", async () => {
    const { fetchMock, router, user } = renderForm("/publish/interview", {
      "GET /api/auth/me": () => json({ user: null }),
    });
    expect(await screen.findByRole("button", { name: "Sign In to Save" })).toBeInTheDocument();
    expect(field(MEDIA_PICKER_LABEL)).toBeDisabled();
    expect(field(MEDIA_PICKER_LABEL)).toHaveAccessibleDescription("Sign in to upload files.");
    expect(field("Upload Photo")).toBeDisabled();
    await user.type(field("Title"), "Anonymous");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
  });

  it("keeps script and markup typed into the fields as text", async () => {
    const { fetchMock, user } = renderForm("/publish/interview", {
      "POST /api/content": () => saved(),
    });
    await waitForSignedIn();
    const payload = `${XSS.script}${XSS.img}`;
    fireEvent.change(field("Title"), { target: { value: payload } });
    fireEvent.change(field("Interviewee name"), { target: { value: payload } });
    fireEvent.change(field("Question"), { target: { value: payload } });
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    expect(field("Question 1")).toHaveValue(payload);
    expect(document.querySelector("form script, form [onerror]")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1));
    const [call] = callsTo(fetchMock, "POST", "/api/content");
    const sent = JSON.parse(call![1]!.body as string) as {
      title: string;
      body: { interviewee: { name: string }; questions: { question: string }[] };
    };
    expect(sent.title).toBe(payload);
    expect(sent.body.interviewee.name).toBe(payload);
    expect(sent.body.questions[0]!.question).toBe(payload);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
