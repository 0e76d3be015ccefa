import type { ContentType } from "@field-commons/shared/content";
import { lazy } from "react";
import type { ComponentType, LazyExoticComponent } from "react";
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
  /** The authoring form; null when the type has its own route (the trip planner). */
  Editor: LazyExoticComponent<EditorComponent> | null;
}

function editor<M>(
  load: () => Promise<M>,
  pick: (module: M) => { New: ComponentType; Edit: ComponentType<{ id: string }> },
): LazyExoticComponent<EditorComponent> {
  return lazy(async () => {
    const { New, Edit } = pick(await load());
    const Editor = ({ id }: { id?: string }) => (id ? <Edit key={id} id={id} /> : <New />);
    return { default: Editor };
  });
}

export const CONTENT_TYPE_REGISTRY: Record<ContentType, ContentTypeEntry> = {
  "case-study": {
    ...CONTENT_TYPE_INFO["case-study"],
    Editor: editor(
      () => import("../features/case-studies/components/case-study-editor"),
      (m) => ({ New: m.NewCaseStudy, Edit: m.EditCaseStudy }),
    ),
  },
  trip: { ...CONTENT_TYPE_INFO.trip, Editor: null },
  "policy-brief": {
    ...CONTENT_TYPE_INFO["policy-brief"],
    Editor: editor(
      () => import("../features/policy-briefs/components/policy-brief-editor"),
      (m) => ({ New: m.NewPolicyBrief, Edit: m.EditPolicyBrief }),
    ),
  },
  "opinion-essay": {
    ...CONTENT_TYPE_INFO["opinion-essay"],
    Editor: editor(
      () => import("../features/opinion-essays/components/essay-editor"),
      (m) => ({ New: m.NewEssay, Edit: m.EditEssay }),
    ),
  },
  interview: {
    ...CONTENT_TYPE_INFO.interview,
    Editor: editor(
      () => import("../features/interviews/components/interview-editor"),
      (m) => ({ New: m.NewInterview, Edit: m.EditInterview }),
    ),
  },
};
