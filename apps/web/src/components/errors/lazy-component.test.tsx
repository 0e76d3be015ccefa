import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as chunkReload from "../../lib/chunk-reload";
import { UNAVAILABLE_TEXTS } from "../../lib/offline/unavailable-texts";
import { AppErrorBoundary } from "./app-error-boundary";
import { lazyComponent, lazyDialog, lazyScreen } from "./lazy-component";

const NOT_FOUND = () =>
  new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/part-1.js");

function Part({ name }: { name: string }) {
  return <p>Part {name}</p>;
}

function PartDialog({ open }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return open ? <div role="dialog" aria-label="Real dialog" /> : null;
}

/** An import that fails (as `failures` says, in turn) and then brings the module. */
function importThatFails<T>(module: { default: T }, failures: unknown[]) {
  return vi.fn(() => {
    const failure = failures.shift();
    return failure === undefined ? Promise.resolve(module) : Promise.reject(failure);
  });
}

let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? "online" : "offline"));
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  reload = vi.spyOn(chunkReload, "reloadForMissingChunk").mockReturnValue(true);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStorage.clear();
});

function renderInPage(children: ReactNode) {
  return render(
    <AppErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </AppErrorBoundary>,
  );
}

describe("lazyComponent", () => {
  it("renders the component once its code is in, as React.lazy", async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Part }));
    renderInPage(<Lazy name="map" />);
    expect(await screen.findByText("Part map")).toBeInTheDocument();
  });

  it("with no network, says the part is not on the device in its place, and loads it when the network returns", async () => {
    online = false;
    const load = importThatFails({ default: Part }, [NOT_FOUND()]);
    const Lazy = lazyComponent(load);
    renderInPage(
      <>
        <h1>Planner</h1>
        <Lazy name="map" />
      </>,
    );
    expect(await screen.findByText(UNAVAILABLE_TEXTS.notKept)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Planner" })).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(reload).not.toHaveBeenCalled();

    act(() => setOnline(true));
    expect(await screen.findByText("Part map")).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_TEXTS.notKept)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("Try Again with still no network keeps the note; with the network it loads", async () => {
    online = false;
    const load = importThatFails({ default: Part }, [NOT_FOUND(), NOT_FOUND()]);
    const Lazy = lazyComponent(load);
    renderInPage(<Lazy name="map" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText(UNAVAILABLE_TEXTS.notKept)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeEnabled();

    // The network is back but no `online` came (or came before): Try Again loads it.
    online = true;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Part map")).toBeInTheDocument();
  });

  it("loads in the background when the network returns while nothing shows it, so it opens at once next time", async () => {
    online = false;
    const load = importThatFails({ default: Part }, [NOT_FOUND()]);
    const Lazy = lazyComponent(load);
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            Toggle
          </button>
          {shown ? <Lazy name="dialog" /> : null}
        </>
      );
    }
    renderInPage(<Toggle />);
    const user = userEvent.setup();
    await screen.findByText(UNAVAILABLE_TEXTS.notKept);
    await user.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.queryByText(UNAVAILABLE_TEXTS.notKept)).toBeNull();

    act(() => setOnline(true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.getByText("Part dialog")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("shown again after the network returned unseen, tries again at once", async () => {
    online = false;
    const load = importThatFails({ default: Part }, [NOT_FOUND()]);
    const Lazy = lazyComponent(load);
    const { unmount } = renderInPage(<Lazy name="screen" />);
    await screen.findByText(UNAVAILABLE_TEXTS.notKept);
    unmount();
    // The network came back without an `online` event reaching the app.
    online = true;
    renderInPage(<Lazy name="screen" />);
    expect(await screen.findByText("Part screen")).toBeInTheDocument();
  });

  it("with a network, a chunk that does not load reloads the page (the guard is reloadForMissingChunk's) and says it could not load", async () => {
    const load = importThatFails({ default: Part }, [NOT_FOUND()]);
    const Lazy = lazyComponent(load);
    renderInPage(<Lazy name="map" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(UNAVAILABLE_TEXTS.loadFailed);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("an error the module throws while it runs is a bug: it reaches the error boundary", async () => {
    const load = importThatFails({ default: Part }, [new ReferenceError("x is not defined")]);
    const Lazy = lazyComponent(load);
    renderInPage(<Lazy name="map" />);
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("hidden, shows nothing in place of the part and still loads it when the network returns", async () => {
    online = false;
    const load = importThatFails({ default: Part }, [NOT_FOUND()]);
    const Lazy = lazyComponent(load, { hidden: true });
    const { container } = renderInPage(<Lazy name="uploads" />);
    await waitFor(() => expect(screen.queryByText("Loading")).toBeNull());
    expect(container).toBeEmptyDOMElement();

    act(() => setOnline(true));
    expect(await screen.findByText("Part uploads")).toBeInTheDocument();
  });
});

describe("lazyDialog", () => {
  it("stands in with a dialog while the real one would be open, closes through its owner, and gives way to it when the network returns", async () => {
    online = false;
    const load = importThatFails({ default: PartDialog }, [NOT_FOUND()]);
    const LazyDialog = lazyDialog(load);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <LazyDialog open={open} onOpenChange={setOpen} />
        </>
      );
    }
    renderInPage(<Opener />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByText("Loading")).toBeNull());
    // The stand-in waits, closed, while the real dialog would be closed.
    const openDialog = () => document.querySelector("dialog[open]");
    expect(openDialog()).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: UNAVAILABLE_TEXTS.notKeptTitle });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAccessibleDescription(UNAVAILABLE_TEXTS.notKept);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(openDialog()).toBeNull());

    await user.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(openDialog()).not.toBeNull());
    act(() => setOnline(true));
    expect(await screen.findByRole("dialog", { name: "Real dialog" })).toBeInTheDocument();
  });
});

describe("lazyScreen", () => {
  it("stands in with a page of its own, with a heading", async () => {
    online = false;
    const Screen = lazyScreen(importThatFails({ default: Part }, [NOT_FOUND()]));
    renderInPage(<Screen name="search" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: UNAVAILABLE_TEXTS.notKeptTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE_TEXTS.notKept)).toBeInTheDocument();
  });
});
