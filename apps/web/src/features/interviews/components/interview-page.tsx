import type { ContentDetail } from "@field-commons/shared/content";
import { useRef } from "react";
import { ContentDetailLayout } from "../../../components/content/content-detail-layout";
import {
  ContentDetailRoute,
  type DetailRouteTexts,
} from "../../../components/content/content-detail-route";
import { filled, readInterviewBody } from "../utils/interview-body";
import { INTERVIEWS_LIST_PATH, INTERVIEW_TEXTS, MEDIA_TYPE_LABELS } from "../utils/labels";
import {
  ConsentAndEthics,
  InterviewFacts,
  InterviewPlayer,
  PersonCard,
  QuestionsTranscript,
  TagList,
  TextSection,
  seekPlayer,
} from "./interview-sections";

const DETAIL_TEXTS: DetailRouteTexts = {
  loadingTitle: "Interview",
  loadingLabel: "Loading interview…",
  notFoundTitle: INTERVIEW_TEXTS.notFound,
  notFoundHeading: INTERVIEW_TEXTS.notFoundHeading,
  notFoundMessage: INTERVIEW_TEXTS.notFoundText,
  fetchFailed: INTERVIEW_TEXTS.detailFetchFailed,
  listPath: INTERVIEWS_LIST_PATH,
  backLabel: INTERVIEW_TEXTS.backLabel,
};

/** /interview/{slug or id}: the interview with its loading, error and not-found states. */
export function InterviewPage({ idOrSlug }: { idOrSlug: string }) {
  return (
    <ContentDetailRoute
      type="interview"
      idOrSlug={idOrSlug}
      texts={DETAIL_TEXTS}
      render={(item) => <InterviewArticle item={item} />}
    />
  );
}

/**
 * The interview: its excerpt, the recording (when one is attached), the
 * questions and answers (a timestamp plays the recording from there), the
 * transcript, sources and tags; in the side column the facts, the interviewee,
 * the interviewer, consent and ethics. Every text is rendered as plain text.
 */
export function InterviewArticle({ item }: { item: ContentDetail }) {
  const body = readInterviewBody(item.body);
  const playerRef = useRef<HTMLMediaElement | null>(null);
  const hasPlayer = body.mediaUploadId !== undefined;
  const excerpt = filled(body.excerpt);
  const location = [item.location.name, item.location.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");

  return (
    <ContentDetailLayout
      item={item}
      listPath={INTERVIEWS_LIST_PATH}
      listLabel={INTERVIEW_TEXTS.listHeading}
      subtitle={body.subtitle}
      badges={
        body.mediaType ? (
          <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
            {MEDIA_TYPE_LABELS[body.mediaType]}
          </span>
        ) : null
      }
      sidebar={
        <>
          <InterviewFacts body={body} location={location} />
          <PersonCard heading="Interviewee" person={body.interviewee} />
          <PersonCard heading="Interviewer" person={body.interviewer} />
          <ConsentAndEthics body={body} />
        </>
      }
    >
      {excerpt ? <p className="text-xl text-pretty text-slate-800">{excerpt}</p> : null}
      {body.mediaUploadId ? (
        <InterviewPlayer
          uploadId={body.mediaUploadId}
          mediaType={body.mediaType}
          playerRef={playerRef}
        />
      ) : null}
      <TextSection title="About this interview" text={body.description} />
      <QuestionsTranscript
        questions={body.questions ?? []}
        onSeek={hasPlayer ? (seconds) => seekPlayer(playerRef.current, seconds) : undefined}
      />
      <TextSection title="Transcript" text={body.transcript} />
      <TextSection title="Sources" text={body.sources} />
      <TagList tags={body.tags} />
    </ContentDetailLayout>
  );
}
