import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { makeMyProfile, makeSession } from "../testing/account-fixtures";
import { renderSettingsPage } from "../testing/render-settings";

/** What the settings page loads for a signed-in user (id 'user-1'). */
function settingsRoutes(routes: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: makeUser() }),
    "GET /api/me/profile": () => json(makeMyProfile()),
    "GET /api/me/sessions": () => json({ sessions: [makeSession()] }),
    "GET /api/me/data-exports": () => json({ items: [], nextCursor: null }),
    ...routes,
  };
}

function renderSettings() {
  const queryClient = createTestQueryClient();
  return { ...renderSettingsPage(queryClient), queryClient };
}

async function profileForm() {
  return screen.findByRole("form", { name: "Profile" });
}

describe("Edit Profile: the page", () => {
  it("has the heading, a link to the public profile and every section", async () => {
    mockFetch(settingsRoutes());
    renderSettings();
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
    expect(screen.getByRole("link", { name: "View profile" })).toHaveAttribute(
      "href",
      "/profile/user-1",
    );
    await profileForm();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Profile",
      "E-mail address",
      "Password",
      "E-mail preferences",
      "Active sessions",
      "Download my data",
      "Delete account",
    ]);
  });

  it("sends a signed-out visitor to log in, coming back here afterwards", async () => {
    const fetchMock = mockFetch();
    const { router } = renderSettings();
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/profile/edit");
    expect(callsTo(fetchMock, "GET", "/api/me/profile")).toHaveLength(0);
  });
});

