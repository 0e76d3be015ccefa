import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LinkedText } from "./linked-text";
import { VerifyEmailBanner } from "./verify-email-banner";

describe("ForgotPasswordForm", () => {
  it("sends the address and shows the same answer for any address", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/forgot-password": () =>
        json({
          success: true,
          message: "If an account exists for that e-mail address, we have sent it a link.",
        }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If an account exists for that e-mail address",
    );
    const [call] = callsTo(fetchMock, "POST", "/api/auth/forgot-password");
    expect(JSON.parse(String(call![1]!.body))).toEqual({ email: "ada@example.org" });
  });

  it("checks the address first and shows a rate limit", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/forgot-password": () =>
        apiErrorResponse(
          429,
          "RATE_LIMITED",
          "Too many attempts. Please wait 15 minutes and try again.",
        ),
    });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText("Email"), "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/auth/forgot-password")).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts");
  });
});

describe("VerifyEmailBanner", () => {
  it("shows nothing for visitors and verified users", async () => {
    mockFetch({ "GET /api/auth/me": () => json({ user: makeUser({ isVerified: true }) }) });
    renderWithProviders(<VerifyEmailBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("region", { name: "E-mail verification" })).not.toBeInTheDocument();
  });

  it("offers an unverified user to resend the message", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser({ isVerified: false }) }),
      "POST /api/auth/resend-verification": () =>
        json({ success: true, message: "Verification e-mail sent. Check your inbox." }),
    });
    renderWithProviders(<VerifyEmailBanner />);
    const banner = await screen.findByRole("region", { name: "E-mail verification" });
    expect(banner).toHaveTextContent("Please verify your e-mail address.");
    await userEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Verification e-mail sent. Check your inbox.",
    );
    expect(callsTo(fetchMock, "POST", "/api/auth/resend-verification")).toHaveLength(1);
  });
});

describe("LinkedText", () => {
  it("turns http(s) addresses into links and leaves the rest as text", () => {
    mockFetch();
    renderWithProviders(
      <p>
        <LinkedText
          text={
            "Verify: https://app.example/verify-email?token=abc\n<b>not html</b> javascript:alert(1)"
          }
        />
      </p>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://app.example/verify-email?token=abc");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText(/<b>not html<\/b>/)).toBeInTheDocument();
  });
});
