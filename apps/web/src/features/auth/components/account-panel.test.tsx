import { AUTH_MESSAGES, CONTRIBUTOR_OFFER, SIGNUP_PAYMENT_TEXTS } from "@field-commons/shared/auth";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import type { AccountTab } from "../../../lib/account-panel";
import { MESSAGE_READ_DELAY_MS } from "../utils/auth-errors";
import { AccountPanel } from "./account-panel";

function Harness({ initialTab = "welcome" }: { initialTab?: AccountTab }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "panel open" : "panel closed"}</p>
      <AccountPanel open={open} onOpenChange={setOpen} initialTab={initialTab} />
    </>
  );
}

async function openPanel(initialTab?: AccountTab) {
  renderWithProviders(<Harness initialTab={initialTab} />);
  return screen.findByRole("dialog", { name: "Account" });
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText("Email"), "ada@example.org");
  await user.type(within(dialog).getByLabelText("Password"), "correct horse");
  await user.click(within(dialog).getByRole("button", { name: "Login" }));
}

async function fillSignup(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText("Name"), "Ada Ostrom");
  await user.type(within(dialog).getByLabelText("Email"), "ada@example.org");
  await user.type(within(dialog).getByLabelText("Password"), "polycentric");
  await user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
}

afterEach(() => {
  vi.useRealTimers();
});

function paymentResult() {
  return {
    success: true,
    payment: {
      id: "pay-1",
      plan: "contributor",
      amountCents: 12000,
      currency: "USD",
      createdAt: "2025-01-01T00:00:00.000Z",
    },
    user: makeUser({ plan: "contributor", role: "contributor", isContributor: true }),
  };
}

