import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeRecording } from "../testing/recording-fixtures";
import { RecordingForm } from "./recording-form";

const ID = "11111111-1111-4111-8111-111111111111";
const signedIn: Record<string, RouteHandler> = {
  "GET /api/auth/me": () => json({ user: makeUser() }),
};

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  if (!URL.createObjectURL) {
    Object.assign(URL, { createObjectURL: () => "blob:fake", revokeObjectURL: () => undefined });
  }
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:fake");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
});

function renderForm(routes: Record<string, RouteHandler> = signedIn, id?: string) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(
    <AccountPanelProvider>
      <RecordingForm id={id} />
    </AccountPanelProvider>,
    { route: id ? `/publish/recording/${id}` : "/publish/recording" },
  );
  return fetchMock;
}

function wav(name = "meeting.wav", type = "audio/wav") {
  return new File([new Uint8Array(3 * 1024 * 1024)], name, { type });
}

describe("Recording form", () => {
  it("asks a signed-out visitor to log in", async () => {
    renderForm({});
    expect(
      await screen.findByRole("heading", { name: "Please log in to create recordings" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Login / Signup" })).toBeVisible();
  });

  it("has the spec's sections and fields", async () => {
    renderForm();
    expect(
      await screen.findByRole("heading", { name: "Create Recording", level: 1 }),
    ).toBeVisible();
    for (const section of [
      "Basic Information",
      "Recording",
      "Transcript & Analysis",
      "Consent & Privacy",
      "Tags & Metadata",
      "Images",
    ]) {
      expect(screen.getByRole("heading", { name: section, level: 2 })).toBeVisible();
    }
    expect(screen.getByLabelText("Title")).toBeVisible();
    expect(screen.getByLabelText("Domain")).toBeVisible();
    expect(screen.getByLabelText("Date")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("Duration")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Duration")).toHaveAttribute("placeholder", "45 minutes");
    expect(
      within(screen.getByLabelText("Type"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Audio Only", "Video", "Audio & Video"]);
    expect(
      within(screen.getByLabelText("Privacy"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Private", "Shared with Team", "Public"]);
    expect(within(screen.getByLabelText("Domain")).getAllByRole("option")).toHaveLength(8);
    expect(screen.getByLabelText("City")).toBeVisible();
    expect(screen.getByLabelText("Country")).toBeVisible();
    expect(screen.getByLabelText("Description")).toBeVisible();
    expect(screen.getByLabelText("Transcript")).toHaveAttribute("rows", "15");
    expect(screen.getByLabelText("Summary")).toBeVisible();
    for (const name of ["Auto-transcribe", "Summarize", "Extract Key Points", "Start Recording"]) {
      expect(screen.getByRole("button", { name })).toBeVisible();
    }
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    expect(screen.getByLabelText("Upload Audio or Video File")).toHaveAttribute(
      "accept",
      "audio/*,video/*",
    );
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/recordings");
    // The title is blank: nothing can be saved yet.
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
  });

  it("adds tags with Enter or Add Tag (trimmed, not blank, not twice), clears the input and removes with ×", async () => {
    const user = userEvent.setup();
    renderForm();
    const input = await screen.findByLabelText("Tags");
    await user.type(input, "  water  {Enter}");
    expect(input).toHaveValue("");
    await user.type(input, "canal");
    await user.click(screen.getByRole("button", { name: "Add Tag" }));
    expect(input).toHaveValue("");
    await user.type(input, "water{Enter}");
    await user.type(input, "   {Enter}");
    expect(input).toHaveValue("");
    const tags = screen.getByRole("list", { name: "Added tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["water", "canal"]);
    await user.click(screen.getByRole("button", { name: "Remove tag water" }));
    expect(within(tags).getAllByRole("listitem")).toHaveLength(1);
  });

  it("shows the chosen file's name and size, and refuses a file that is not audio or video", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const picker = await screen.findByLabelText("Upload Audio or Video File");
    await user.upload(picker, new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please choose an audio or video file",
    );
    await user.upload(picker, wav());
    expect(await screen.findByTestId("attached-file")).toHaveTextContent("meeting.wav · 3.00 MB");
  });

  it("explains the missing consent instead of transcribing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Auto-transcribe" }));
    expect(
      screen.getAllByText("Transcription needs the 'transcribed' consent.").length,
    ).toBeGreaterThan(1);
    await user.click(screen.getByRole("button", { name: "Summarize" }));
    expect(screen.getAllByText("Analysis needs the 'analyzed' consent.").length).toBeGreaterThan(1);
  });

  it("uploads the file with the fields and says 'Error saving recording: {message}' when refused", async () => {
    const user = userEvent.setup();
    routeXhrThroughFetch();
    const fetchMock = renderForm({
      ...signedIn,
      "POST /api/recordings": () => apiErrorResponse(413, "PAYLOAD_TOO_LARGE", "File is too large"),
    });
    await user.type(await screen.findByLabelText("Title"), "Canal meeting");
    await user.selectOptions(screen.getByLabelText("Domain"), "Water & Oceans");
    await user.type(screen.getByLabelText("City"), "Törbel");
    await user.type(screen.getByLabelText("Country"), "Switzerland");
    await user.type(screen.getByLabelText("Description"), "The canal's turns.");
    await user.upload(screen.getByLabelText("Upload Audio or Video File"), wav());
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Error saving recording: File is too large")).toBeVisible();
    const [, init] = callsTo(fetchMock, "POST", "/api/recordings")[0]!;
    const form = (init as RequestInit).body as FormData;
    expect(form.get("title")).toBe("Canal meeting");
    expect(form.get("domain")).toBe("Water & Oceans");
    expect(form.get("description")).toBe("The canal's turns.");
    // Publishing saves the draft first, then publishes it.
    expect(form.get("status")).toBe("draft");
    expect(JSON.parse(String(form.get("location")))).toEqual({ name: "Törbel, Switzerland" });
    expect(form.get("file")).toBeInstanceOf(File);
  });

  it("says 'Error saving recording' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(
      {
        ...signedIn,
        [`GET /api/recordings/${ID}`]: () => json(makeRecording({ isOwner: true })),
      },
      ID,
    );
    expect(await screen.findByRole("heading", { name: "Edit Recording", level: 1 })).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveValue("Water committee meeting");
    expect(screen.getByLabelText("Transcript")).toHaveValue(
      "Welcome to the water committee.\nWe need to repair the canal before spring.",
    );
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(/^Error saving recording/),
    );
  });

  it("Auto-transcribe saves a draft with the file, runs the transcription and fills the transcript", async () => {
    const user = userEvent.setup();
    routeXhrThroughFetch();
    let looks = 0;
    const fetchMock = renderForm({
      ...signedIn,
      "POST /api/recordings": () =>
        json(
          makeRecording({
            isOwner: true,
            status: "draft",
            transcript: [],
            transcription: "",
            processingStatus: "pending",
          }),
          201,
        ),
      [`POST /api/recordings/${ID}/process`]: () =>
        json({ id: ID, processingStatus: "processing", processingProgress: 0 }, 202),
      [`GET /api/recordings/${ID}`]: () => {
        looks += 1;
        return json(
          looks === 1
            ? makeRecording({
                isOwner: true,
                processingStatus: "transcribing",
                processingProgress: 50,
              })
            : makeRecording({ isOwner: true, processingStatus: "completed" }),
        );
      },
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    await user.type(await screen.findByLabelText("Title"), "Canal meeting");
    await user.click(screen.getByLabelText("Participants consented to transcription"));
    await user.upload(screen.getByLabelText("Upload Audio or Video File"), wav());
    await user.click(screen.getByRole("button", { name: "Auto-transcribe" }));
    await waitFor(
      () =>
        expect(screen.getByLabelText("Transcript")).toHaveValue(
          "Welcome to the water committee.\nWe need to repair the canal before spring.",
        ),
      { timeout: 5000 },
    );
    const [, init] = callsTo(fetchMock, "POST", "/api/recordings")[0]!;
    expect(((init as RequestInit).body as FormData).get("status")).toBe("draft");
    const process = callsTo(fetchMock, "POST", `/api/recordings/${ID}/process`)[0]!;
    expect(JSON.parse(String((process[1] as RequestInit).body))).toEqual({ steps: ["transcribe"] });
    // Saved now: the Recording section shows the stored file.
    expect(screen.queryByLabelText("Upload Audio or Video File")).toBeNull();
  }, 10_000);

  it("says 'Error starting recording. Please check your microphone permissions.' when the microphone is refused", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")) },
    });
    try {
      renderForm();
      await user.click(await screen.findByRole("button", { name: "Start Recording" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Error starting recording. Please check your microphone permissions.",
      );
      expect(screen.getByTestId("form-timer")).toHaveTextContent("0:00");
    } finally {
      Reflect.deleteProperty(navigator, "mediaDevices");
    }
  });
});

const UPGRADE = "Publishing requires the Contributor plan.";
const listRoute: Record<string, RouteHandler> = {
  "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
};
const contributor: Record<string, RouteHandler> = {
  "GET /api/auth/me": () => json({ user: makeUser({ role: "contributor", isContributor: true }) }),
};
const payment: Record<string, RouteHandler> = {
  "POST /api/payments/simulate": () =>
    json({
      success: true,
      payment: {
        id: "pay-1",
        plan: "contributor",
        amountCents: 12000,
        currency: "USD",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      user: makeUser({ role: "contributor", isContributor: true, plan: "contributor" }),
    }),
};

/** Fills what publishing needs besides the date, type and privacy (which have defaults). */
async function fillForPublish(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Title"), "Canal meeting");
  await user.selectOptions(screen.getByLabelText("Domain"), "Water & Oceans");
  await user.type(screen.getByLabelText("Description"), "The canal's turns.");
  await user.upload(screen.getByLabelText("Upload Audio or Video File"), wav());
}

const putBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, "PUT", `/api/recordings/${ID}`).map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  );

describe("Recording form: publishing", () => {
  it("names and marks the fields publishing needs, focuses the first, and sends nothing until they are filled", async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm();
    await user.type(await screen.findByLabelText("Title"), "Canal meeting");
    await user.upload(screen.getByLabelText("Upload Audio or Video File"), wav());
    await user.clear(screen.getByLabelText("Date"));
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Before publishing, fill in: Domain, Date and Description.",
    );
    expect(screen.getByLabelText("Domain")).toHaveAccessibleDescription(
      "Domain is required to publish",
    );
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription(
      "Date is required to publish",
    );
    expect(screen.getByLabelText("Description")).toHaveAccessibleDescription(
      "Description is required to publish",
    );
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByLabelText("Domain")).toHaveFocus());
    expect(callsTo(fetchMock, "POST", "/api/recordings")).toHaveLength(0);

    // The list follows what is filled in.
    await user.selectOptions(screen.getByLabelText("Domain"), "Water & Oceans");
    await user.type(screen.getByLabelText("Date"), "2026-03-02");
    expect(screen.getByRole("alert")).toHaveTextContent("Before publishing, fill in: Description.");
    expect(screen.getByLabelText("Domain")).not.toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Description"), "The canal's turns.");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/is required to publish/)).toBeNull();
  });

  it("lets a contributor publish: the draft is saved with the file, then published", async () => {
    const user = userEvent.setup();
    routeXhrThroughFetch();
    let stored = makeRecording({ isOwner: true, status: "draft" });
    const fetchMock = renderForm({
      ...contributor,
      ...listRoute,
      "POST /api/recordings": () => json(stored, 201),
      [`GET /api/recordings/${ID}`]: () => json(stored),
      [`PUT /api/recordings/${ID}`]: ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return json(stored);
      },
    });
    await fillForPublish(user);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(putBodies(fetchMock)).toEqual([{ status: "published" }]));
    const [, init] = callsTo(fetchMock, "POST", "/api/recordings")[0]!;
    expect(((init as RequestInit).body as FormData).get("status")).toBe("draft");
  });

  it("meets a free member with the Contributor plan's dialog once the draft is saved, and publishes after payment", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routeXhrThroughFetch();
    let puts = 0;
    const draft = makeRecording({ isOwner: true, status: "draft" });
    const fetchMock = renderForm({
      ...signedIn,
      ...listRoute,
      ...payment,
      "POST /api/recordings": () => json(draft, 201),
      [`GET /api/recordings/${ID}`]: () => json(draft),
      [`PUT /api/recordings/${ID}`]: () =>
        ++puts === 1
          ? apiErrorResponse(403, "UPGRADE_REQUIRED", UPGRADE)
          : json({ ...draft, status: "published" }),
    });
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await fillForPublish(user);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const modal = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    expect(
      within(modal).getByText("Publishing recordings needs the Contributor plan."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/recordings")).toHaveLength(1);
    await user.click(within(modal).getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    await screen.findByRole("dialog", { name: "Payment successful" });
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.successCloseDelayMs));
    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([{ status: "published" }, { status: "published" }]),
    );
    // The file went up once.
    expect(callsTo(fetchMock, "POST", "/api/recordings")).toHaveLength(1);
    expect(screen.queryByText(/Saved as a draft/)).toBeNull();
  });

  it("keeps the draft when the plan is declined, and says so in the server's words", async () => {
    routeXhrThroughFetch();
    const draft = makeRecording({ isOwner: true, status: "draft" });
    renderForm({
      ...signedIn,
      ...listRoute,
      "POST /api/recordings": () => json(draft, 201),
      [`GET /api/recordings/${ID}`]: () => json(draft),
      [`PUT /api/recordings/${ID}`]: () => apiErrorResponse(403, "UPGRADE_REQUIRED", UPGRADE),
    });
    const user = userEvent.setup();
    await fillForPublish(user);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const modal = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    await user.click(within(modal).getByRole("button", { name: "Not Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText(`Your changes are saved as a draft. ${UPGRADE}`)).toBeInTheDocument();
    // Saved: the form now edits the stored draft.
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
  });

  it("shows the server's refusal after the draft is saved and marks the field it names", async () => {
    const existing = makeRecording({ isOwner: true, status: "draft" });
    let puts = 0;
    renderForm(
      {
        ...contributor,
        ...listRoute,
        [`GET /api/recordings/${ID}`]: () => json(existing),
        [`PUT /api/recordings/${ID}`]: () =>
          ++puts === 1
            ? json(existing)
            : apiErrorResponse(
                400,
                "NOT_READY_TO_PUBLISH",
                "Not ready to publish: Domain is required to publish",
                { domain: ["Domain is required to publish"] },
              ),
      },
      ID,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Saved as a draft, not published. Not ready to publish: Domain is required to publish",
    );
    expect(screen.getByLabelText("Domain")).toHaveAccessibleDescription(
      "Domain is required to publish",
    );
  });

  it("keeps a published recording publishable: a save that empties a needed field is stopped", async () => {
    const published = makeRecording({ isOwner: true, status: "published" });
    const fetchMock = renderForm(
      {
        ...contributor,
        ...listRoute,
        [`GET /api/recordings/${ID}`]: () => json(published),
        [`PUT /api/recordings/${ID}`]: ({ body }) => json({ ...published, ...(body as object) }),
      },
      ID,
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Description"));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Before publishing, fill in: Description.");
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);
    await user.type(screen.getByLabelText("Description"), "Kept publishable.");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect(putBodies(fetchMock)[0]).toMatchObject({
      status: "published",
      description: "Kept publishable.",
    });
  });
});

