import { AUTH_MESSAGES } from "@field-commons/shared/auth";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthMessage, authMessageTone } from "./auth-message";

describe("AuthMessage", () => {
  it.each([
    AUTH_MESSAGES.loginSuccess,
    AUTH_MESSAGES.freeCreated,
    AUTH_MESSAGES.contributorCreated,
    AUTH_MESSAGES.contributorActivated,
  ])("styles %j as success", (message) => {
    expect(authMessageTone(message)).toBe("success");
    render(<AuthMessage message={message} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(message);
    expect(status).toHaveAttribute("data-tone", "success");
    expect(status.className).toContain("text-success");
  });

  it.each([
    AUTH_MESSAGES.loginFailed,
    AUTH_MESSAGES.signupFailed,
    AUTH_MESSAGES.loginException,
    AUTH_MESSAGES.signupException,
    "Invalid email or password",
  ])("styles %j as an error", (message) => {
    expect(authMessageTone(message)).toBe("error");
    render(<AuthMessage message={message} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveAttribute("data-tone", "error");
    expect(alert.className).toContain("text-danger");
  });

  it("renders nothing without a message", () => {
    const { container } = render(<AuthMessage message={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
