import { describe, expect, it } from "vitest";
import { isServerRenderedPath } from "./server-rendered-paths";

describe("isServerRenderedPath", () => {
  it("takes the public reading pages", () => {
    for (const path of [
      "/",
      "/about",
      "/case-study/seed-banks",
      "/trip/0b8f",
      "/opinion-essays",
      "/opinion-essay/1",
      "/policy-brief/1",
      "/interview/1",
      "/jobs",
      "/jobs/1",
      "/digest",
      "/digest/1",
      "/profile/1",
      "/organizations/tierra-comun",
    ]) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
  });

  it("leaves forms, private screens, search and redirects to the browser", () => {
    for (const path of [
      "/login",
      "/signup",
      "/dashboard",
      "/admin",
      "/search",
      "/trip-planner",
      "/publish/case-study",
      "/profile/edit",
      "/digest/unsubscribe",
      "/interviews/1",
      "/case-study/a/b",
      "/nowhere",
    ]) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });
});
