import { Link } from "react-router";

const FOOTER_LINK =
  "rounded-sm text-slate-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-slate-800">Field Commons</span>: research on how
          people govern what they share.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/recordings" className={FOOTER_LINK}>
                Recordings
              </Link>
            </li>
            <li>
              <Link to="/digest" className={FOOTER_LINK}>
                Weekly Digest
              </Link>
            </li>
            <li>
              <a href="/feed.xml" className={FOOTER_LINK}>
                RSS: new work
              </a>
            </li>
            <li>
              <a href="/digest/feed.xml" className={FOOTER_LINK}>
                RSS: digests
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
