import { MEDIA_TYPES } from "@field-commons/shared/content";
import type {
  ContentCreateInput,
  ContentDetail,
  InterviewBody,
} from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import { imageUrls } from "@field-commons/shared/uploads";
import type { ImageFieldItem } from "../../../components/image-upload/image-upload-field";
import { toContentImageInputs } from "../../../components/image-upload/image-upload-field";
import type { MediaFieldValue } from "../../../components/media-upload/media-upload-field";
import { durationFromFields, durationToFields, parseTimestamp, formatTimestamp } from "./duration";
import { readInterviewBody, safeExternalUrl } from "./interview-body";
import type { MediaType } from "./labels";

export type InterviewInput = Extract<ContentCreateInput, { type: "interview" }>;

/** Language of a new interview (spec 3, section 3: default en). */
export const DEFAULT_LANGUAGE = "en";

/** The most question-and-answer pairs the server takes (InterviewBody.questions). */
export const QUESTIONS_MAX = 200;

export const FORM_MESSAGES = {
  questionBlank: "Enter a question, or remove this pair",
  timestampInvalid: "Enter the time as m:ss or h:mm:ss, for example 12:30 or 1:02:05",
  linkInvalid: "Enter a web address, for example https://example.org",
  twitterInvalid: "Enter a web address or a handle such as @name",
  fixFields: "Please correct the marked fields.",
} as const;

let keySeed = 0;
/** A stable React key for a question pair (pairs can be reordered). */
export const nextQuestionKey = () => `question-${++keySeed}`;

export interface QuestionDraft {
  key: string;
  question: string;
  answer: string;
  /** As typed: blank, seconds, m:ss or h:mm:ss. */
  timestamp: string;
}

export interface PhotoValue {
  uploadId: string;
  cardUrl: string;
}

export interface LinkValues {
  linkedin: string;
  twitter: string;
  website: string;
}

export interface PersonValues {
  name: string;
  title: string;
  organization: string;
  bio: string;
}

export interface InterviewFormValues {
  title: string;
  subtitle: string;
  excerpt: string;
  description: string;
  /** yyyy-mm-dd or blank. */
  date: string;
  domain: Domain | "";
  locationName: string;
  country: string;
  durationHours: string;
  durationMinutes: string;
  mediaType: MediaType | "";
  interviewee: PersonValues & { links: LinkValues };
  intervieweePhoto: PhotoValue | null;
  interviewer: PersonValues;
  questions: QuestionDraft[];
  media: MediaFieldValue | null;
  transcript: string;
  consent: { recorded: boolean; published: boolean; contact: boolean };
  ethicsApproval: string;
  ethicsNotes: string;
  language: string;
  sources: string;
  tags: string[];
  images: ImageFieldItem[];
  /** Kept from a loaded item; the form does not edit them. */
  kept: { summary: string; lat: number | null; lng: number | null };
}

const emptyPerson = (): PersonValues => ({ name: "", title: "", organization: "", bio: "" });

export function emptyFormValues(): InterviewFormValues {
  return {
    title: "",
    subtitle: "",
    excerpt: "",
    description: "",
    date: "",
    domain: "",
    locationName: "",
    country: "",
    durationHours: "",
    durationMinutes: "",
    mediaType: "",
    interviewee: { ...emptyPerson(), links: { linkedin: "", twitter: "", website: "" } },
    intervieweePhoto: null,
    interviewer: emptyPerson(),
    questions: [],
    media: null,
    transcript: "",
    consent: { recorded: false, published: false, contact: false },
    ethicsApproval: "",
    ethicsNotes: "",
    language: DEFAULT_LANGUAGE,
    sources: "",
    tags: [],
    images: [],
    kept: { summary: "", lat: null, lng: null },
  };
}

function isDomain(value: unknown): value is Domain {
  return (DOMAINS as readonly unknown[]).includes(value);
}

function isMediaType(value: unknown): value is MediaType {
  return (MEDIA_TYPES as readonly unknown[]).includes(value);
}

