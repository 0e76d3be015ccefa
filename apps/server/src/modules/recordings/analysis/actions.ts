/** Action items: sentences that direct action, with a priority and a category. */
import {
  RECORDING_TEXT_LIMITS,
  type ActionItem,
  type ActionPriority,
} from "@field-commons/shared/recordings";
import { clampText } from "./output";
import { overlap, type Sentence } from "./sentences";
import type { Token } from "./tokens";

const L = RECORDING_TEXT_LIMITS;

const EXPLICIT_ACTION = /^\s*(?:action(?:\s+item)?|to\s?-?do|task|follow[ -]up)\s*[:–—-]\s*/i;
/** Unpunctuated speech: 'action the treasurer will send the list'. */
const SPOKEN_ACTION = /^\s*action(?:\s+item)?\s+(?=\S)/i;
// Running the meeting itself, or the talk, is not a task to follow up.
const PROCEDURAL =
  /\b(?:let's|let us)\s+(?:start|begin|get started|get going|open|close|pray|continue|move on|proceed|say|see|think|talk|hope|remember|imagine|be honest|go on|turn to)\b/i;
const NEGATED_MODAL =
  /\b(?:not|never|n't)\s+(?:need to|have to|has to|should|must)\b|\b(?:should|must|need|ought)\s+not\b|\bno need\b/i;
const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december";
const ORDINALS =
  "first|second|third|fourth|fifth|tenth|fifteenth|twentieth|thirtieth|\\d{1,2}(?:st|nd|rd|th)?";
const DEADLINE = new RegExp(
  `\\b(?:by|before|until|no later than)\\s+(?:the\\s+)?(?:(?:next|this|our next|coming)\\s+)?` +
    `(?:${WEEKDAYS}|${MONTHS}|tomorrow|tonight|today|weekend|end of|${ORDINALS}|week|month|meeting|noon|\\d)`,
  "i",
);
const HIGH_PRIORITY =
  /\b(?:must|urgent|urgently|asap|as soon as possible|deadline|immediately|right away|critical)\b/i;
const MEDIUM_PRIORITY = /\b(?:need to|needs to|should|have to|has to|ought to|important)\b/i;

// The first group whose words occur most wins; ties go to the earlier group.
const CATEGORIES: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "maintenance",
    /\b(?:repair\w*|fix\w*|pump\w*|pipes?|seals?|replac\w+|tanks?|clean\w*|maintenance|broken|leak\w*|desilt\w*|silt|flush\w*|gates?|intake|canal|spare)\b/gi,
  ],
  [
    "finance",
    /\b(?:fees?|pay\w*|paid|money|funds?|funding|grants?|applications?|shillings?|cash|accounts?|bank|budget|costs?|contribut\w+|treasurer|fines?|arrears|savings|donor|invoice)\b/gi,
  ],
  [
    "communication",
    /\b(?:write|letter|announce\w*|inform\w*|tell|share|post\w*|notices?|warnings?|email|call|publish|letters?|greet|ask)\b/gi,
  ],
  ["meeting", /\b(?:meetings?|agenda|minutes|elect\w*|vote|quorum|attend\w*|chair)\b/gi],
  [
    "research",
    /\b(?:research|survey\w*|study|test\w*|samples?|data|records?|measure\w*|laborator\w+|interview\w*|analy[sz]\w*|maps?|list)\b/gi,
  ],
];

