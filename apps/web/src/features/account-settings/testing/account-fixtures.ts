import type { MyProfile, SessionInfo } from "@field-commons/shared/profiles";

export const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

export function makeMyProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    profile: {
      name: "Ada Ostrom",
      avatarUploadId: null,
      title: "Field hydrologist",
      bio: "I study small rivers.",
      location: "Nairobi, Kenya",
      website: "https://ada.example.org",
      experience: "Ten field seasons.",
      education: [{ degree: "MSc Hydrology", institution: "University of Nairobi", year: 2015 }],
      skills: ["GIS"],
      researchInterests: ["Groundwater"],
      orcid: "",
      showEmail: false,
      showApplicationCount: false,
    },
    avatar: null,
    email: "ada@example.org",
    isVerified: true,
    pendingEmail: null,
    preferences: {
      digestFrequency: "weekly",
      digestDomains: [],
      jobAlertEmails: true,
      notifyApplicationStatus: true,
      notifyNewApplications: false,
    },
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: "aaaaaaaaaaaaaaaaaaaaaaaa",
    createdAt: "2025-03-01T08:00:00.000Z",
    lastSeenAt: "2025-03-02T09:30:00.000Z",
    ip: "203.0.113.7",
    userAgent: CHROME_LINUX,
    current: true,
    ...overrides,
  };
}
