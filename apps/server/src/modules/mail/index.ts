// What other modules may use of the mail module. Anything not exported
// here is the module's own business.
export { MAIL_TASK, deliver, sendMail, type MailDeps } from "./mail.tasks";
export {
  MAIL_ACCENT,
  PRODUCT_NAME,
  accountStatusMail,
  dataExportReadyMail,
  emailChangeMail,
  emailChangedByAdminMail,
  emailChangedMail,
  emailInUseMail,
  escapeHtml,
  link,
  moderationDecisionMail,
  organizationInvitationMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
  type RenderedMail,
} from "./mail.templates";