function categoryOf(text: string): string {
  // "before our next meeting" dates the task; it does not make it a meeting task.
  const words = text.replace(new RegExp(DEADLINE.source, "gi"), " ");
  let best = "general";
  let bestCount = 0;
  for (const [name, pattern] of CATEGORIES) {
    const count = words.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}

function priorityOf(text: string): ActionPriority {
  if (HIGH_PRIORITY.test(text) || DEADLINE.test(text)) return "high";
  if (MEDIUM_PRIORITY.test(text)) return "medium";
  return "low";
}

/** Verbs of the conversation itself: 'look', 'imagine', 'tell us', 'drive carefully' are not tasks. */
const TALK_VERBS = new Set(
  (
    "look see imagine think listen remember wait say guess believe consider note mind thank excuse " +
    "forgive let welcome greet come go drive enjoy sit keep hear know understand"
  ).split(" "),
);
/** After 'will': a prediction or the talk itself ('will be', 'will tell you'), not a task. */
const NOT_TASKS_AFTER_WILL = new Set(
  "be not never need want like see say talk remember hear know wait lose get".split(" "),
);
/** Who can be given a task: people, and the bodies and roles of the groups recorded. */
const ASSIGNEES = new Set(
  (
    "we you i committee treasurer secretary chair chairman " +
    "chairperson chairwoman board members member household households farmers team office officer " +
    "engineer mechanic elders volunteers association cooperative council assembly caretaker keeper " +
    "keepers attendant leader leaders warden guards commissariat secretariat staff"
  ).split(" "),
);
const ADVERBS = new Set(
  "also all really just still then now urgently first both definitely certainly only each personally".split(
    " ",
  ),
);
const CONTRACTIONS: Record<string, string[]> = {
  "i'll": ["i", "will"],
  "we'll": ["we", "will"],
  "you'll": ["you", "will"],
  "let's": ["let", "us"],
  "won't": ["will", "not"],
  "don't": ["do", "not"],
  "can't": ["can", "not"],
  "shouldn't": ["should", "not"],
  "mustn't": ["must", "not"],
  "needn't": ["need", "not"],
};
// Narrative: an obligation or plan in the past, a conditional, or a habit.
const NARRATIVE =
  /\b(?:had to|needed to|should have|must have|could have|would have|ought to have|used to|was going to|were going to|wanted to|tried to|decided to|planned to)\b/i;
const CONDITIONAL_START = /^(?:if|when|whenever|unless|once|as long as|in case)\b/i;
const HEDGED = /\b(?:maybe|perhaps|i think|i believe|i feel|i guess|i suppose|i hope)\b/i;
const REPORTING = new Set(
  "said says say told tell asked thought think believe believed feel felt complain complained complains promised wanted explained heard knew know hoped hope".split(
    " ",
  ),
);
const HABITUAL =
  /\b(?:every (?:day|morning|evening|night|week|year|season|time)|always|usually|often|sometimes|each (?:day|year|season)|in the (?:dry|rainy|wet) season)\b/i;
const POLITE_REQUEST = /\b(?:can|could|would|will) you\s+(?:please\s+)?([a-z]+)/i;

interface Word {
  word: string;
  token: Token;
}

/** The sentence's words in lower case, contractions spelt out ('i'll' → 'i will'). */
function actionWords(sentence: Sentence): Word[] {
  return sentence.tokens.flatMap((token) =>
    (CONTRACTIONS[token.normal] ?? [token.normal]).map((word) => ({ word, token })),
  );
}

/** The first word that obliges, plans or assigns ('must', 'need to', 'will'), or -1. */
function actionTrigger(words: readonly Word[]): { index: number; kind: "modal" | "will" } | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]?.word ?? "";
    const next = words[i + 1]?.word ?? "";
    if (w === "must" || w === "should") return { index: i, kind: "modal" };
    if (w === "ought" && next === "to") return { index: i, kind: "modal" };
    if (["need", "needs", "have", "has", "got"].includes(w) && next === "to")
      return { index: i, kind: "modal" };
    if (w === "need" && ["a", "an", "the", "more", "some", "new"].includes(next))
      return { index: i, kind: "modal" };
    if (w === "will" || w === "shall") return { index: i, kind: "will" };
  }
  return null;
}

/** Who the obligation or plan is for: the word before it, adverbs aside. */
function assignee(
  words: readonly Word[],
  index: number,
  firstNames: ReadonlySet<string>,
  lowerCase: boolean,
): boolean {
  let k = index - 1;
  while (k >= 0 && ADVERBS.has(words[k]?.word ?? "")) k--;
  const subject = words[k];
  if (!subject) return false;
  if (ASSIGNEES.has(subject.word) || firstNames.has(subject.word)) return true;
  // A name: capitalised where the transcript has capitals.
  return !lowerCase && subject.token.tags.has("Person") && /^\p{Lu}/u.test(subject.token.text);
}

/**
 * Imperative: the first verb, after 'please', a name or an interjection, is
 * tagged as one. Not trusted in unpunctuated speech without 'please', where a
 * recovered sentence may start anywhere.
 */
function isImperative(sentence: Sentence, punctuated: boolean): boolean {
  const words = sentence.tokens;
  if (sentence.text.endsWith("?")) return false;
  const lead = (t: Token) =>
    t.normal === "please" ||
    t.tags.has("Person") ||
    t.tags.has("Expression") ||
    ["so", "then", "and", "also", "now"].includes(t.normal);
  const firstVerb = words.findIndex((t) => t.tags.has("Verb"));
  if (firstVerb < 0 || firstVerb > 3) return false;
  if (!words.slice(0, firstVerb).every(lead)) return false;
  const verb = words[firstVerb];
  if (!verb?.tags.has("Imperative") || TALK_VERBS.has(verb.root)) return false;
  const object = words[firstVerb + 1]?.normal ?? "";
  if (["tell", "explain", "show", "describe"].includes(verb.root) && ["us", "me"].includes(object))
    return false;
  return punctuated || words.slice(0, firstVerb).some((t) => t.normal === "please");
}

