/** Query parameters that carry secrets (e-mailed links); their values never reach the logs. */
const SECRET_PARAMS = ["token"];

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const names = SECRET_PARAMS.join("|");
  return (
    url.slice(0, query) +
    url.slice(query).replace(new RegExp(`([?&](?:${names})=)[^&#]*`, "gi"), "$1[redacted]")
  );
}
