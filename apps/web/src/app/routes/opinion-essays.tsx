import { ContentListPage } from "../../components/content/content-list-page";
import { ESSAY_MESSAGES } from "../../features/opinion-essays/utils/essay-messages";

/** /opinion-essays: published essays, with search and a domain select in the URL. */
function OpinionEssaysRoute() {
  return (
    <ContentListPage
      type="opinion-essay"
      heading={ESSAY_MESSAGES.listHeading}
      intro={ESSAY_MESSAGES.listIntro}
      errorHeading={ESSAY_MESSAGES.listErrorHeading}
      fetchFailed={ESSAY_MESSAGES.fetchFailed}
      emptyText={ESSAY_MESSAGES.emptyText}
      emptyFilteredText={ESSAY_MESSAGES.emptyFilteredText}
    />
  );
}

export { OpinionEssaysRoute as Component };
