import { formatDate } from "@field-commons/shared/content";
import type { InterviewBody } from "@field-commons/shared/content";
import { imageUrls } from "@field-commons/shared/uploads";
import { useId } from "react";
import type { ReactNode, RefObject } from "react";
import { formatDuration, formatTimestamp, timestampDateTime } from "../utils/duration";
import { filled, languageName, safeExternalUrl } from "../utils/interview-body";
import { MEDIA_TYPE_LABELS } from "../utils/labels";
import { TextBlocks } from "../../../components/ui/text-blocks";

/** The recording, streamed from /api/uploads/{id} (Range requests, so it can seek). */
export function InterviewPlayer({
  uploadId,
  mediaType,
  playerRef,
}: {
  uploadId: string;
  mediaType: InterviewBody["mediaType"];
  playerRef: RefObject<HTMLMediaElement | null>;
}) {
  const src = `/api/uploads/${encodeURIComponent(uploadId)}`;
  const setRef = (element: HTMLMediaElement | null) => {
    playerRef.current = element;
  };
  return (
    <section aria-label="Recording" className="mt-8">
      {mediaType === "video" ? (
        <video
          ref={setRef}
          controls
          preload="metadata"
          src={src}
          aria-label="Interview video"
          className="max-h-[32rem] w-full rounded-xl bg-slate-900"
        />
      ) : (
        <audio
          ref={setRef}
          controls
          preload="metadata"
          src={src}
          aria-label="Interview audio"
          className="w-full"
        />
      )}
    </section>
  );
}

