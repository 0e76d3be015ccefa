/** Tells feed readers where the digest feeds are (React puts these in the head). */
export function DigestFeedLinks() {
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title="Field Commons weekly digest (RSS)"
        href="/digest/feed.xml"
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Field Commons weekly digest (Atom)"
        href="/digest/feed.atom"
      />
    </>
  );
}
