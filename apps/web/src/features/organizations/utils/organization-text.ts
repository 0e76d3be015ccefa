import { countLabel } from "@field-commons/shared/us-format";
import type { JobStatus } from "@field-commons/shared/jobs";

/** Texts of the organization screens that the spec does not fix. */
export const ORGANIZATION_TEXT = {
  signedOut: "Please log in to access your organization dashboard",
  signedOutHelp: "Post jobs, review applicants and follow your figures once you are signed in.",
  loading: "Loading your organization...",
  createPrompt:
    "Create your organization profile to post jobs, review applications and see how your listings do.",
  createHeading: "Create your organization profile",
  createButton: "Create Organization",
  editButton: "Edit Profile",
  saveProfile: "Save Profile",
  postJob: "Post a Job",
  editJob: "Edit Job",
  saveJob: "Save Changes",
  publicPage: "View public page",
  noJobs: "No jobs yet",
  noApplications: "No applications yet",
} as const;

/** Texts of invitations, members and leaving. */
export const INVITATION_TEXT = {
  receivedHeading: "Invitations",
  invitedYou: (by: string | null) => (by ? `${by} invited you to join` : "You are invited to join"),
  whatMembersDo: "Members post the organization's jobs and review the people who apply.",
  expires: (day: string) => `The invitation expires on ${day}.`,
  oneOrganization:
    "You already belong to an organization. An account belongs to one at a time: leave yours before you accept.",
  accept: "Accept",
  decline: "Decline",
  joined: (name: string) => `You joined ${name}.`,
  declined: (name: string) => `You declined the invitation to join ${name}.`,
  answerFailed: "The invitation could not be answered. Please try again.",
  loadFailed: "We couldn't load your invitations.",
  linkNotOpen:
    "The invitation in your link is not open for this account: it may have been answered, withdrawn or replaced, or sent to another e-mail address. Sign in with the address it was sent to.",
  inviteHeading: "Invite a member",
  inviteLabel: "E-mail address",
  inviteHint:
    "We e-mail them a link. They join only if they accept, and see nothing of the organization until then.",
  inviteButton: "Send Invitation",
  inviteFailed: "The invitation could not be sent.",
  pendingHeading: "Pending invitations",
  noPending: "No invitations are waiting for an answer.",
  pendingLoadFailed: "We couldn't load the pending invitations.",
  sentOn: (sent: string, expires: string) => `Sent ${sent} · expires ${expires}`,
  revoke: "Revoke",
  revoked: (email: string) => `The invitation to ${email} is revoked.`,
  revokeFailed: "The invitation could not be revoked.",
  remove: "Remove",
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription:
    "They will no longer see the organization's jobs and applicants. You can invite them again later.",
  removeConfirm: "Remove Member",
  removed: (name: string) => `${name} is no longer a member.`,
  removeFailed: "The member could not be removed. Please try again.",
  leave: "Leave Organization",
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveDescription:
    "You will no longer see its jobs and applicants. To come back, you need a new invitation from its owner.",
  left: (name: string) => `You left ${name}.`,
  leaveFailed: "You could not leave the organization. Please try again.",
} as const;

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: "Draft",
  active: "Active",
  closed: "Closed",
};

/** 'Mar 4, 2026': a calendar day (YYYY-MM-DD) as written, a timestamp in local time. */
export function formatDay(value: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(dayOnly ? { timeZone: "UTC" } : {}),
  });
}

/** 12.5 -> '12.5%'; no rate (no views in the window) -> 'n/a'. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "n/a";
  return `${rate.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

export { formatCount } from "@field-commons/shared/us-format";

/** 'Nairobi, Kenya', 'Kenya', or '' from a job's location. */
export function placeText(location: { city: string; country: string }): string {
  return [location.city, location.country].filter((part) => part.trim() !== "").join(", ");
}

/** '1 view', '12 views'. */
export function countOf(value: number, one: string, many = `${one}s`): string {
  return countLabel(value, one, many);
}
