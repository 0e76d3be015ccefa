import { CONTENT_MESSAGES, DISPLAY_FALLBACKS, formatDate } from "@field-commons/shared/content";
import type { ContentDetailOf } from "@field-commons/shared/content";
import { TRIP_MESSAGES, tripDurationDays, tripTitleFallback } from "@field-commons/shared/trips";
import type { TripWithCards } from "@field-commons/shared/trips";
import { Suspense, useId } from "react";
import type { ReactNode } from "react";
import { lazyComponent } from "../../../components/errors/lazy-component";
import { buttonStyles } from "../../../components/ui/button";
import { CalendarIcon } from "../../../components/ui/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import { AuthorName } from "../../../components/content/author-name";
import { ContentDetailLayout } from "../../../components/content/content-detail-layout";
import {
  ContentDetailSkeleton,
  ContentLoadError,
  ContentNotFound,
} from "../../../components/content/content-detail-states";
import { tripCalendarUrl, useTrip } from "../api/get-trip";
import { useRecordTripView } from "../hooks/use-record-trip-view";
import { BudgetTotals, TripSections } from "./trip-sections";

// Loaded for signed-in readers only: it brings the device database.
const KeepTripOffline = lazyComponent(() =>
  import("./keep-trip-offline").then((m) => ({ default: m.KeepTripOffline })),
);

/** Where 'Field Work' in the breadcrumb and the back link lead: the feed, filtered. */
export const TRIPS_LIST_PATH = "/?type=trip";
export const TRIPS_LIST_LABEL = "Field Work";

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The trip's title, or 'City, Country', the country, 'Unknown Location'. */
export function tripDisplayTitle(trip: ContentDetailOf<"trip">): string {
  return tripTitleFallback({
    title: trip.title,
    city: text(trip.body.city) || trip.location.name,
    country: trip.location.country,
  });
}

/** 'N days' ('1 day'). */
export function durationText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** The trip detail page (/trip/{id}), with its loading, error and not-found states. */
export function TripPage({ idOrSlug }: { idOrSlug: string }) {
  const query = useTrip(idOrSlug);
  const data = query.data ?? null;
  useRecordTripView(data, idOrSlug);
  useDocumentTitle(
    query.isPending
      ? TRIPS_LIST_LABEL
      : data
        ? tripDisplayTitle(data.trip)
        : query.isError
          ? CONTENT_MESSAGES.oops
          : TRIP_MESSAGES.tripNotFound,
  );

  if (query.isPending) return <ContentDetailSkeleton label="Loading trip…" />;

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <ContentNotFound
          heading={CONTENT_MESSAGES.oops}
          message={TRIP_MESSAGES.tripNotFound}
          backTo="/"
          backLabel="Back to Home"
        />
      );
    }
    return (
      <ContentLoadError
        message={TRIP_MESSAGES.tripFetchFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        backTo="/"
        backLabel="Back to Home"
      />
    );
  }

  if (!data) {
    return (
      <ContentNotFound
        heading={TRIP_MESSAGES.tripNotFound}
        message=""
        backTo="/"
        backLabel="Back to Home"
      />
    );
  }

  return <TripArticle data={data} idOrSlug={idOrSlug} />;
}

function TripArticle({ data, idOrSlug }: { data: TripWithCards; idOrSlug: string }) {
  const { trip, cards } = data;
  const { user } = useSession();
  const isAuthor = user !== null && user.id === trip.author.id;
  const country = trip.location.country.trim();
  const place = text(trip.body.city) || trip.location.name.trim();
  const startDate = text(trip.body.startDate);
  const endDate = text(trip.body.endDate);
  const start = formatDate(startDate);
  const end = formatDate(endDate);
  const duration = start && end ? tripDurationDays(startDate, endDate) : null;
  const description = text(trip.body.description);
  const notes = text(trip.body.notes);

  return (
    <ContentDetailLayout
      item={trip}
      listPath={TRIPS_LIST_PATH}
      listLabel={TRIPS_LIST_LABEL}
      subtitle={trip.summary}
      sidebar={
        <>
          <BudgetTotals cards={cards} />
          {user ? (
            <Suspense fallback={null}>
              <KeepTripOffline idOrSlug={idOrSlug} data={data} userId={user.id} />
            </Suspense>
          ) : null}
        </>
      }
    >
      <section aria-label="Trip facts">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-3 text-base sm:grid-cols-3">
          <MetaItem term="Country">{country || DISPLAY_FALLBACKS.location}</MetaItem>
          {place && place !== country ? <MetaItem term="Place">{place}</MetaItem> : null}
          {start ? (
            <MetaItem term="Dates">
              <time dateTime={startDate}>{start}</time>
              {end ? (
                <>
                  {" – "}
                  <time dateTime={endDate}>{end}</time>
                </>
              ) : null}
            </MetaItem>
          ) : null}
          {duration !== null ? <MetaItem term="Duration">{durationText(duration)}</MetaItem> : null}
          <MetaItem term="Author">
            <AuthorName
              author={trip.author}
              name={trip.author.name.trim() || DISPLAY_FALLBACKS.author}
            />
          </MetaItem>
        </dl>
        {start ? (
          <a
            href={tripCalendarUrl(trip.id)}
            download={`${trip.slug || "trip"}.ics`}
            className={buttonStyles({ variant: "secondary", size: "sm", className: "mt-5" })}
          >
            <CalendarIcon />
            Add to calendar
          </a>
        ) : null}
      </section>

      {description ? <TextSection title="About this trip" text={description} /> : null}
      {notes ? <TextSection title="Notes" text={notes} /> : null}

      <div className="mt-10">
        {cards.length > 0 ? (
          <TripSections cards={cards} showPrivate={isAuthor} />
        ) : (
          <p className="text-slate-600">This trip has no sections yet.</p>
        )}
      </div>
    </ContentDetailLayout>
  );
}

function TextSection({ title, text: body }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3">
        {body
          .split(/\n{2,}/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
      </div>
    </section>
  );
}

function MetaItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}
