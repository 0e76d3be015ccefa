// Plain-language error texts, without the schema library: the web app's
// first page loads this through its API client and must stay small.

/** The message of a refused form whose fields carry the details. */
export const VALIDATION_MESSAGE = "Please correct the highlighted fields.";

/** Framework wording ("Invalid body", "Invalid querystring") no person should read. */
const TECHNICAL_VALIDATION_MESSAGE = /^Invalid (body|querystring|params|headers|request)\.?$/i;

/**
 * The top-level message of an error in plain language: a validation failure
 * worded for the code ("Invalid body") reads VALIDATION_MESSAGE instead.
 */
export function plainErrorMessage(code: string, message: string): string {
  return code === "VALIDATION_FAILED" && TECHNICAL_VALIDATION_MESSAGE.test(message.trim())
    ? VALIDATION_MESSAGE
    : message;
}
