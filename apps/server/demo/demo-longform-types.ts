import type { z } from "zod";
import type {
  InterviewBody,
  OpinionEssayBody,
  PolicyBriefBody,
} from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import { SCENE_ALT, type DemoAuthor, type DemoImage } from "./demo-case-studies";
import type { SceneKind } from "./demo-images";

/** The shapes of the demo long-form items (policy briefs, opinion essays, interviews). */

interface DemoBase {
  title: string;
  summary: string;
  domain: Domain | null;
  location: { name: string; country: string; lat: number | null; lng: number | null };
  author: DemoAuthor;
  status: "published" | "draft";
  /** Published (or, for drafts, created) this many days ago. */
  daysAgo: number;
  images: DemoImage[];
  /** Demo users who like or save the item (never its author). */
  likedBy?: DemoAuthor[];
  savedBy?: DemoAuthor[];
}

export interface DemoPolicyBrief extends DemoBase {
  type: "policy-brief";
  body: z.input<typeof PolicyBriefBody>;
}

export interface DemoOpinionEssay extends DemoBase {
  type: "opinion-essay";
  body: z.input<typeof OpinionEssayBody>;
}

export interface DemoInterview extends DemoBase {
  type: "interview";
  /** The conversation took place this many days before the item was published (or created). */
  heldDaysBefore: number;
  body: Omit<z.input<typeof InterviewBody>, "date">;
}

export type DemoLongformItem = DemoPolicyBrief | DemoOpinionEssay | DemoInterview;

/** An illustration of a scene, with the scene's own alt text. */
export function illustration(scene: SceneKind, caption: string): DemoImage {
  return { scene, alt: SCENE_ALT[scene], caption };
}

/** Joins lines of Markdown or a list of sources. */
export const lines = (...parts: string[]) => parts.join("\n");
