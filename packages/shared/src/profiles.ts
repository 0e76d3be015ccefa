import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./auth";
import { CONTENT_TYPES, ContentSummary } from "./content";
import { DOMAINS } from "./domains";
import { PASSWORD_MAX_LENGTH } from "./password-rules";
import { NewPassword } from "./account-recovery";

export { DELETED_USER_ID, profilePath } from "./profile-links";

// ---------------------------------------------------------------------------
// Limits, shared by the settings form and the server
// ---------------------------------------------------------------------------

export const PROFILE_LIMITS = {
  title: 120,
  bio: 2000,
  location: 120,
  website: 2000,
  experience: 2000,
  education: 10,
  degree: 120,
  institution: 160,
  skills: 30,
  skill: 60,
  interests: 20,
  interest: 80,
} as const;

/** Education years the form accepts. */
export const EDUCATION_YEAR_MIN = 1940;
export const EDUCATION_YEAR_MAX = 2100;

export const DIGEST_FREQUENCIES = ["off", "weekly", "monthly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  off: "Never",
  weekly: "Weekly",
  monthly: "Monthly",
};

/** The texts of the profile pages and the settings page. */
export const PROFILE_MESSAGES = {
  notFound: "Profile Not Found",
  notFoundHint: "This profile does not exist or its account was deleted.",
  deletedUser: "Deleted user",
  orcidInvalid: "Enter an ORCID iD such as 0000-0002-1825-0097 (its check digit did not match)",
  websiteInvalid: "Enter a web address (https://...)",
  saved: "Profile saved.",
  noPublications: "No publications yet.",
  noApplications: "You have not applied to any jobs yet.",
  noSkills: "No skills or research interests listed yet.",
  noBio: "No bio yet.",
  passwordChanged: "Password changed. Your other sessions were signed out.",
  wrongPassword: "Current password is incorrect",
  emailChangeSent:
    "We sent a link to the new address. Your e-mail changes when you open it; until then you keep signing in with the current one.",
  sameEmail: "That is already your e-mail address",
  emailTaken: "That e-mail address is already in use by another account",
  preferencesSaved: "Preferences saved.",
  deleteConfirm: "Type your password to delete your account. This cannot be undone.",
  organizationOwner:
    "You are the only member of an organization. Add another member to it, or delete it, before you delete your account.",
} as const;

// ---------------------------------------------------------------------------
// ORCID iD: four groups of four, the last character a check digit
// (ISO 7064 MOD 11-2, 'X' for 10).
// ---------------------------------------------------------------------------

const ORCID_SHAPE = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/;

/** Accepts '0000-0002-1825-0097', its https://orcid.org/ URL, or 16 characters without dashes. */
export function normaliseOrcid(raw: string): string {
  let text = raw.trim().toUpperCase();
  text = text.replace(/^HTTPS?:\/\/(WWW\.)?ORCID\.ORG\//, "");
  if (/^\d{15}[\dX]$/.test(text)) text = text.replace(/(.{4})(?=.)/g, "$1-");
  return text;
}

export function isValidOrcid(raw: string): boolean {
  const id = normaliseOrcid(raw);
  if (!ORCID_SHAPE.test(id)) return false;
  const digits = id.replace(/-/g, "");
  let total = 0;
  for (const ch of digits.slice(0, 15)) total = (total + Number(ch)) * 2;
  const result = (12 - (total % 11)) % 11;
  const check = result === 10 ? "X" : String(result);
  return digits[15] === check;
}

export function orcidUrl(id: string): string {
  return `https://orcid.org/${normaliseOrcid(id)}`;
}

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");

const webUrl = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.website, PROFILE_MESSAGES.websiteInvalid)
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
    PROFILE_MESSAGES.websiteInvalid,
  )
  .default("");

const tagList = (maxItems: number, maxLength: number, label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} cannot be empty`)
        .max(maxLength, `${label} must be at most ${maxLength} characters`),
    )
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}s`)
    .default([]);

