import type { CopilotIntent } from "@field-commons/shared/copilot";

/** The parts of a trip a question can be about. */
export type TripTopic =
  | "budget"
  | "checklist"
  | "interviews"
  | "dates"
  | "travel"
  | "documenting"
  | "publishing"
  | "overview";

const TRIP_TOPIC_WORDS: Record<TripTopic, RegExp> = {
  budget:
    /\b(budget|costs?|money|spend|spending|price|expens\w*|fund\w*|pay\w*|afford\w*|currenc\w*)\b/i,
  checklist:
    /\b(checklists?|pack\w*|bring|take with|equipment|gear|essentials?|forget|kit|supplies)\b/i,
  interviews:
    /\b(interview\w*|consent|ethic\w*|participants?|privacy|private|anonym\w*|quote\w*)\b/i,
  dates: /\b(when|dates?|days?|nights?|how long|duration|start\w*|ends?|timing|schedule|soon)\b/i,
  travel:
    /\b(transport\w*|travel\w*|get there|flights?|fly|trains?|bus|car|stay\w*|hotels?|accommodation|sleep|lodging|logistics?)\b/i,
  documenting:
    /\b(document\w*|observe|observation|record\w*|look for|focus|domain|questions? to ask)\b/i,
  publishing: /\b(publish\w*|ready|share)\b/i,
  overview:
    /\b(cards?|overview|summary|summari[sz]e|missing|next|plan|improve|what else|todo|to do)\b/i,
};

/** Asking for people: who to interview, talk to or contact. */
const PEOPLE =
  /\b(who|whom|someone|somebody|anyone|experts?|specialists?|informants?|contacts?|people to|person to|talk to|speak (?:to|with)|get in touch)\b/i;
/** Asking about the interviews already on the trip ("Who am I interviewing?"). */
const OWN_INTERVIEWS =
  /\b(my|planned|already|am i|have i|i have|i've)\b[^?.!]*\binterview|\binterview (?:cards?|list)\b/i;
/** Asking what to read. */
const READING =
  /\b(read|reading|readings|literature|papers?|articles?|books?|case stud(?:y|ies)|publications?|published|studies|sources|references|background|learn (?:about|more)|research (?:on|about|into))\b/i;

/**
 * Words that say what kind of answer is wanted, not what it is about: left
 * out of the topic sent to search.
 */
const NOT_TOPIC = new Set(
  `a about above after again all also am an and any anyone anything are around as ask at background be
  before best book books can case could did do does done for from get go going good great has have help
  how i i'd i'm in interested interview interviewed interviewing interviews into is it its know learn
  let literature may me meet more most my need of on one or other our paper papers people person please
  publication publications published read reading readings recommend recommended references regarding
  research researchers should somebody someone something source sources speak specialist specialists
  studies study suggest talk tell that the their them there these they this those to topic trip useful
  want we what when where which who whom whose why will with would you your contact contacts expert
  experts informant informants find articles article`
    .split(/\s+/)
    .filter(Boolean),
);

export interface DetectedIntent {
  intent: CopilotIntent;
  /** The question's subject, for search ("water allocation"); empty when it names none. */
  topic: string;
  /** Trip questions: the parts of the trip asked about. */
  tripTopics: TripTopic[];
}

/** The parts of the trip a question is about, from its words. */
export function tripTopics(question: string): TripTopic[] {
  const topics = (Object.keys(TRIP_TOPIC_WORDS) as TripTopic[]).filter((topic) =>
    TRIP_TOPIC_WORDS[topic].test(question),
  );
  // 'overview' is the general fallback: only when nothing more precise matched.
  return topics.length > 1 ? topics.filter((t) => t !== "overview") : topics;
}

/** The question's own subject: its words less those asking for a kind of answer. */
export function questionTopic(question: string): string {
  const words = question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^\p{L}\p{N}'&-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => w.length > 1 && !NOT_TOPIC.has(w));
  return words.join(" ");
}

/**
 * Simple intent detection: people (who to interview, talk to), reading (what
 * to read), the trip itself (its cards, dates, budget…), or unknown.
 */
export function detectIntent(raw: string): DetectedIntent {
  const question = raw.trim();
  if (OWN_INTERVIEWS.test(question)) {
    return { intent: "trip", topic: "", tripTopics: tripTopics(question) };
  }
  if (PEOPLE.test(question)) {
    return { intent: "people", topic: questionTopic(question), tripTopics: [] };
  }
  if (READING.test(question)) {
    return { intent: "reading", topic: questionTopic(question), tripTopics: [] };
  }
  const topics = tripTopics(question);
  if (topics.length > 0) return { intent: "trip", topic: "", tripTopics: topics };
  return { intent: "unknown", topic: "", tripTopics: [] };
}