/** Moves the player to a point of the recording and plays from there. */
export function seekPlayer(player: HTMLMediaElement | null, seconds: number): void {
  if (!player) return;
  player.currentTime = seconds;
  player.scrollIntoView?.({ block: "nearest" });
  try {
    const playing = player.play() as Promise<void> | undefined;
    // Browsers may refuse to play (autoplay rules); the player is already at the point.
    playing?.catch(() => {});
  } catch {
    // As above.
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The questions with their answers, in order. A timestamp is a button that
 * plays the recording from that point when there is a player; plain text
 * otherwise.
 */
export function QuestionsTranscript({
  questions,
  onSeek,
}: {
  questions: NonNullable<InterviewBody["questions"]>;
  onSeek?: (seconds: number) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <Section title="Questions & Answers">
      <ol className="space-y-8">
        {questions.map((pair, index) => (
          <li key={index} className="max-w-prose">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <p className="text-lg font-semibold text-slate-900">
                <span className="sr-only">Question {index + 1}: </span>
                {pair.question}
              </p>
              {pair.timestamp !== undefined ? (
                <Timestamp seconds={pair.timestamp} onSeek={onSeek} />
              ) : null}
            </div>
            {filled(pair.answer) ? (
              <TextBlocks text={pair.answer} className="mt-2 text-lg text-slate-800" />
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Timestamp({ seconds, onSeek }: { seconds: number; onSeek?: (seconds: number) => void }) {
  const text = formatTimestamp(seconds);
  const time = <time dateTime={timestampDateTime(seconds)}>{text}</time>;
  if (!onSeek) return <span className="text-sm text-slate-600 tabular-nums">{time}</span>;
  return (
    <button
      type="button"
      onClick={() => onSeek(seconds)}
      aria-label={`Play from ${text}`}
      className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-accent tabular-nums underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
      {time}
    </button>
  );
}

/** Free text sections of the body: description, transcript, sources. */
export function TextSection({ title, text }: { title: string; text: string | undefined }) {
  const content = filled(text);
  if (!content) return null;
  return (
    <Section title={title}>
      <TextBlocks text={content} className="max-w-prose text-lg text-slate-800" />
    </Section>
  );
}

export function TagList({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags || tags.length === 0) return null;
  return (
    <Section title="Tags">
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800"
          >
            {tag}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const LINK_LABELS = { linkedin: "LinkedIn", twitter: "Twitter", website: "Website" } as const;

type Interviewee = NonNullable<InterviewBody["interviewee"]>;

/** The interviewee or the interviewer: name, title, organization, bio; photo and links when given. */
export function PersonCard({
  heading,
  person,
}: {
  heading: "Interviewee" | "Interviewer";
  person: Interviewee | undefined;
}) {
  const id = useId();
  const name = filled(person?.name);
  const role = [filled(person?.title), filled(person?.organization)].filter(Boolean).join(", ");
  const bio = filled(person?.bio);
  const photo = person?.photoUploadId ? imageUrls(person.photoUploadId).cardUrl : null;
  const links = (Object.keys(LINK_LABELS) as (keyof typeof LINK_LABELS)[])
    .map((kind) => ({ kind, href: safeExternalUrl(person?.links?.[kind], kind) }))
    .filter((link): link is { kind: keyof typeof LINK_LABELS; href: string } => link.href !== null);
  if (!name && !role && !bio && !photo && links.length === 0) return null;

  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800"
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {heading}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        {photo ? (
          <img
            src={photo}
            alt={name ? `Photo of ${name}` : `Photo of the ${heading.toLowerCase()}`}
            loading="lazy"
            className="size-16 shrink-0 rounded-full bg-slate-200 object-cover"
          />
        ) : null}
        <div className="min-w-0">
          {name ? <p className="text-lg font-semibold break-words text-slate-900">{name}</p> : null}
          {role ? <p className="text-sm break-words text-slate-700">{role}</p> : null}
        </div>
      </div>
      {bio ? <TextBlocks text={bio} className="mt-3 text-sm" /> : null}
      {links.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {links.map((link) => (
            <li key={link.kind}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-semibold text-accent underline underline-offset-2"
              >
                {LINK_LABELS[link.kind]}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** Date, place, length, media type and language. */
export function InterviewFacts({ body, location }: { body: InterviewBody; location: string }) {
  const id = useId();
  const date = formatDate(body.date);
  const language = filled(body.language);
  const place = filled(location);
  const facts = [
    place ? (
      <Fact key="location" term="Location">
        {place}
      </Fact>
    ) : null,
    date ? (
      <Fact key="date" term="Date">
        <time dateTime={body.date}>{date}</time>
      </Fact>
    ) : null,
    body.durationSeconds !== undefined ? (
      <Fact key="duration" term="Duration">
        {formatDuration(body.durationSeconds)}
      </Fact>
    ) : null,
    body.mediaType ? (
      <Fact key="media" term="Media type">
        {MEDIA_TYPE_LABELS[body.mediaType]}
      </Fact>
    ) : null,
    language ? (
      <Fact key="language" term="Language">
        {languageName(language)}
      </Fact>
    ) : null,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        About the interview
      </h2>
      <dl className="mt-3 space-y-3 text-slate-800">{facts}</dl>
    </section>
  );
}

const CONSENT_ROWS = [
  { key: "recorded", term: "Consent to record" },
  { key: "published", term: "Consent to publish" },
  { key: "contact", term: "Consent to be contacted" },
] as const;

/** What the interviewee agreed to, and the ethics approval and notes. */
export function ConsentAndEthics({ body }: { body: InterviewBody }) {
  const id = useId();
  const approval = filled(body.ethicsApproval);
  const notes = filled(body.ethicsNotes);
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Consent & Ethics
      </h2>
      <dl className="mt-3 space-y-3 text-slate-800">
        {CONSENT_ROWS.map(({ key, term }) => (
          <Fact key={key} term={term}>
            {body.consent === undefined ? "Not stated" : body.consent[key] ? "Yes" : "No"}
          </Fact>
        ))}
        <Fact term="Ethics approval">{approval ?? "Not stated"}</Fact>
        {notes ? (
          <Fact term="Ethics notes">
            <TextBlocks text={notes} className="text-sm" />
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
