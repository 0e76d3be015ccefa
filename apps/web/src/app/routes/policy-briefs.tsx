import { ContentListPage } from "../../components/content/content-list-page";
import { POLICY_BRIEF_TEXTS as T } from "../../features/policy-briefs/utils/texts";

/** /policy-briefs: published policy briefs, searchable and filtered by domain. */
function PolicyBriefsRoute() {
  return (
    <ContentListPage
      type="policy-brief"
      heading={T.listHeading}
      intro={T.listIntro}
      errorHeading={T.errorHeading}
      fetchFailed={T.fetchFailed}
      emptyText={T.empty}
      emptyFilteredText={T.emptyFiltered}
    />
  );
}

export { PolicyBriefsRoute as Component };