describe("AccountPanel: tabs", () => {
  it("shows the three tabs, Welcome first, with the plan choice and the demo button", async () => {
    mockFetch();
    const dialog = await openPanel();
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Welcome", "Login", "Sign Up"]);
    expect(within(dialog).getByRole("tab", { name: "Welcome" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(dialog).getByRole("radio", { name: "Free" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Contributor" })).toHaveAccessibleDescription(
      /\$120\/year.*\$10\/month billed annually/,
    );
    expect(
      await within(dialog).findByRole("button", { name: "Admin Login (Demo)" }),
    ).toBeInTheDocument();
  });

  it("hides the demo button when /api/config says demo is off", async () => {
    const fetchMock = mockFetch({
      "GET /api/config": () => json({ demo: false, tileUrl: "", tileAttribution: "" }),
    });
    const dialog = await openPanel();
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/config")).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Continue to Sign Up" })).toBeEnabled(),
    );
    expect(within(dialog).queryByRole("button", { name: "Admin Login (Demo)" })).toBeNull();
  });

  it("the Login shortcut switches to the Login tab", async () => {
    mockFetch();
    const user = userEvent.setup();
    const dialog = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(within(dialog).getByRole("tab", { name: "Login" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(dialog).getByLabelText("Email")).toBeRequired();
    expect(within(dialog).getByLabelText("Password")).toBeRequired();
  });

  it("closes on Escape", async () => {
    mockFetch();
    const user = userEvent.setup();
    await openPanel();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("panel closed")).toBeInTheDocument();
  });

  it("closes when the overlay is clicked", async () => {
    mockFetch();
    const user = userEvent.setup();
    await openPanel();
    await user.click(screen.getByTestId("dialog-overlay"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("AccountPanel: login", () => {
  it("shows 'Login successful!' styled as success, clears the form and closes", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/login": () => json({ success: true, user: makeUser() }),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("login");
    await fillLogin(user, dialog);

    const message = await within(dialog).findByRole("status");
    expect(message).toHaveTextContent(AUTH_MESSAGES.loginSuccess);
    expect(message).toHaveAttribute("data-tone", "success");
    expect(message.className).toContain("text-success");
    expect(within(dialog).getByLabelText("Email")).toHaveValue("");
    expect(within(dialog).getByLabelText("Password")).toHaveValue("");

    const [, init] = callsTo(fetchMock, "POST", "/api/auth/login")[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      email: "ada@example.org",
      password: "correct horse",
    });
    expect(init!.credentials).toBe("same-origin");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), {
      timeout: MESSAGE_READ_DELAY_MS + 1000,
    });
  });

  it("shows the server's error message, styled as an error", async () => {
    mockFetch({
      "POST /api/auth/login": () =>
        apiErrorResponse(401, "INVALID_CREDENTIALS", "Invalid email or password"),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("login");
    await fillLogin(user, dialog);

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password");
    expect(alert).toHaveAttribute("data-tone", "error");
    expect(alert.className).toContain("text-danger");
    expect(within(dialog).getByRole("button", { name: "Login" })).toBeEnabled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the error body has no message", async () => {
    mockFetch({
      "POST /api/auth/login": () => json({ success: false, error: { code: "INTERNAL" } }, 500),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("login");
    await fillLogin(user, dialog);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/^Login failed$/);
  });

  it("falls back to 'Login failed' when the error response has no body", async () => {
    mockFetch({ "POST /api/auth/login": () => new Response(null, { status: 502 }) });
    const user = userEvent.setup();
    const dialog = await openPanel("login");
    await fillLogin(user, dialog);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.loginFailed);
  });

  it("shows 'Error logging in. Please try again.' when the request throws", async () => {
    mockFetch({
      "POST /api/auth/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const user = userEvent.setup();
    const dialog = await openPanel("login");
    await fillLogin(user, dialog);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      AUTH_MESSAGES.loginException,
    );
  });

  it("disables the submit button while the request is in flight", async () => {
    let release: (response: Response) => void = () => {};
    mockFetch({
      "POST /api/auth/login": () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("login");
    await fillLogin(user, dialog);
    expect(within(dialog).getByRole("button", { name: "Login" })).toBeDisabled();
    await act(async () => release(json({ success: true, user: makeUser() })));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(AUTH_MESSAGES.loginSuccess);
  });

  it("signs in as the demo admin from the Welcome tab", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/demo-admin": () =>
        json({ success: true, user: makeUser({ name: "Demo Admin", role: "admin" }) }),
    });
    const user = userEvent.setup();
    const dialog = await openPanel();
    await user.click(await within(dialog).findByRole("button", { name: "Admin Login (Demo)" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(AUTH_MESSAGES.loginSuccess);
    const [, init] = callsTo(fetchMock, "POST", "/api/auth/demo-admin")[0]!;
    expect(init!.body).toBeUndefined();
  });

  it("shows the server's message when demo mode is off on the server", async () => {
    mockFetch({
      "POST /api/auth/demo-admin": () =>
        apiErrorResponse(404, "DEMO_DISABLED", "Demo mode is not enabled"),
    });
    const user = userEvent.setup();
    const dialog = await openPanel();
    await user.click(await within(dialog).findByRole("button", { name: "Admin Login (Demo)" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Demo mode is not enabled");
  });
});

describe("AccountPanel: sign up", () => {
  it("free plan: shows the free account message, which stays until Continue", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/register": () => json({ success: true, user: makeUser() }, 201),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("signup");
    const password = within(dialog).getByLabelText("Password");
    expect(password).toHaveAttribute("minlength", "6");
    expect(password).toHaveAccessibleDescription(/at least 6 characters/i);
    await fillSignup(user, dialog);

    const message = await within(dialog).findByRole("status");
    expect(message).toHaveTextContent(AUTH_MESSAGES.freeCreated);
    expect(message).toHaveAttribute("data-tone", "success");
    const [, init] = callsTo(fetchMock, "POST", "/api/auth/register")[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      name: "Ada Ostrom",
      email: "ada@example.org",
      password: "polycentric",
      plan: "free",
      weeklyDigest: false,
    });
    expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(0);
    // No timer closes it: the reader continues.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_READ_DELAY_MS * 4));
    expect(screen.getByRole("dialog", { name: "Account" })).toBeInTheDocument();
    expect(within(dialog).getByRole("status")).toHaveTextContent(AUTH_MESSAGES.freeCreated);
    const continueButton = within(dialog).getByRole("button", { name: "Continue" });
    expect(continueButton).toHaveFocus();
    vi.useRealTimers();
    await user.click(continueButton);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("contributor plan: account message, the upgrade's payment step, then the activation stays until Continue", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      "POST /api/auth/register": () => json({ success: true, user: makeUser() }, 201),
      "POST /api/payments/simulate": () => json(paymentResult()),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openPanel();

    // Choose the plan on the Welcome tab and continue to Sign Up with it.
    await user.click(within(dialog).getByRole("radio", { name: "Contributor" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue to Sign Up" }));
    expect(within(dialog).getByRole("radio", { name: "Contributor" })).toBeChecked();
    await fillSignup(user, dialog);

    expect(await within(dialog).findByText(AUTH_MESSAGES.contributorCreated)).toBeInTheDocument();
    const [, registerInit] = callsTo(fetchMock, "POST", "/api/auth/register")[0]!;
    expect(JSON.parse(registerInit!.body as string)).toMatchObject({ plan: "contributor" });

    // The payment step the upgrade modal shows; nothing is paid until the reader pays.
    const payment = within(dialog).getByRole("region", { name: "Simulated payment" });
    expect(payment).toHaveTextContent(SIGNUP_PAYMENT_TEXTS.pending);
    expect(payment).toHaveTextContent("Contributor, billed annually");
    expect(within(dialog).queryByRole("button", { name: "Sign Up" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs * 3));
    expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(0);

    await user.click(within(payment).getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(1),
    );
    const [, payInit] = callsTo(fetchMock, "POST", "/api/payments/simulate")[0]!;
    expect(JSON.parse(payInit!.body as string)).toEqual({ plan: "contributor" });

    // The activation reports a success although its text lacks the word: styled as success.
    const message = await within(dialog).findByText(AUTH_MESSAGES.contributorActivated);
    expect(message).toHaveAttribute("data-tone", "success");
    expect(within(dialog).queryByRole("region", { name: "Simulated payment" })).toBeNull();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("");

    // It stays: no timer closes the panel.
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_READ_DELAY_MS * 4));
    expect(within(dialog).getByText(AUTH_MESSAGES.contributorActivated)).toBeInTheDocument();
    const continueButton = within(dialog).getByRole("button", { name: "Continue" });
    expect(continueButton).toHaveFocus();
    await user.click(continueButton);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("contributor plan left without paying: the account stays free and the panel says so", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/register": () => json({ success: true, user: makeUser() }, 201),
    });
    const user = userEvent.setup();
    const dialog = await openPanel();
    await user.click(within(dialog).getByRole("radio", { name: "Contributor" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue to Sign Up" }));
    await fillSignup(user, dialog);

    const payment = await within(dialog).findByRole("region", { name: "Simulated payment" });
    await user.click(within(payment).getByRole("button", { name: SIGNUP_PAYMENT_TEXTS.skipLabel }));
    expect(within(dialog).getByRole("status")).toHaveTextContent(SIGNUP_PAYMENT_TEXTS.skipped);
    expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(0);
    expect(within(dialog).queryByRole("region", { name: "Simulated payment" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's message and its field errors under the inputs", async () => {
    mockFetch({
      "POST /api/auth/register": () =>
        apiErrorResponse(400, "VALIDATION_FAILED", "Please correct the highlighted fields", {
          password: ["This password is too common"],
        }),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("signup");
    await fillSignup(user, dialog);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Please correct the highlighted fields",
    );
    const password = within(dialog).getByLabelText("Password");
    expect(password).toHaveAccessibleDescription(/This password is too common/);
    expect(password).toHaveAttribute("aria-invalid", "true");
  });

  it("shows 'Email already registered'-style conflicts from the server", async () => {
    mockFetch({
      "POST /api/auth/register": () =>
        apiErrorResponse(409, "EMAIL_TAKEN", "An account with this email already exists"),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("signup");
    await fillSignup(user, dialog);
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("An account with this email already exists");
    expect(alert).toHaveAttribute("data-tone", "error");
  });

  it("falls back to 'Signup failed' when the error body has no message", async () => {
    mockFetch({
      "POST /api/auth/register": () => json({ success: false, error: { code: "CONFLICT" } }, 409),
    });
    const user = userEvent.setup();
    const dialog = await openPanel("signup");
    await fillSignup(user, dialog);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/^Signup failed$/);
  });

  it("shows 'Error creating account. Please try again.' when the request throws", async () => {
    mockFetch({
      "POST /api/auth/register": () => {
        throw new TypeError("NetworkError when attempting to fetch resource.");
      },
    });
    const user = userEvent.setup();
    const dialog = await openPanel("signup");
    await fillSignup(user, dialog);
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(AUTH_MESSAGES.signupException);
    expect(alert).toHaveAttribute("data-tone", "error");
  });
});

describe("AccountPanel: signed in", () => {
  it("shows the user's name, role and a Logout button instead of the tabs", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser({ name: "Elinor Admin", role: "admin" }) }),
      "POST /api/auth/logout": () => json({ success: true }),
    });
    const user = userEvent.setup();
    const dialog = await openPanel();

    expect(await within(dialog).findByText("Elinor Admin")).toBeInTheDocument();
    expect(within(dialog).getByTestId("account-role")).toHaveTextContent("Admin");
    expect(within(dialog).getByTestId("plan-badge")).toHaveTextContent("Free plan");
    expect(within(dialog).queryByRole("tab")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/auth/logout")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
