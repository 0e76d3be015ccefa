import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setHydrating } from "../../lib/hydration";
import { KeepServerHtml } from "./keep-server-html";

afterEach(() => setHydrating(false));

describe("KeepServerHtml", () => {
  it("renders its children when mounted in the browser", () => {
    render(
      <KeepServerHtml>
        <p>Rendered here</p>
      </KeepServerHtml>,
    );
    expect(screen.getByText("Rendered here")).toBeInTheDocument();
  });

  it("keeps the server's HTML while hydrating, without rendering its children", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <KeepServerHtml>
        <p>From the server</p>
      </KeepServerHtml>,
    );
    document.body.append(container);
    const Costly = vi.fn(() => <p>Built again</p>);
    const errors = vi.fn();
    setHydrating(true);
    await act(async () => {
      hydrateRoot(
        container,
        <KeepServerHtml>
          <Costly />
        </KeepServerHtml>,
        { onRecoverableError: errors },
      );
    });
    expect(Costly).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("From the server");
    container.remove();
  });
});