describe("Edit Profile: the profile form", () => {
  it("loads the profile and sends the whole of it, in the API's shape", async () => {
    const fetchMock = mockFetch(
      settingsRoutes({
        "PUT /api/me/profile": ({ body }) =>
          json(makeMyProfile({ profile: body as ReturnType<typeof makeMyProfile>["profile"] })),
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await profileForm();

    expect(within(form).getByLabelText(/^Name/)).toHaveValue("Ada Ostrom");
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute("maxLength", "100");
    expect(within(form).getByLabelText("Title")).toHaveValue("Field hydrologist");
    expect(within(form).getByLabelText("Website")).toHaveValue("https://ada.example.org");
    expect(within(form).getByLabelText(/^Bio/)).toHaveAttribute("maxLength", "2000");
    expect(within(form).getByText("21/2000")).toBeInTheDocument();
    const education = within(form).getByRole("group", { name: "Education 1" });
    expect(within(education).getByLabelText(/Degree/)).toHaveValue("MSc Hydrology");
    expect(within(education).getByLabelText("Year")).toHaveValue("2015");
    expect(within(form).getByRole("list", { name: "Added skills" })).toHaveTextContent("GIS");
    expect(within(form).getByText("e.g. 0000-0002-1825-0097")).toBeInTheDocument();

    await user.clear(within(form).getByLabelText("Title"));
    await user.type(within(form).getByLabelText("Title"), "Hydrologist");
    await user.type(within(form).getByLabelText(/^Bio/), " And wells.");
    expect(within(form).getByText("32/2000")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Skills"), "Field surveys{Enter}");
    await user.type(
      within(form).getByLabelText("ORCID iD"),
      "https://orcid.org/0000-0002-1825-0097",
    );
    await user.click(within(form).getByLabelText("Show my e-mail address on my profile"));
    // An education entry added and left blank is not sent.
    await user.click(within(form).getByRole("button", { name: "Add Education" }));
    expect(within(form).getByRole("group", { name: "Education 2" })).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Save Profile" }));

    expect(await within(form).findByText(PROFILE_MESSAGES.saved)).toHaveAttribute("role", "status");
    const [, init] = callsTo(fetchMock, "PUT", "/api/me/profile")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ada Ostrom",
      avatarUploadId: null,
      title: "Hydrologist",
      bio: "I study small rivers. And wells.",
      location: "Nairobi, Kenya",
      website: "https://ada.example.org",
      experience: "Ten field seasons.",
      education: [{ degree: "MSc Hydrology", institution: "University of Nairobi", year: 2015 }],
      skills: ["GIS", "Field surveys"],
      researchInterests: ["Groundwater"],
      orcid: "0000-0002-1825-0097",
      showEmail: true,
      showApplicationCount: false,
    });
    // The signed-in user is read again (the header shows the name).
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(2));
    expect(within(form).getByLabelText("ORCID iD")).toHaveValue("0000-0002-1825-0097");
  });

  it("puts the server's VALIDATION_FAILED messages on the fields they name", async () => {
    const fetchMock = mockFetch(
      settingsRoutes({
        "PUT /api/me/profile": () =>
          apiErrorResponse(400, "VALIDATION_FAILED", "Some fields are not valid", {
            orcid: ["That ORCID iD is not registered"],
            "education.0.year": ["Year cannot be in the future"],
          }),
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await profileForm();
    await user.click(within(form).getByRole("button", { name: "Save Profile" }));

    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Please correct the marked fields.",
    );
    const orcid = within(form).getByLabelText("ORCID iD");
    expect(orcid).toHaveAttribute("aria-invalid", "true");
    expect(orcid).toHaveAccessibleDescription(/That ORCID iD is not registered/);
    const year = within(within(form).getByRole("group", { name: "Education 1" })).getByLabelText(
      "Year",
    );
    expect(year).toHaveAttribute("aria-invalid", "true");
    expect(year).toHaveAccessibleDescription("Year cannot be in the future");
    expect(callsTo(fetchMock, "PUT", "/api/me/profile")).toHaveLength(1);
    // The first refused field has focus.
    await waitFor(() => expect(year).toHaveFocus());
  });

  it("checks the ORCID iD's check digit before sending anything", async () => {
    const fetchMock = mockFetch(settingsRoutes());
    const user = userEvent.setup();
    renderSettings();
    const form = await profileForm();
    await user.type(within(form).getByLabelText("ORCID iD"), "0000-0002-1825-0098");
    await user.click(within(form).getByRole("button", { name: "Save Profile" }));

    const orcid = within(form).getByLabelText("ORCID iD");
    await waitFor(() => expect(orcid).toHaveAttribute("aria-invalid", "true"));
    expect(orcid).toHaveAccessibleDescription(
      `e.g. 0000-0002-1825-0097 ${PROFILE_MESSAGES.orcidInvalid}`,
    );
    await waitFor(() => expect(orcid).toHaveFocus());
    expect(callsTo(fetchMock, "PUT", "/api/me/profile")).toHaveLength(0);
  });

  it("checks a blank required name and a half-filled education entry", async () => {
    const fetchMock = mockFetch(settingsRoutes());
    const user = userEvent.setup();
    renderSettings();
    const form = await profileForm();
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.click(within(form).getByRole("button", { name: "Add Education" }));
    await user.type(
      within(within(form).getByRole("group", { name: "Education 2" })).getByLabelText(
        /Institution/,
      ),
      "TU Delft",
    );
    await user.click(within(form).getByRole("button", { name: "Save Profile" }));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();
    expect(within(form).getByText("Degree is required")).toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT", "/api/me/profile")).toHaveLength(0);
  });

  it("uploads an avatar and sends its upload id", async () => {
    routeXhrThroughFetch();
    const avatarId = "00000000-0000-4000-8000-0000000000bb";
    const fetchMock = mockFetch(
      settingsRoutes({
        "POST /api/uploads/images": () =>
          json(
            {
              id: avatarId,
              url: `/api/uploads/${avatarId}`,
              cardUrl: `/api/uploads/${avatarId}/card`,
              width: 400,
              height: 400,
              mimeType: "image/png",
              bytes: 1000,
            },
            201,
          ),
        "PUT /api/me/profile": () => json(makeMyProfile()),
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = await profileForm();
    await user.upload(
      within(form).getByLabelText("Upload Avatar"),
      new File([new Uint8Array(1000)], "me.png", { type: "image/png" }),
    );
    expect(await within(form).findByRole("img", { name: "Avatar preview" })).toHaveAttribute(
      "src",
      `/api/uploads/${avatarId}/card`,
    );
    await user.click(within(form).getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(callsTo(fetchMock, "PUT", "/api/me/profile")).toHaveLength(1));
    const [, init] = callsTo(fetchMock, "PUT", "/api/me/profile")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ avatarUploadId: avatarId });
  });
});
