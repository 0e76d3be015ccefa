import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { takeUnmatchedCalls } from "./mock-fetch";

afterEach(() => {
  cleanup();
  localStorage.clear();
  const unmatched = takeUnmatchedCalls();
  if (unmatched.length > 0) {
    throw new Error(`mockFetch had no route for: ${unmatched.join(", ")}`);
  }
});