export const EducationEntry = z.object({
  degree: z
    .string()
    .trim()
    .min(1, "Degree is required")
    .max(PROFILE_LIMITS.degree, `Degree must be at most ${PROFILE_LIMITS.degree} characters`),
  institution: z
    .string()
    .trim()
    .min(1, "Institution is required")
    .max(
      PROFILE_LIMITS.institution,
      `Institution must be at most ${PROFILE_LIMITS.institution} characters`,
    ),
  year: z.coerce
    .number({ error: "Enter a year" })
    .int("Enter a year")
    .min(EDUCATION_YEAR_MIN, `Year must be ${EDUCATION_YEAR_MIN} or later`)
    .max(EDUCATION_YEAR_MAX, `Year must be ${EDUCATION_YEAR_MAX} or earlier`)
    .nullable()
    .default(null),
});
export type EducationEntry = z.infer<typeof EducationEntry>;

/** PUT /api/me/profile: the whole editable profile. */
export const ProfileInput = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  avatarUploadId: z.uuid().nullable().default(null),
  title: text(PROFILE_LIMITS.title, "Title"),
  bio: text(PROFILE_LIMITS.bio, "Bio"),
  location: text(PROFILE_LIMITS.location, "Location"),
  website: webUrl,
  experience: text(PROFILE_LIMITS.experience, "Experience"),
  education: z
    .array(EducationEntry)
    .max(PROFILE_LIMITS.education, `At most ${PROFILE_LIMITS.education} education entries`)
    .default([]),
  skills: tagList(PROFILE_LIMITS.skills, PROFILE_LIMITS.skill, "Skill"),
  researchInterests: tagList(
    PROFILE_LIMITS.interests,
    PROFILE_LIMITS.interest,
    "Research interest",
  ),
  orcid: z
    .string()
    .trim()
    .max(40, PROFILE_MESSAGES.orcidInvalid)
    .refine((v) => v === "" || isValidOrcid(v), PROFILE_MESSAGES.orcidInvalid)
    .transform((v) => (v === "" ? "" : normaliseOrcid(v)))
    .default(""),
  /** Show the account's e-mail address as a Contact link on the public profile. */
  showEmail: z.boolean().default(false),
  /** Show how many jobs the owner has applied to in the public stats (the tab stays the owner's). */
  showApplicationCount: z.boolean().default(false),
});
export type ProfileInput = z.input<typeof ProfileInput>;
export type ProfileValues = z.output<typeof ProfileInput>;

/** PUT /api/me/preferences. */
export const PreferencesInput = z.strictObject({
  digestFrequency: z.enum(DIGEST_FREQUENCIES),
  /** Only these domains in the digest e-mail; none chosen means every domain. */
  digestDomains: z
    .array(z.enum(DOMAINS, { error: "Choose domains from the list" }))
    .max(DOMAINS.length)
    .default([]),
  /** E-mail me, each week, new jobs that match my saved job alerts. */
  jobAlertEmails: z.boolean().default(true),
  /** E-mail me when an organization changes the status of one of my applications. */
  notifyApplicationStatus: z.boolean(),
  /** E-mail me when someone applies to a job of my organization. */
  notifyNewApplications: z.boolean(),
});
export type Preferences = z.output<typeof PreferencesInput>;
export const DEFAULT_PREFERENCES: Preferences = {
  digestFrequency: "off",
  digestDomains: [],
  jobAlertEmails: true,
  notifyApplicationStatus: true,
  notifyNewApplications: true,
};

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(PASSWORD_MAX_LENGTH, PROFILE_MESSAGES.wrongPassword);

