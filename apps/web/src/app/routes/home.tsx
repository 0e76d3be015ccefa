import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button";
import { HomeFeed } from "../../features/feed/components/feed";
import { LatestWork } from "../../features/feed/components/latest-work";
import { useDocumentTitle } from "../../hooks/use-document-title";

function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <section aria-labelledby="home-hero-heading" className="border-b border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              Research on the commons
            </p>
            <h1
              id="home-hero-heading"
              className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              Plan the field trip. Share what you find. Learn how people govern what they share.
            </h1>
            <p className="mt-4 max-w-2xl text-base text-pretty text-slate-700 sm:text-lg">
              Field Commons is a home for researchers who study forests, fisheries, water systems,
              knowledge commons and community institutions. Plan field-research trips, publish case
              studies and policy work, and build on what colleagues have already learned.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/trip-planner" className={buttonStyles()}>
                Plan a Trip
              </Link>
              <Link to="/about" className={buttonStyles({ variant: "secondary" })}>
                Explore Discoveries
              </Link>
            </div>
          </div>
          <div className="hidden lg:block">
            <LatestWork />
          </div>
        </div>
      </section>
      <HomeFeed />
    </>
  );
}

export { HomeRoute as Component };