/** The form's starting point for an existing interview. */
export function formValuesFromDetail(item: ContentDetail): InterviewFormValues {
  const body = readInterviewBody(item.body);
  const duration = durationToFields(body.durationSeconds);
  const person = (p: InterviewBody["interviewer"]): PersonValues => ({
    name: p?.name ?? "",
    title: p?.title ?? "",
    organization: p?.organization ?? "",
    bio: p?.bio ?? "",
  });
  const mediaKind = body.mediaType === "video" ? "video" : "audio";
  return {
    title: item.title,
    subtitle: body.subtitle ?? "",
    excerpt: body.excerpt ?? "",
    description: body.description ?? "",
    date: body.date ?? "",
    domain: isDomain(item.domain) ? item.domain : "",
    locationName: item.location.name,
    country: item.location.country,
    durationHours: duration.hours,
    durationMinutes: duration.minutes,
    mediaType: isMediaType(body.mediaType) ? body.mediaType : "",
    interviewee: {
      ...person(body.interviewee),
      links: {
        linkedin: body.interviewee?.links?.linkedin ?? "",
        twitter: body.interviewee?.links?.twitter ?? "",
        website: body.interviewee?.links?.website ?? "",
      },
    },
    intervieweePhoto: body.interviewee?.photoUploadId
      ? {
          uploadId: body.interviewee.photoUploadId,
          cardUrl: imageUrls(body.interviewee.photoUploadId).cardUrl,
        }
      : null,
    interviewer: person(body.interviewer),
    questions: (body.questions ?? []).map((pair) => ({
      key: nextQuestionKey(),
      question: pair.question,
      answer: pair.answer,
      timestamp: pair.timestamp === undefined ? "" : formatTimestamp(pair.timestamp),
    })),
    media: body.mediaUploadId
      ? {
          uploadId: body.mediaUploadId,
          url: `/api/uploads/${body.mediaUploadId}`,
          kind: mediaKind,
        }
      : null,
    transcript: body.transcript ?? "",
    consent: {
      recorded: body.consent?.recorded ?? false,
      published: body.consent?.published ?? false,
      contact: body.consent?.contact ?? false,
    },
    ethicsApproval: body.ethicsApproval ?? "",
    ethicsNotes: body.ethicsNotes ?? "",
    language: body.language ?? "",
    sources: body.sources ?? "",
    tags: body.tags ?? [],
    images: item.images.map((image) => ({ ...image })),
    kept: { summary: item.summary, lat: item.location.lat, lng: item.location.lng },
  };
}

/** Messages keyed by form field: 'title', 'interviewee.name', 'questions.2.timestamp' ... */
export type FieldErrors = Record<string, string[]>;

const LINK_KINDS = ["linkedin", "twitter", "website"] as const;

/** The checks the form makes before sending (the server makes them again). */
export function validateForm(values: InterviewFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const duration = durationFromFields(values.durationHours, values.durationMinutes);
  if (!duration.ok) errors.duration = [duration.message];
  values.questions.forEach((pair, index) => {
    if (pair.question.trim() === "")
      errors[`questions.${index}.question`] = [FORM_MESSAGES.questionBlank];
    if (!parseTimestamp(pair.timestamp).ok) {
      errors[`questions.${index}.timestamp`] = [FORM_MESSAGES.timestampInvalid];
    }
  });
  for (const kind of LINK_KINDS) {
    const text = values.interviewee.links[kind];
    if (text.trim() !== "" && safeExternalUrl(text, kind) === null) {
      errors[`interviewee.links.${kind}`] = [
        kind === "twitter" ? FORM_MESSAGES.twitterInvalid : FORM_MESSAGES.linkInvalid,
      ];
    }
  }
  return errors;
}

/**
 * The body sent to POST /api/content and PUT /api/content/{id}. Every text
 * field is sent, blank ones too, so clearing a field clears it on the server;
 * fields whose blank value the schema refuses (date, ids, duration) are left
 * out. Call validateForm first: invalid durations and timestamps are dropped.
 */
