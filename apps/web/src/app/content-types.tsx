import { TYPE_RULES } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { CONTENT_TYPE_DEFINITIONS } from "@field-commons/shared/content-types";
import { tableOf } from "@field-commons/shared/content-types/derive";
import type { ComponentType } from "react";
import { lazyComponent } from "../components/errors/lazy-component";
import { ContributorWriteGate } from "../components/upgrade/contributor-write-gate";
import { CONTENT_TYPE_INFO } from "../lib/content-types";
import type { ContentTypeLabels } from "../lib/content-types";

/** A type's authoring screen: create without an id, edit with one. */
export type EditorComponent = ComponentType<{ id?: string }>;

/**
 * One entry per content type: its words and paths (lib/content-types.ts,
 * readable by every feature) and its screens, loaded lazily. The generic
 * routes (/publish/{type}[/{id}]) resolve the type's editor here.
 */
export interface ContentTypeEntry extends ContentTypeLabels {
  /** The authoring form, loaded lazily; null when the type has its own route (the trip planner). */
  Editor: EditorComponent | null;
}

/**
 * A type's editor. Creating a new item of a type that needs the Contributor
 * plan to publish (published directly, not for review) first meets the
 * upgrade offer (ContributorWriteGate).
 */
function editor<M>(
  type: ContentType,
  load: () => Promise<M>,
  pick: (module: M) => { New: ComponentType; Edit: ComponentType<{ id: string }> },
): EditorComponent {
  const { label, nounPlural } = CONTENT_TYPE_INFO[type];
  return lazyComponent(async () => {
    const { New, Edit } = pick(await load());
    const Editor = ({ id }: { id?: string }) =>
      id ? (
        <Edit key={id} id={id} />
      ) : TYPE_RULES[type].publishMode !== "direct" ? (
        <New />
      ) : (
        <ContributorWriteGate label={label} nounPlural={nounPlural}>
          <New />
        </ContributorWriteGate>
      );
    return { default: Editor };
  });
}

/** Each type's authoring screen: the only per-type entry the web app adds to the registry. */
const EDITORS: Record<ContentType, ContentTypeEntry["Editor"]> = {
  "case-study": editor(
    "case-study",
    () => import("../features/case-studies/components/case-study-editor"),
    (m) => ({ New: m.NewCaseStudy, Edit: m.EditCaseStudy }),
  ),
  trip: null,
  "policy-brief": editor(
    "policy-brief",
    () => import("../features/policy-briefs/components/policy-brief-editor"),
    (m) => ({ New: m.NewPolicyBrief, Edit: m.EditPolicyBrief }),
  ),
  "opinion-essay": editor(
    "opinion-essay",
    () => import("../features/opinion-essays/components/essay-editor"),
    (m) => ({ New: m.NewEssay, Edit: m.EditEssay }),
  ),
  interview: editor(
    "interview",
    () => import("../features/interviews/components/interview-editor"),
    (m) => ({ New: m.NewInterview, Edit: m.EditInterview }),
  ),
};

export const CONTENT_TYPE_REGISTRY: Record<ContentType, ContentTypeEntry> = tableOf(
  CONTENT_TYPE_DEFINITIONS,
  ({ type }) => ({ ...CONTENT_TYPE_INFO[type], Editor: EDITORS[type] }),
);