describe("Recording form: type and progress", () => {
  it("shows a stored type of another kind by its label", async () => {
    renderForm(
      {
        ...signedIn,
        [`GET /api/recordings/${ID}`]: () =>
          json(makeRecording({ isOwner: true, type: "meeting" })),
      },
      ID,
    );
    const select = await screen.findByLabelText("Type");
    expect(select).toHaveValue("meeting");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Audio Only", "Video", "Audio & Video", "Meeting"]);
    expect(within(select).getByRole("option", { selected: true })).toHaveTextContent("Meeting");
  });

  it("shows the live status while the recording is processed and fills the transcript when it is done", async () => {
    let looks = 0;
    renderForm(
      {
        ...signedIn,
        [`GET /api/recordings/${ID}`]: () => {
          looks += 1;
          return json(
            looks === 1
              ? makeRecording({
                  isOwner: true,
                  processingStatus: "transcribing",
                  processingProgress: 40,
                  transcript: [],
                  transcription: "",
                  summary: "",
                })
              : makeRecording({ isOwner: true, processingStatus: "completed" }),
          );
        },
      },
      ID,
    );
    const status = await screen.findByText("Transcribing 40%");
    expect(status.closest("[role=status]")).toHaveTextContent("Status: Transcribing 40%");
    expect(screen.getByRole("progressbar", { name: "Processing progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(screen.getByLabelText("Transcript")).toHaveValue("");
    await waitFor(
      () =>
        expect(screen.getByLabelText("Transcript")).toHaveValue(
          "Welcome to the water committee.\nWe need to repair the canal before spring.",
        ),
      { timeout: 5000 },
    );
    expect(screen.getByLabelText("Summary")).toHaveValue("The committee plans canal repairs.");
    expect(screen.queryByRole("progressbar", { name: "Processing progress" })).toBeNull();
  }, 10_000);
});

describe("Recording form: values in the API's shape, checked with the shared schema", () => {
  const stored = () =>
    makeRecording({
      isOwner: true,
      status: "draft",
      location: { name: "Törbel, Valais, Switzerland" },
    });
  const editRoutes = (fetchMock?: { saved?: Record<string, unknown> }) => ({
    ...signedIn,
    ...listRoute,
    [`GET /api/recordings/${ID}`]: () => json(stored()),
    [`PUT /api/recordings/${ID}`]: ({ body }: { body: unknown }) => {
      if (fetchMock) fetchMock.saved = body as Record<string, unknown>;
      return json({ ...stored(), ...(body as object) });
    },
  });

  it("shows the place as City and Country and the transcript a line per segment; an edited line keeps its timing and speaker", async () => {
    const fetchMock = renderForm(editRoutes(), ID);
    const user = userEvent.setup();
    expect(await screen.findByLabelText("City")).toHaveValue("Törbel, Valais");
    expect(screen.getByLabelText("Country")).toHaveValue("Switzerland");
    const transcript = screen.getByLabelText("Transcript");
    expect(transcript).toHaveValue(
      "Welcome to the water committee.\nWe need to repair the canal before spring.",
    );
    await user.clear(screen.getByLabelText("Country"));
    await user.type(screen.getByLabelText("Country"), "CH");
    await user.click(transcript);
    await user.keyboard("{Control>}{End}{/Control}");
    await user.type(transcript, " Soon.{Enter}{Enter}A new line.");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    const body = putBodies(fetchMock)[0]!;
    expect(body.location).toEqual({ name: "Törbel, Valais, CH" });
    expect(body.transcript).toEqual([
      { start: 0, end: 4, text: "Welcome to the water committee.", speaker: "Speaker 1" },
      { start: 65, end: 70, text: "We need to repair the canal before spring. Soon." },
      { start: 70, end: 70, text: "A new line." },
    ]);
  });

  it("sends no transcript when its lines are unchanged, and no place when both parts are blank", async () => {
    const fetchMock = renderForm(editRoutes(), ID);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("City"));
    await user.clear(screen.getByLabelText("Country"));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    const body = putBodies(fetchMock)[0]!;
    expect(body.location).toBeNull();
    expect(body).not.toHaveProperty("transcript");
  });

  it("marks a cleared date and a transcript line over the limit, sends nothing, and follows the typing", async () => {
    const fetchMock = renderForm(editRoutes(), ID);
    const user = userEvent.setup();
    const date = await screen.findByLabelText("Date");
    await user.clear(date);
    const transcript = screen.getByLabelText("Transcript");
    await user.click(transcript);
    await user.keyboard("{Control>}{End}{/Control}{Enter}");
    await user.paste("x".repeat(5_001));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the marked fields.");
    expect(date).toHaveAccessibleDescription("Date is required");
    expect(transcript).toHaveAccessibleDescription(
      "One line per transcript segment. A transcript line can have at most 5,000 characters",
    );
    expect(date).toHaveFocus();
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);
    await user.type(date, "2026-05-04");
    await waitFor(() => expect(date).not.toHaveAccessibleDescription("Date is required"));
    await user.type(transcript, "{Backspace}");
    await waitFor(() => expect(transcript).not.toHaveAttribute("aria-invalid"));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect(putBodies(fetchMock)[0]).toMatchObject({ recordedAt: "2026-05-04" });
  });
});