export function toInterviewInput(values: InterviewFormValues): InterviewInput {
  const duration = durationFromFields(values.durationHours, values.durationMinutes);
  const links = {
    linkedin: values.interviewee.links.linkedin.trim(),
    twitter: values.interviewee.links.twitter.trim(),
    website: values.interviewee.links.website.trim(),
  };
  const body: InterviewBody = {
    subtitle: values.subtitle.trim(),
    excerpt: values.excerpt.trim(),
    description: values.description.trim(),
    ...(values.date ? { date: values.date } : {}),
    ...(duration.ok && duration.seconds !== undefined ? { durationSeconds: duration.seconds } : {}),
    ...(values.mediaType ? { mediaType: values.mediaType } : {}),
    interviewee: {
      name: values.interviewee.name.trim(),
      title: values.interviewee.title.trim(),
      organization: values.interviewee.organization.trim(),
      bio: values.interviewee.bio.trim(),
      ...(values.intervieweePhoto ? { photoUploadId: values.intervieweePhoto.uploadId } : {}),
      links,
    },
    interviewer: {
      name: values.interviewer.name.trim(),
      title: values.interviewer.title.trim(),
      organization: values.interviewer.organization.trim(),
      bio: values.interviewer.bio.trim(),
    },
    questions: values.questions.map((pair) => {
      const timestamp = parseTimestamp(pair.timestamp);
      return {
        question: pair.question.trim(),
        answer: pair.answer.trim(),
        ...(timestamp.ok && timestamp.seconds !== undefined
          ? { timestamp: timestamp.seconds }
          : {}),
      };
    }),
    language: values.language.trim(),
    ...(values.media ? { mediaUploadId: values.media.uploadId } : {}),
    transcript: values.transcript,
    consent: { ...values.consent },
    ethicsApproval: values.ethicsApproval.trim(),
    ethicsNotes: values.ethicsNotes.trim(),
    sources: values.sources.trim(),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
  };
  return {
    type: "interview",
    title: values.title.trim(),
    summary: values.kept.summary,
    domain: values.domain === "" ? null : values.domain,
    location: {
      name: values.locationName.trim(),
      country: values.country.trim(),
      lat: values.kept.lat,
      lng: values.kept.lng,
    },
    images: toContentImageInputs(values.images),
    coverUploadId: null,
    body,
  };
}

/** The publish rules' labels, in case the server keys messages by label. */
const LABEL_FIELDS: Record<string, string> = {
  Title: "title",
  Date: "date",
  Excerpt: "excerpt",
  "Interviewee name": "interviewee.name",
  "Interviewer name": "interviewer.name",
};

const ENVELOPE_FIELDS: Record<string, string> = {
  title: "title",
  domain: "domain",
  location: "locationName",
  "location.name": "locationName",
  "location.country": "country",
  images: "images",
  coverUploadId: "images",
};

/** Form fields that show messages; anything else is listed with the form's error. */
export const FIELD_KEYS = new Set([
  "title",
  "subtitle",
  "excerpt",
  "description",
  "date",
  "domain",
  "locationName",
  "country",
  "duration",
  "mediaType",
  "interviewee.name",
  "interviewee.title",
  "interviewee.organization",
  "interviewee.bio",
  "interviewee.photo",
  "interviewee.links.linkedin",
  "interviewee.links.twitter",
  "interviewee.links.website",
  "interviewer.name",
  "interviewer.title",
  "interviewer.organization",
  "questions",
  "media",
  "transcript",
  "consent",
  "ethicsApproval",
  "ethicsNotes",
  "language",
  "sources",
  "tags",
  "images",
]);

function fieldFor(path: string): string | null {
  if (LABEL_FIELDS[path]) return LABEL_FIELDS[path];
  if (ENVELOPE_FIELDS[path]) return ENVELOPE_FIELDS[path];
  if (path.startsWith("images.")) return "images";
  if (!path.startsWith("body.")) return null;
  const key = path.slice("body.".length);
  if (key === "durationSeconds") return "duration";
  if (key === "mediaUploadId") return "media";
  if (key === "interviewee.photoUploadId") return "interviewee.photo";
  if (key.startsWith("consent")) return "consent";
  if (key.startsWith("tags")) return "tags";
  const question = /^questions\.(\d+)\.(question|answer|timestamp)$/.exec(key);
  if (question) return `questions.${question[1]}.${question[2]}`;
  if (key.startsWith("questions")) return "questions";
  return FIELD_KEYS.has(key) ? key : null;
}

/**
 * Spreads the server's `fields` (path -> messages) over the form's fields.
 * Messages for paths the form has no field for are returned in `other`.
 */
export function mapServerFields(fields: Record<string, readonly string[]>): {
  byField: FieldErrors;
  other: string[];
} {
  const byField: FieldErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const field = fieldFor(path);
    if (field) byField[field] = [...(byField[field] ?? []), ...messages];
    else other.push(...messages);
  }
  return { byField, other };
}
