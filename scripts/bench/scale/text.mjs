// Text for the scale generator, made of the demo data's own words: sentences
// are runs of consecutive words taken from the demo texts at a random place,
// so word frequencies and phrases are those of real entries, and the places
// are the demo items' places.
import { DEMO_CASE_STUDIES } from "../../../apps/server/demo/demo-case-studies.ts";
import { DEMO_POLICY_BRIEFS } from "../../../apps/server/demo/demo-longform-briefs.ts";
import { DEMO_OPINION_ESSAYS } from "../../../apps/server/demo/demo-longform-essays.ts";
import { DEMO_INTERVIEWS } from "../../../apps/server/demo/demo-longform-interviews.ts";
import { DEMO_TRIPS } from "../../../apps/server/demo/demo-trips.ts";
import { DEMO_JOBS } from "../../../apps/server/demo/demo-jobs-data.ts";
import { between, pick } from "./random.mjs";

const DEMO_ITEMS = [
  ...DEMO_CASE_STUDIES,
  ...DEMO_POLICY_BRIEFS,
  ...DEMO_OPINION_ESSAYS,
  ...DEMO_INTERVIEWS,
  ...DEMO_TRIPS,
];

function stringsOf(value, out) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/** Every word of the demo texts, in order (duplicates kept: they are the frequencies). */
const WORDS = stringsOf([DEMO_ITEMS, DEMO_JOBS], [])
  .join(" ")
  .split(/\s+/)
  .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
  .filter((w) => w.length > 0 && w.length <= 24 && !/^https?:/.test(w));

const STOP = new Set(
  (
    "about after also been before being between both could each from have into more most much " +
    "only other over same some such than that their them then there these they this those " +
    "through under very were what when where which while with would your"
  ).split(" "),
);

/** Words of five letters or more, lower case, for tags and keywords. */
const TAG_WORDS = [...new Set(WORDS.filter((w) => /^\p{Ll}{5,}$/u.test(w) && !STOP.has(w)))].sort();

export const PLACES = DEMO_ITEMS.map((item) => item.location).filter(
  (l) => l && l.name && l.country,
);

export const FIRST_NAMES = (
  "Ana Amara Bilal Carmen Chen Dara Elif Emeka Fatima Gabriel Hana Ines Ivan Jamal Joana Kai " +
  "Kenji Lars Leila Lucia Malik Maria Mateo Mei Nadia Nia Omar Priya Rafael Rosa Sami Sara Tariq " +
  "Thandi Tomas Uma Vera Wei Yara Yusuf Zainab Aiko Bruno Chidi Dmitri Esther Farah"
).split(" ");
export const LAST_NAMES = (
  "Abebe Alvarez Andersen Banerjee Costa Diallo Dubois Eze Fischer Garcia Haddad Hansen Ito " +
  "Jensen Kamau Kaur Kowalski Lee Lopez Mbeki Mendes Moreau Nakamura Nguyen Novak Okafor Olsen " +
  "Ortiz Patel Quispe Rahman Rossi Santos Schmidt Silva Singh Sato Tanaka Torres Usman Varga " +
  "Wang Weber Yilmaz Zhang Zulu Mamani Huaman"
).split(" ");

function capitalise(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A run of `min` to `max` consecutive demo words. */
export function words(random, min, max) {
  const n = between(random, min, max);
  const start = Math.floor(random() * (WORDS.length - n));
  return WORDS.slice(start, start + n).join(" ");
}

export function sentence(random, min = 8, max = 24) {
  return `${capitalise(words(random, min, max))}.`;
}

export function sentences(random, min, max) {
  const n = between(random, min, max);
  let text = "";
  for (let i = 0; i < n; i++) text += (i ? " " : "") + sentence(random);
  return text;
}

/** About `chars` characters of paragraphs (3 to 7 sentences each), cut at a sentence. */
export function paragraphs(random, chars) {
  const parts = [];
  let length = 0;
  while (length < chars) {
    const paragraph = sentences(random, 3, 7);
    parts.push(paragraph);
    length += paragraph.length + 2;
  }
  return parts.join("\n\n");
}

export function title(random, min = 4, max = 9) {
  return capitalise(words(random, min, max)).slice(0, 160);
}

export function tags(random, min, max) {
  const n = between(random, min, max);
  const out = new Set();
  while (out.size < n) out.add(pick(random, TAG_WORDS));
  return [...out];
}

export function personName(random) {
  return `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
}
