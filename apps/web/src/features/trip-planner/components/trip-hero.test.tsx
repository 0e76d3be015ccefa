import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeTripDetail } from "../testing/trip-fixtures";
import { tripFromServer } from "../utils/planner-model";
import { TripHero } from "./trip-hero";

function renderHero(status: "draft" | "published", signedIn = true) {
  const trip = tripFromServer({ trip: makeTripDetail({ status }), cards: [] });
  const noop = () => {};
  render(
    <TripHero
      trip={trip}
      signedIn={signedIn}
      unsaved={false}
      saveState={{ kind: "idle" }}
      onMyTrips={noop}
      onEdit={noop}
      onCopilot={noop}
      onTemplate={noop}
      onSave={noop}
      onSignIn={noop}
    />,
  );
}

describe("TripHero", () => {
  it("says near Save that changes to a published trip go back to review", () => {
    renderHero("published");
    expect(screen.getByRole("button", { name: "Save Trip" })).toBeTruthy();
    expect(screen.getByText(TRIP_MESSAGES.publishedEditsReviewed)).toBeTruthy();
  });

  it("says nothing of review for a draft", () => {
    renderHero("draft");
    expect(screen.queryByText(TRIP_MESSAGES.publishedEditsReviewed)).toBeNull();
  });
});
