import {
  CONTRIBUTOR_OFFER,
  CONTRIBUTOR_PRICE_USD_PER_YEAR,
  FREE_PLAN_TRIP_LIMIT,
} from "@field-commons/shared/auth";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button";
import { Discoveries } from "../../features/feed/components/discoveries";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { DOMAIN_BORDER_CLASS, DOMAIN_SWATCH_CLASS } from "../../lib/domain-styles";
import { cn } from "../../lib/cn";

const DOMAIN_DESCRIPTIONS: Record<Domain, string> = {
  "Land & Environment":
    "Forests, pastures, farmland and protected areas, and the rules communities use to look after them.",
  "Water & Oceans":
    "Irrigation systems, river basins, groundwater, fisheries and the coastal commons that depend on them.",
  "Energy & Infrastructure":
    "Community energy, cooperatively run grids and the roads, networks and utilities people build together.",
  "Knowledge & Education":
    "Open science, libraries, shared curricula and traditional knowledge held in common.",
  "Technology & Digital Access":
    "Open-source software, community networks, data commons and fair access to digital tools.",
  "Culture & Heritage":
    "Languages, sacred sites, crafts, festivals and the shared spaces where culture lives.",
  "Social & Governance Systems":
    "Cooperatives, mutual aid, participatory budgeting and the institutions behind collective action.",
};

const ACTIVITIES: { title: string; body: ReactNode }[] = [
  {
    title: "Plan field-research trips",
    body: "Lay out a trip day by day with places, contacts, readings and logistics. Keep it private while you plan, then share it as field work when you are back.",
  },
  {
    title: "Publish your research",
    body: "Write case studies, field-work reports, policy briefs, opinion essays and interviews, and add recordings from the field. Each piece is tagged with its commons domain and place, so others can find it on the feed and the map.",
  },
  {
    title: "Find work",
    body: "Browse research jobs, fellowships and field positions posted by universities, NGOs and community organizations, and apply with your résumé and a cover letter.",
  },
  {
    title: "Search what the community knows",
    body: "Search across every published piece by meaning, not only by keyword, and follow the connections between places, institutions and ideas.",
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function AboutRoute() {
  useDocumentTitle("About");
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">About</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900">
          Field Commons is where commons research is planned, shared and found
        </h1>
        <p className="mt-6 text-lg text-slate-700">
          Communities all over the world manage forests, fisheries, water, knowledge and culture
          together, often for generations and often without much notice from outside. Researchers
          who study these commons spend months in the field, and what they learn is scattered across
          notebooks, reports and journals that few practitioners ever read.
        </p>
        <p className="mt-4 text-lg text-slate-700">
          Field Commons brings that work into one open place. It helps you prepare the trip, keeps
          your drafts safe while you write, and puts finished research in front of the people who
          can use it: other researchers, community organizers and policy makers.
        </p>
      </header>

      <div className="mt-14">
        <Discoveries headingClassName="text-2xl font-bold tracking-tight text-slate-900" />
      </div>

      <Section id="about-audience" title="Who it is for">
        <ul className="grid gap-4 sm:grid-cols-3">
          <li>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-slate-900">Researchers</h3>
              <p className="mt-2 text-slate-700">
                Students, academics and independent scholars who plan field visits, read across
                disciplines and keep track of what they have saved.
              </p>
            </Card>
          </li>
          <li>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-slate-900">Contributors</h3>
              <p className="mt-2 text-slate-700">
                Researchers and practitioners who publish case studies, field work and policy
                analysis, and want their findings read beyond a journal paywall.
              </p>
            </Card>
          </li>
          <li>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-slate-900">Organizations</h3>
              <p className="mt-2 text-slate-700">
                Universities, NGOs and community institutions that post jobs and fellowships and
                look for people who understand collective governance.
              </p>
            </Card>
          </li>
        </ul>
      </Section>

      <Section id="about-activities" title="What you can do">
        <dl className="grid gap-6 sm:grid-cols-2">
          {ACTIVITIES.map((activity) => (
            <div key={activity.title}>
              <dt className="text-lg font-semibold text-slate-900">{activity.title}</dt>
              <dd className="mt-1 text-slate-700">{activity.body}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="about-domains" title="The seven commons domains">
        <p className="max-w-3xl text-slate-700">
          Every piece of research belongs to one domain. The colour of a domain follows it across
          the site, on badges, filter chips and map pins.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {DOMAINS.map((domain) => (
            <li
              key={domain}
              className={cn(
                "rounded-lg border border-l-8 border-slate-200 bg-white p-4",
                DOMAIN_BORDER_CLASS[domain],
              )}
            >
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <span
                  aria-hidden="true"
                  className={cn("inline-block size-3 rounded-full", DOMAIN_SWATCH_CLASS[domain])}
                />
                {domain}
              </h3>
              <p className="mt-1 text-slate-700">{DOMAIN_DESCRIPTIONS[domain]}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-plans" title="Plans">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">Free</h3>
            <p className="mt-1 text-2xl font-bold text-slate-900">$0</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
              <li>Plan up to {FREE_PLAN_TRIP_LIMIT} trips</li>
              <li>Save drafts of your research</li>
              <li>Like and save what you read, and keep a personal dashboard</li>
            </ul>
          </Card>
          <Card className="border-accent">
            <h3 className="text-lg font-semibold text-slate-900">Contributor</h3>
            <p className="mt-1 text-2xl font-bold text-slate-900">
              ${CONTRIBUTOR_PRICE_USD_PER_YEAR}/year
            </p>
            <p className="text-slate-600">$10/month billed annually</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
              <li>Everything in Free</li>
              {CONTRIBUTOR_OFFER.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section id="about-principles" title="How we work">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          <li>The figures you see are real: views, likes and saves are counted, never made up.</li>
          <li>
            Your account is protected by a secure, server-side session, and plan limits and
            permissions are enforced by the server, not only by the page.
          </li>
          <li>
            Maps and place names come from open data, and the whole platform can run on a single
            machine for a lab or a community group.
          </li>
        </ul>
      </Section>

      <div className="mt-14 flex flex-col gap-3 rounded-lg bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold text-slate-900">Ready to start your next field trip?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/signup" className={buttonStyles()}>
            Join the commons
          </Link>
          <Link to="/trip-planner" className={buttonStyles({ variant: "secondary" })}>
            Plan a Trip
          </Link>
        </div>
      </div>
    </article>
  );
}

export { AboutRoute as Component };