function actionText(sentence: Sentence, punctuated: boolean): { text: string; explicit: boolean } {
  const marker = punctuated ? EXPLICIT_ACTION : SPOKEN_ACTION;
  const explicit = EXPLICIT_ACTION.test(sentence.text) || marker.test(sentence.text);
  const text = sentence.text.replace(EXPLICIT_ACTION, "").replace(marker, "").trim();
  return { text: text.charAt(0).toUpperCase() + text.slice(1), explicit };
}

/**
 * Precision first: a sentence is a task when it is marked as one ('Action:'),
 * proposes one ('let's'), orders one (an imperative; a request 'could you
 * draw one up?'), or obliges or commits someone who can act ('we need to',
 * 'you should', 'Joseph will', 'the treasurer will', 'we need a rota').
 * Never when it is negated, hedged ('I think we should'), conditional ('when
 * the grid is down, the turbine has to stop'), reported ('the chairman said
 * we must'), in the past ('we had to', 'they should have', a past-tense verb
 * before the obligation), a habit ('in the dry season we have to walk'), or
 * the talk itself ('I will tell you how it started', 'let's get started').
 */
function isActionSentence(
  sentence: Sentence,
  explicit: boolean,
  firstNames: ReadonlySet<string>,
  punctuated: boolean,
  lowerCase: boolean,
): boolean {
  if (explicit) return true;
  const lower = sentence.text.toLowerCase().replace(/’/g, "'");
  if (NEGATED_MODAL.test(lower) || PROCEDURAL.test(lower) || NARRATIVE.test(lower)) return false;
  if (CONDITIONAL_START.test(lower) || HEDGED.test(lower)) return false;
  if (/\bwould\b/.test(lower) && !/\bwould like (?:you|us|everyone|somebody|someone)\b/.test(lower))
    return false;
  if (lower.endsWith("?")) {
    const request = POLITE_REQUEST.exec(lower);
    const verb = request?.[1] ?? "";
    return (
      request !== null &&
      !TALK_VERBS.has(verb) &&
      !["tell", "explain", "describe", "say", "show", "give"].includes(verb)
    );
  }
  if (/\b(?:let's|let us)\b/.test(lower)) return true;
  if (isImperative(sentence, punctuated)) return true;

  const words = actionWords(sentence);
  const trigger = actionTrigger(words);
  if (!trigger) return false;
  const before = words.slice(0, trigger.index);
  if (before.some((w) => REPORTING.has(w.word) || w.token.tags.has("PastTense"))) return false;
  if (!assignee(words, trigger.index, firstNames, lowerCase)) return false;
  const trigged = words[trigger.index]?.word ?? "";
  if (["have", "has", "got"].includes(trigged) && HABITUAL.test(lower)) return false;
  if (trigger.kind === "will") {
    let k = trigger.index + 1;
    while (ADVERBS.has(words[k]?.word ?? "")) k++;
    const verb = words[k];
    if (!verb || NOT_TASKS_AFTER_WILL.has(verb.word)) return false;
    const object = words[k + 1]?.word ?? "";
    if (
      ["tell", "explain", "show", "describe"].includes(verb.word) &&
      ["you", "us", "me"].includes(object)
    )
      return false;
  }
  return true;
}

const PRIORITY_RANK: Record<ActionPriority, number> = { high: 0, medium: 1, low: 2 };

export function findActionItems(
  sentences: readonly Sentence[],
  firstNames: ReadonlySet<string>,
  punctuated: boolean,
  lowerCase: boolean,
): ActionItem[] {
  const items: Array<ActionItem & { terms: string[] }> = [];
  for (const sentence of sentences) {
    const { text, explicit } = actionText(sentence, punctuated);
    if (!text || !isActionSentence(sentence, explicit, firstNames, punctuated, lowerCase)) continue;
    const priority = priorityOf(text);
    const duplicate = items.find((item) => overlap(item.terms, sentence.terms) >= 0.75);
    if (duplicate) {
      // Repeating a task (often to stress it) keeps the first wording and the most urgent priority.
      if (PRIORITY_RANK[priority] < PRIORITY_RANK[duplicate.priority])
        duplicate.priority = priority;
      continue;
    }
    items.push({
      text: clampText(text, L.actionItem),
      priority,
      category: clampText(categoryOf(text), L.category),
      terms: sentence.terms,
    });
    if (items.length >= L.actionItems) break;
  }
  return items.map(({ text, priority, category }) => ({ text, priority, category }));
}
