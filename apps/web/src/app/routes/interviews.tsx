import { ContentListPage } from "../../components/content/content-list-page";
import { INTERVIEW_TEXTS } from "../../features/interviews/utils/labels";

/** /interviews: published interviews, with search and a domain select in the URL. */
function InterviewsRoute() {
  return (
    <ContentListPage
      type="interview"
      heading={INTERVIEW_TEXTS.listHeading}
      intro={INTERVIEW_TEXTS.listIntro}
      errorHeading={INTERVIEW_TEXTS.listErrorHeading}
      fetchFailed={INTERVIEW_TEXTS.fetchFailed}
      emptyText={INTERVIEW_TEXTS.emptyText}
      emptyFilteredText={INTERVIEW_TEXTS.emptyFilteredText}
    />
  );
}

export { InterviewsRoute as Component };
