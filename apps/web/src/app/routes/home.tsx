import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button";
import { HomeFeed } from "../../features/feed/components/feed";
import { useDocumentTitle } from "../../hooks/use-document-title";

function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <section aria-labelledby="home-hero-heading" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            Research on the commons
          </p>
          <h1
            id="home-hero-heading"
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Plan the field trip. Share what you find. Learn how people govern what they share.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-700">
            Field Commons is a home for researchers who study forests, fisheries, water systems,
            knowledge commons and community institutions. Plan field-research trips, publish case
            studies and policy work, and build on what colleagues have already learned.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/trip-planner" className={buttonStyles()}>
              Plan a Trip
            </Link>
            <Link to="/about" className={buttonStyles({ variant: "secondary" })}>
              Explore Discoveries
            </Link>
          </div>
        </div>
      </section>
      <HomeFeed />
    </>
  );
}

export { HomeRoute as Component };