/** POST /api/me/password. */
export const ChangePasswordInput = z.strictObject({ currentPassword, newPassword: NewPassword });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** POST /api/me/email: the new address is verified before it takes effect. */
export const ChangeEmailInput = z.strictObject({
  newEmail: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(EMAIL_MAX_LENGTH, "Email is too long")
    .pipe(z.email("Enter a valid email address")),
  currentPassword,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

/** What happens to published work when its author deletes the account. */
export const PUBLISHED_ON_DELETE = ["keep", "remove"] as const;
export const PUBLISHED_ON_DELETE_LABELS = {
  keep: "Keep my published work, credited to 'Deleted user'",
  remove: "Remove my published work too",
} as const;

/** DELETE /api/me. */
export const DeleteAccountInput = z.strictObject({
  password: currentPassword,
  published: z.enum(PUBLISHED_ON_DELETE),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

/** The profile stats. `applications` is null when the owner keeps it private. */
export const ProfileStats = z.object({
  likes: z.number().int(),
  saves: z.number().int(),
  totalViews: z.number().int(),
  publications: z.number().int(),
  caseStudies: z.number().int(),
  trips: z.number().int(),
  applications: z.number().int().nullable(),
});
export type ProfileStats = z.infer<typeof ProfileStats>;

/** GET /api/profiles/{id}: the public profile. */
export const PublicProfile = z.object({
  id: z.string(),
  name: z.string(),
  /** The avatar's card-size URL, or null. */
  avatar: z.string().nullable(),
  title: z.string(),
  location: z.string(),
  createdAt: z.string(),
  experience: z.string(),
  website: z.string(),
  orcid: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  researchInterests: z.array(z.string()),
  education: z.array(
    z.object({ degree: z.string(), institution: z.string(), year: z.number().int().nullable() }),
  ),
  /** Only when the owner chose to show it. */
  email: z.string().nullable(),
  /** Likes and saves received on published work. */
  likes: z.number().int(),
  saves: z.number().int(),
  stats: ProfileStats,
  /** True when the viewer is this profile's owner (Edit Profile, Applications tab). */
  isOwner: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** One row of the Publications tab. */
export const Publication = ContentSummary.pick({
  id: true,
  type: true,
  slug: true,
  title: true,
  domain: true,
  createdAt: true,
  publishedAt: true,
}).extend({ excerpt: z.string() });
export type Publication = z.infer<typeof Publication>;

export const PublicationsQuery = z.strictObject({
  type: z.enum(CONTENT_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(500).optional(),
});

export const PublicationPage = z.object({
  publications: z.array(Publication),
  nextCursor: z.string().nullable(),
});
export type PublicationPage = z.infer<typeof PublicationPage>;

/** GET /api/me/profile: everything the settings page edits. */
export const MyProfile = z.object({
  profile: z.object({
    name: z.string(),
    avatarUploadId: z.string().nullable(),
    title: z.string(),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    experience: z.string(),
    education: z.array(
      z.object({ degree: z.string(), institution: z.string(), year: z.number().int().nullable() }),
    ),
    skills: z.array(z.string()),
    researchInterests: z.array(z.string()),
    orcid: z.string(),
    showEmail: z.boolean(),
    showApplicationCount: z.boolean(),
  }),
  avatar: z.string().nullable(),
  email: z.string(),
  isVerified: z.boolean(),
  /** An address waiting for its verification link to be opened, if any. */
  pendingEmail: z.string().nullable(),
  preferences: PreferencesInput,
});
export type MyProfile = z.infer<typeof MyProfile>;

/** GET /api/me/sessions. */
export const SessionInfo = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionList = z.object({ sessions: z.array(SessionInfo) });
export type SessionList = z.infer<typeof SessionList>;

/** A session's id in URLs: 24 hex characters of its stored hash. */
export const SessionIdParams = z.strictObject({ id: z.string().regex(/^[0-9a-f]{24}$/) });
/** Any id is accepted; one that names no account is a 404 ('Profile Not Found'). */
export const ProfileIdParams = z.strictObject({ id: z.string().min(1).max(100) });
