import { useParams } from "react-router";
import { CaseStudyPage } from "../../features/case-studies/components/case-study-page";
import { LikeButton } from "../../components/content/like-button";
import { SaveButton } from "../../components/content/save-button";

/** /case-study/{slug}: the slug or the id. */
function CaseStudyRoute() {
  const { slug = "" } = useParams();
  return (
    <CaseStudyPage
      key={slug}
      idOrSlug={slug}
      renderReactions={(item) => (
        <>
          <LikeButton item={item} />
          <SaveButton item={item} />
        </>
      )}
    />
  );
}

export { CaseStudyRoute as Component };
