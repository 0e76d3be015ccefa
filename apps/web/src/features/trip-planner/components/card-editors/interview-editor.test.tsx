import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InterviewEditor } from "./simple-editors";

const content = {
  intervieweeName: "Rosa Quispe",
  intervieweeRole: "Canal judge",
  consentObtained: true,
};

describe("InterviewEditor", () => {
  it("starts a recording attached to the saved trip, titled after the interviewee", () => {
    render(
      <InterviewEditor
        content={content}
        onChange={() => {}}
        tripId="0b6f3a52-4a59-4c1e-9a0e-2f4a8c1d7e11"
      />,
    );
    const link = screen.getByRole("link", { name: /Record this interview/ });
    const url = new URL(link.getAttribute("href")!, "http://localhost");
    expect(url.pathname).toBe("/publish/recording");
    expect(url.searchParams.get("contentId")).toBe("0b6f3a52-4a59-4c1e-9a0e-2f4a8c1d7e11");
    expect(url.searchParams.get("title")).toBe("Interview with Rosa Quispe");
  });

  it("offers no recording before the trip is saved", () => {
    render(<InterviewEditor content={content} onChange={() => {}} tripId={null} />);
    expect(screen.queryByRole("link", { name: /Record this interview/ })).toBeNull();
  });
});
