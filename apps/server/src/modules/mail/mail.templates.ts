/**
 * Every message the app sends, in one place: plain text plus simple HTML,
 * with the product name and absolute links to the app.
 */

export const PRODUCT_NAME = "Field Commons";

/** The app's one accent colour (--color-accent in the web theme), for buttons and links in mail. */
export const MAIL_ACCENT = "#0e6b5c";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  appUrl: string;
}

function render({
  subject,
  greeting,
  paragraphs,
  action,
  after = [],
  appUrl,
}: Layout): RenderedMail {
  const footer = `${PRODUCT_NAME} · ${appUrl}`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    "-- ",
    footer,
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #0f172a; max-width: 36rem; margin: 0 auto; padding: 1.5rem;">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; background: ${MAIL_ACCENT}; color: #ffffff; padding: 0.6rem 1.1rem; border-radius: 0.4rem; text-decoration: none; font-weight: 600;">${escapeHtml(action.label)}</a></p>`,
          `<p style="font-size: 0.9rem; color: #475569;">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`,
        ]
      : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<hr style="border: none; border-top: 1px solid #e2e8f0;"><p style="font-size: 0.85rem; color: #475569;"><a href="${escapeHtml(appUrl)}">${escapeHtml(PRODUCT_NAME)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}

export function link(appUrl: string, pathname: string, query: Record<string, string> = {}): string {
  const url = new URL(pathname, `${appUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function verificationMail(input: {
  appUrl: string;
  name: string;
  token: string;
  validHours: number;
}): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `Verify your e-mail address for ${PRODUCT_NAME}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Please confirm that this is your e-mail address, so ${PRODUCT_NAME} can reach you about your account.`,
    ],
    action: {
      label: "Verify e-mail address",
      url: link(input.appUrl, "/verify-email", { token: input.token }),
    },
    after: [
      `The link works once and expires in ${input.validHours} hours.`,
      `If you did not create a ${PRODUCT_NAME} account, you can ignore this message.`,
    ],
  });
}

export function passwordResetMail(input: {
  appUrl: string;
  name: string;
  token: string;
  validMinutes: number;
}): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, choose a new password here:`,
    ],
    action: {
      label: "Choose a new password",
      url: link(input.appUrl, "/reset-password", { token: input.token }),
    },
    after: [
      `The link works once and expires in ${input.validMinutes} minutes. Resetting signs your account out everywhere else.`,
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ],
  });
}

export function passwordChangedMail(input: { appUrl: string; name: string }): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every other session of the account was signed out.`,
      `If this was not you, reset your password at once with "Forgot password?" on the login page:`,
    ],
    action: { label: "Go to the login page", url: link(input.appUrl, "/login") },
  });
}

export function emailChangeMail(input: {
  appUrl: string;
  name: string;
  token: string;
  validHours: number;
}): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `You asked to use this address for your ${PRODUCT_NAME} account. Your e-mail changes when you open this link; until then you keep signing in with your current address.`,
    ],
    action: {
      label: "Confirm new e-mail address",
      url: link(input.appUrl, "/verify-email", { token: input.token }),
    },
    after: [
      `The link works once and expires in ${input.validHours} hours.`,
      "If you did not ask for this, ignore this message: nothing changes.",
    ],
  });
}

/** Sent to an address someone tried to move their account to while another account uses it. */
export function emailInUseMail(input: { appUrl: string }): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `Someone tried to use this address on ${PRODUCT_NAME}`,
    greeting: "Hello,",
    paragraphs: [
      `Someone asked to move their ${PRODUCT_NAME} account to this e-mail address, but an account already uses it, so nothing changed.`,
      `If you have forgotten the password of your account, you can reset it from the login page.`,
    ],
    action: { label: "Go to the login page", url: link(input.appUrl, "/login") },
  });
}

/** Sent to the old address once an e-mail change is done. */
export function emailChangedMail(input: {
  appUrl: string;
  name: string;
  newEmail: string;
}): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The e-mail address of your ${PRODUCT_NAME} account was changed to ${input.newEmail}. Messages about the account now go there.`,
      "If this was not you, write to the people who run this site at once.",
    ],
  });
}

/**
 * An address with most of it hidden, for a message to someone who may not
 * be its owner: "maria.lopez@example.org" -> "m***z@e***.org".
 */
export function maskEmail(address: string): string {
  const [local = "", domain = ""] = address.trim().split("@");
  const hide = (part: string) =>
    part.length <= 2 ? `${part.slice(0, 1)}***` : `${part[0]}***${part.at(-1)}`;
  const labels = domain.split(".");
  const top = labels.length > 1 ? labels.pop()! : "";
  const name = labels.join(".");
  return `${hide(local)}@${name.slice(0, 1)}***${top ? `.${top}` : ""}`;
}

/**
 * Sent to the old address when an administrator changed the account's
 * address: the new one partly hidden (the old address may no longer be the
 * member's), and what to do if the member did not ask for it.
 */
