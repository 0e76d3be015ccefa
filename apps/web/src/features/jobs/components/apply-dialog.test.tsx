import { RESUME_MAX_BYTES } from "@field-commons/shared/applications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { JOB_ID, makeApplication, makeJobDetail } from "../testing/job-fixtures";
import { ApplyDialog } from "./apply-dialog";

const SUBMIT_FAILED = "Failed to submit application. Please try again.";

function pdf(name = "cv.pdf", size = 2048) {
  return new File([new Uint8Array(size)], name, { type: "application/pdf" });
}

function renderDialog(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch({
    [`GET /api/jobs/${JOB_ID}`]: () => json(makeJobDetail()),
    ...routes,
  });
  routeXhrThroughFetch();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ApplyDialog job={makeJobDetail()} user={makeUser()} open onOpenChange={onOpenChange} />,
  );
  const dialog = screen.getByRole("dialog", {
    name: "Apply for Research Fellow, Community Water Governance",
  });
  return { fetchMock, dialog, onOpenChange };
}

const submitButton = () => screen.getByRole("button", { name: "Submit Application" });

/** Fills the two required parts: a cover letter and a résumé. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Cover Letter"), "I know irrigation committees well.");
  await user.upload(screen.getByLabelText("Resume"), pdf());
}

describe("Apply dialog", () => {
  it("prefills the applicant from the session and counts the cover letter", async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByLabelText("Full Name")).toHaveValue("Ada Ostrom");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.org");

    const letter = screen.getByLabelText("Cover Letter");
    expect(letter).toHaveAttribute("maxLength", "1000");
    expect(screen.getByTestId("cover-letter-counter")).toHaveTextContent("0/1000");
    await user.type(letter, "Hello");
    expect(screen.getByTestId("cover-letter-counter")).toHaveTextContent("5/1000");
    expect(letter).toHaveAccessibleDescription(/5\/1000/);
  });

  it("enables Submit once there is a cover letter and a résumé, saying until then which is missing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDialog();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      "To submit, add a cover letter and a résumé.",
    );

    // Spaces alone are no letter.
    await user.type(screen.getByLabelText("Cover Letter"), "   ");
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText("Cover Letter"), "I know irrigation committees well.");
    expect(submitButton()).toHaveAccessibleDescription("To submit, add a résumé.");
    expect(submitButton()).toBeDisabled();

    await user.upload(screen.getByLabelText("Resume"), pdf());
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(/^To submit, add/)).toBeNull();

    await user.clear(screen.getByLabelText("Cover Letter"));
    expect(submitButton()).toHaveAccessibleDescription("To submit, add a cover letter.");
    expect(submitButton()).toBeDisabled();
    expect(callsTo(fetchMock, "POST", "/api/applications")).toHaveLength(0);
  });

  it("with a cleared name, Submit marks it, focuses it and says what to correct", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDialog();
    await user.clear(screen.getByLabelText("Full Name"));
    await fillRequired(user);
    await user.click(submitButton());
    const name = screen.getByLabelText("Full Name");
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(/Name is required/);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please correct the highlighted fields.",
    );
    expect(callsTo(fetchMock, "POST", "/api/applications")).toHaveLength(0);

    await user.type(name, "Ada Ostrom");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText("Please correct the highlighted fields.")).toBeNull();
  });

  it("refuses a résumé over 5 MB in the browser", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText("Cover Letter"), "Hello");
    const input = screen.getByLabelText("Resume");
    expect(input).toHaveAccessibleDescription("PDF, DOC or DOCX, max 5MB");
    await user.upload(input, pdf("big.pdf", RESUME_MAX_BYTES + 1));
    expect(screen.getByText("Resume is too large (max 5MB)")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    // Exactly 5 MB is fine.
    await user.upload(input, pdf("limit.pdf", RESUME_MAX_BYTES));
    expect(screen.queryByText("Resume is too large (max 5MB)")).toBeNull();
  });

  it("accepts .pdf, .doc and .docx only", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const input = screen.getByLabelText("Resume");
    expect(input.getAttribute("accept")).toContain(".pdf");
    expect(input.getAttribute("accept")).toContain(".doc");
    expect(input.getAttribute("accept")).toContain(".docx");
    await user.type(screen.getByLabelText("Cover Letter"), "Hello");

    await user.upload(input, new File(["x"], "cv.txt", { type: "text/plain" }));
    expect(screen.getByText("Resume must be a .pdf, .doc or .docx file")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.upload(input, new File(["x"], "cv.docx", { type: "" }));
    expect(screen.queryByText("Resume must be a .pdf, .doc or .docx file")).toBeNull();
    expect(screen.getByText("cv.docx")).toBeInTheDocument();

    await user.upload(input, new File(["x"], "CV.DOC", { type: "application/msword" }));
    expect(screen.getByText("CV.DOC")).toBeInTheDocument();
  });

  it("adds skills by Enter or +, trimmed, ignoring duplicates", async () => {
    const user = userEvent.setup();
    renderDialog();
    const input = screen.getByLabelText("Skills");
    await user.type(input, "  GIS  {Enter}");
    await user.type(input, " gis ");
    await user.click(screen.getByRole("button", { name: "Add skill" }));
    expect(screen.getByText("That skill is already added.")).toBeInTheDocument();
    await user.type(input, "Participatory mapping");
    await user.click(screen.getByRole("button", { name: "Add skill" }));
    const skills = screen.getByRole("list", { name: "Added skills" });
    expect(
      within(skills)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["GIS", "Participatory mapping"]);
    // Enter added a skill; it did not submit the application.
    expect(screen.queryByText("Please correct the highlighted fields.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove skill GIS" }));
    expect(within(skills).getAllByRole("listitem")).toHaveLength(1);
  });

  it("sends the application and the résumé in one multipart request and confirms it", async () => {
    const user = userEvent.setup();
    let sent: { application: unknown; resume: FormDataEntryValue | null } | null = null;
    const { fetchMock } = renderDialog({
      "POST /api/applications": ({ init }) => {
        const form = init.body as FormData;
        sent = {
          application: JSON.parse(String(form.get("application"))),
          resume: form.get("resume"),
        };
        return json(makeApplication(), 201);
      },
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText("Portfolio URL"), "https://ada.example.org");
    await user.type(screen.getByLabelText("Skills"), "GIS{Enter}");
    await user.selectOptions(screen.getByLabelText("Availability"), "In 1 month");
    await user.type(screen.getByLabelText("Expected Salary"), "USD 45,000");
    await user.type(screen.getByLabelText("Additional Notes"), "Spanish and Quechua");
    await user.click(submitButton());

    expect(
      await screen.findByRole("heading", { name: "Application submitted!" }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/applications")).toHaveLength(1);
    expect(sent!.application).toEqual({
      jobId: JOB_ID,
      name: "Ada Ostrom",
      email: "ada@example.org",
      coverLetter: "I know irrigation committees well.",
      portfolio: "https://ada.example.org",
      linkedin: "",
      experience: "",
      skills: ["GIS"],
      availability: "1-month",
      expectedSalary: "USD 45,000",
      notes: "Spanish and Quechua",
    });
    expect(sent!.resume).toBeInstanceOf(File);
    expect((sent!.resume as File).name).toBe("cv.pdf");
  });

  it("shows 'Failed to submit application. Please try again.' when the submit fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderDialog({
      "POST /api/applications": () => apiErrorResponse(500, "INTERNAL", "Something broke"),
    });
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(SUBMIT_FAILED);
    // The form stays, filled in, to try again.
    expect(screen.getByLabelText("Cover Letter")).toHaveValue("I know irrigation committees well.");
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's message for a duplicate application (409)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderDialog({
      "POST /api/applications": () =>
        apiErrorResponse(409, "ALREADY_APPLIED", "You have already applied to this job."),
    });
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have already applied to this job.",
    );
  });

  it("checks the links before sending", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDialog();
    await fillRequired(user);
    await user.type(screen.getByLabelText("LinkedIn Profile"), "linkedin");
    await user.click(submitButton());
    expect(await screen.findByText("Enter a web address (https://...)")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/applications")).toHaveLength(0);
  });

  it("shows the real upload progress", async () => {
    const user = userEvent.setup();
    mockFetch();
    let finish: () => void = () => {};
    class ProgressXhr {
      status = 0;
      responseText = "";
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 40,
          total: 100,
        } as ProgressEvent);
        finish = () => {
          this.status = 201;
          this.responseText = JSON.stringify(makeApplication());
          this.onload?.();
        };
      }
    }
    vi.stubGlobal("XMLHttpRequest", ProgressXhr);
    renderWithProviders(
      <ApplyDialog job={makeJobDetail()} user={makeUser()} open onOpenChange={() => {}} />,
    );
    await fillRequired(user);
    await user.click(submitButton());
    const bar = await screen.findByRole("progressbar", { name: "Uploading your application" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("Uploading… 40%")).toBeInTheDocument();
    expect(screen.getByLabelText("Cover Letter")).toBeDisabled();
    finish();
    expect(
      await screen.findByRole("heading", { name: "Application submitted!" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });
});

/** The job page's part: an Apply button and the dialog, which stays mounted while it is closed. */
function ApplyHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <ApplyDialog job={makeJobDetail()} user={makeUser()} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe("Apply dialog with a cover letter in it", () => {
  const LETTER = "I ran the irrigation committee survey in 2023.";
  const dialogName = "Apply for Research Fellow, Community Water Governance";

  async function openAndWrite(user: ReturnType<typeof userEvent.setup>) {
    mockFetch({ [`GET /api/jobs/${JOB_ID}`]: () => json(makeJobDetail()) });
    renderWithProviders(<ApplyHarness />);
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    await user.type(screen.getByLabelText("Cover Letter"), LETTER);
  }

  it("asks 'Leave without saving?' on Escape, and Stay keeps the letter", async () => {
    const user = userEvent.setup();
    await openAndWrite(user);
    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(asked).toHaveAccessibleDescription(
      "You have unsaved changes. If you leave now, they will be lost.",
    );
    await user.click(within(asked).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("dialog", { name: dialogName })).toBeVisible();
    expect(screen.getByLabelText("Cover Letter")).toHaveValue(LETTER);
  });

  it("asks on a click outside and on Cancel too", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openAndWrite(user);
    await user.click(screen.getByTestId("dialog-overlay"));
    await user.click(await screen.findByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).toBeVisible();
  });

  it("keeps the letter and the résumé as a draft when closed with Keep draft, and shows them on reopening", async () => {
    const user = userEvent.setup();
    await openAndWrite(user);
    await user.upload(screen.getByLabelText("Resume"), pdf());
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(await screen.findByRole("button", { name: "Keep draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: dialogName })).toBeNull());

    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    expect(screen.getByLabelText("Cover Letter")).toHaveValue(LETTER);
    expect(screen.getByText("cv.pdf")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("throws the letter away with Leave: reopening shows an empty form", async () => {
    const user = userEvent.setup();
    await openAndWrite(user);
    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: dialogName })).toBeNull());

    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    expect(screen.getByLabelText("Cover Letter")).toHaveValue("");
    expect(screen.getByLabelText("Full Name")).toHaveValue("Ada Ostrom");
    // Nothing typed: Escape closes at once.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: dialogName })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
