import type { ContentDetail } from "@field-commons/shared/content";
import { ContentDetailLayout } from "../../../components/content/content-detail-layout";
import {
  ContentDetailRoute,
  type DetailRouteTexts,
} from "../../../components/content/content-detail-route";
import { filled, readEssayBody } from "../utils/essay-body";
import { essayMarkdownParts } from "../utils/structured-sections";
import type { StructuredSection } from "../utils/structured-sections";
import { ESSAYS_LIST_PATH, ESSAY_MESSAGES } from "../utils/essay-messages";
import { ESSAY_TONE_LABELS, ESSAY_TYPE_LABELS, readingTimeLabel } from "../utils/essay-text";
import {
  ChipList,
  EssayFacts,
  ListSection,
  PlainBadge,
  TextSection,
  ThesisSection,
  EssaySection,
} from "./essay-sections";
import { LinkedText } from "./linked-text";
import { MarkdownContentsNav, MarkdownReferenceList, MarkdownView } from "./markdown-view";

const DETAIL_TEXTS: DetailRouteTexts = {
  loadingTitle: "Opinion Essay",
  loadingLabel: "Loading opinion essay…",
  notFoundTitle: ESSAY_MESSAGES.notFound,
  notFoundHeading: ESSAY_MESSAGES.notFoundHeading,
  notFoundMessage: ESSAY_MESSAGES.notFoundText,
  fetchFailed: ESSAY_MESSAGES.fetchOneFailed,
  listPath: ESSAYS_LIST_PATH,
  backLabel: ESSAY_MESSAGES.backLabel,
};

/** /opinion-essay/{slug or id}: the essay with its loading, error and not-found states. */
export function EssayPage({ idOrSlug }: { idOrSlug: string }) {
  return (
    <ContentDetailRoute
      type="opinion-essay"
      idOrSlug={idOrSlug}
      texts={DETAIL_TEXTS}
      render={(item) => <EssayArticle item={item} />}
    />
  );
}

/**
 * The essay: excerpt, thesis, key points and evidence, then the essay itself
 * (Markdown, rendered safely), counterarguments, conclusion, call to action,
 * sources and the links it cites. The side column holds the contents list
 * built from the essay's headings, its details, tags and keywords. Photos
 * (with captions and the full-size viewer) come from the shared layout.
 *
 * Each section heading appears once: a section of the Markdown headed like a
 * filled field ('Conclusion' in an essay started from the older outline) is
 * shown under the field's heading instead of again in the text.
 */
export function EssayArticle({ item }: { item: ContentDetail }) {
  const body = readEssayBody(item.body);
  const content = body.content ?? "";
  const { markdown, extra } = essayMarkdownParts(body);
  const hasContent = markdown.trim() !== "";
  const more = (section: StructuredSection) => {
    const text = extra[section];
    return text ? <MarkdownView markdown={text} className="mt-4" /> : undefined;
  };
  const excerpt = filled(body.excerpt);
  const sources = filled(body.sources);
  const location = [item.location.name, item.location.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");

  return (
    <ContentDetailLayout
      item={item}
      listPath={ESSAYS_LIST_PATH}
      listLabel={ESSAY_MESSAGES.listHeading}
      subtitle={body.subtitle}
      badges={
        <>
          {body.essayType ? <PlainBadge>{ESSAY_TYPE_LABELS[body.essayType]}</PlainBadge> : null}
          {body.tone ? <PlainBadge>{`${ESSAY_TONE_LABELS[body.tone]} tone`}</PlainBadge> : null}
          {content.trim() ? <PlainBadge>{readingTimeLabel(content)}</PlainBadge> : null}
        </>
      }
      sidebar={
        <>
          {hasContent ? <MarkdownContentsNav markdown={markdown} /> : null}
          <EssayFacts body={body} location={location} />
          <ChipList title="Tags" items={body.tags} />
          <ChipList title="Keywords" items={body.keywords} />
        </>
      }
    >
      {excerpt ? (
        <p className="text-xl text-pretty whitespace-pre-line text-slate-800">{excerpt}</p>
      ) : null}
      <div className="mt-10 first:mt-0">
        <ThesisSection thesis={body.thesis} extra={more("thesis")} />
        <ListSection title="Key Points" items={body.keyPoints} extra={more("keyPoints")} />
        <ListSection title="Evidence" items={body.evidence} extra={more("evidence")} />
      </div>
      {hasContent ? (
        <div className="mt-12 border-t border-slate-200 pt-10">
          <MarkdownView markdown={markdown} />
        </div>
      ) : null}
      <div className="mt-12">
        <TextSection
          title="Counterarguments"
          text={body.counterarguments}
          extra={more("counterarguments")}
        />
        <TextSection title="Conclusion" text={body.conclusion} extra={more("conclusion")} />
        {filled(body.callToAction) ? (
          <div className="mt-10 rounded-lg border border-accent/30 bg-slate-50 p-5 first:mt-0">
            <TextSection
              title="Call to Action"
              text={body.callToAction}
              extra={more("callToAction")}
            />
          </div>
        ) : null}
        {sources ? (
          <EssaySection title="Sources">
            <LinkedText text={sources} />
            {more("sources")}
          </EssaySection>
        ) : null}
      </div>
      {content.trim() ? <MarkdownReferenceList markdown={content} /> : null}
    </ContentDetailLayout>
  );
}