export function emailChangedByAdminMail(input: {
  appUrl: string;
  name: string;
  newEmail: string;
}): RenderedMail {
  return render({
    appUrl: input.appUrl,
    subject: `An administrator changed your ${PRODUCT_NAME} e-mail address`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `An administrator of ${PRODUCT_NAME} changed the e-mail address of your account to ${maskEmail(input.newEmail)}. You now sign in with that address, messages about the account go there, and the account was signed out everywhere.`,
      `If you did not ask for this, contact the people who run ${PRODUCT_NAME} at once and quote this message: they can put your address back. Password reset links sent to this address before the change no longer work.`,
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: link(input.appUrl, "/") },
  });
}

const DECISION_WORDS: Partial<Record<string, string>> = {
  published: "was approved and is now published",
  rejected: "was not approved",
  archived: "was taken down",
  pending: "was sent back for review",
  draft: "was returned to your drafts",
  "in-review": "is hidden while a moderator reviews it",
  "needs-revision": "needs a revision before it can be published",
  deleted: "was removed by a moderator",
};

/** An admin decided on the author's item: what happened, why, and where to act. */
export function moderationDecisionMail(input: {
  appUrl: string;
  name: string;
  title: string;
  typeLabel: string;
  status: string;
  reason: string;
  itemPath: string;
}): RenderedMail {
  const what = DECISION_WORDS[input.status] ?? `is now ${input.status}`;
  const published = input.status === "published";
  if (input.status === "deleted") {
    return render({
      appUrl: input.appUrl,
      subject: `Your ${input.typeLabel.toLowerCase()} "${input.title}" ${what}`,
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Your ${input.typeLabel.toLowerCase()} "${input.title}" ${what} and can no longer be seen.`,
        ...(input.reason ? [`The moderator's reason: ${input.reason}`] : []),
      ],
    });
  }
  return render({
    appUrl: input.appUrl,
    subject: `Your ${input.typeLabel.toLowerCase()} "${input.title}" ${what}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your ${input.typeLabel.toLowerCase()} "${input.title}" ${what}.`,
      ...(input.reason ? [`The moderator's reason: ${input.reason}`] : []),
      ...(published
        ? []
        : [
            "You can edit it from your dashboard's Drafts tab and publish it again; it then goes back to review.",
          ]),
    ],
    action: published
      ? { label: "View it", url: link(input.appUrl, input.itemPath) }
      : { label: "Open your drafts", url: link(input.appUrl, "/dashboard", { tab: "drafts" }) },
  });
}

/** An admin banned or unbanned the account: what happened and why. */
export function accountStatusMail(input: {
  appUrl: string;
  name: string;
  banned: boolean;
  reason: string;
}): RenderedMail {
  if (!input.banned) {
    return render({
      appUrl: input.appUrl,
      subject: `Your ${PRODUCT_NAME} account is active again`,
      greeting: `Hello ${input.name},`,
      paragraphs: [`Your ${PRODUCT_NAME} account was reactivated. You can sign in again.`],
      action: { label: "Go to the login page", url: link(input.appUrl, "/login") },
    });
  }
  return render({
    appUrl: input.appUrl,
    subject: `Your ${PRODUCT_NAME} account was suspended`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `A moderator suspended your ${PRODUCT_NAME} account, and its sessions were signed out. Your published work stays online.`,
      ...(input.reason ? [`The moderator's reason: ${input.reason}`] : []),
    ],
  });
}

/** The account's data export is built: where to download it, and until when. */
export function dataExportReadyMail(input: {
  appUrl: string;
  name: string;
  subject: string;
  downloadPath: string;
  expiresAt: Date;
}): RenderedMail {
  const until = `${input.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return render({
    appUrl: input.appUrl,
    subject: input.subject,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The archive of your ${PRODUCT_NAME} data you asked for is ready. It can be downloaded until ${until}; after that it is deleted, and you can request a new one from your settings.`,
      "The download works only while you are signed in to your account.",
    ],
    action: { label: "Download your data", url: link(input.appUrl, input.downloadPath) },
    after: [
      `You can also find it in your settings, under Download my data: ${link(input.appUrl, "/profile/edit")}#data`,
      "If you did not ask for this, change your password: someone may be signed in as you.",
    ],
  });
}

/** An invitation to join an organization, sent to the address its owner typed. */
export function organizationInvitationMail(input: {
  appUrl: string;
  organization: string;
  invitedBy: string | null;
  /** Whether the address already has an account (the message only tells its holder). */
  hasAccount: boolean;
  invitationId: string;
  token: string;
  expiresAt: Date;
}): RenderedMail {
  const until = `${input.expiresAt.toISOString().slice(0, 10)}`;
  const who = input.invitedBy ?? `The owner of ${input.organization}`;
  return render({
    appUrl: input.appUrl,
    subject: `Invitation to join ${input.organization} on ${PRODUCT_NAME}`,
    greeting: "Hello,",
    paragraphs: [
      `${who} invited you to join the organization ${input.organization} on ${PRODUCT_NAME}. Its members post its jobs and review the people who apply.`,
      input.hasAccount
        ? "Sign in with this e-mail address to accept or decline the invitation."
        : `To accept, create a ${PRODUCT_NAME} account with this e-mail address, then open the invitation again.`,
    ],
    action: {
      label: "See the invitation",
      url: link(input.appUrl, "/organization/dashboard", {
        invitation: input.invitationId,
        token: input.token,
      }),
    },
    after: [
      `The invitation can be accepted once, until ${until}. Nothing changes for you unless you accept it; you can also decline it or ignore this message.`,
    ],
  });
}
