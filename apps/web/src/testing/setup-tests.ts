// First: Dexie must load with an IDBKeyRange (see the file).
import "./fake-indexeddb";
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { resetPendingChanges } from "../lib/offline/pending-changes";
import { forgetUserSchema } from "../lib/session/stored-user";

// Test files share one module graph and DOM (isolate: false): what a file
// leaves in them is reset here, after each test or after the file.

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // The mock-fetch module the test used: a file that resets modules loads its own.
  const { takeUnmatchedCalls } = await import("./mock-fetch");
  const unmatched = takeUnmatchedCalls();
  if (unmatched.length > 0) {
    throw new Error(`mockFetch had no route for: ${unmatched.join(", ")}`);
  }
});

afterAll(() => {
  sessionStorage.clear();
  forgetUserSchema();
  resetPendingChanges();
});
