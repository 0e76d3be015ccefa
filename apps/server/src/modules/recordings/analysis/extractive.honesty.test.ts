import type { RecordingAnalysis } from "@field-commons/shared/recordings";
import { TranscriptSegment, type EntityType } from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import { TOO_SHORT_TO_SUMMARISE } from "./analysis";
import { analyzeTranscript } from "./extractive";

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** Typed lines: one segment per string, 3 seconds each. */
function typed(lines: readonly string[], speaker?: string): TranscriptSegment[] {
  return lines.map((text, i) =>
    TranscriptSegment.parse({
      start: i * 3,
      end: i * 3 + 3,
      text,
      ...(speaker ? { speaker } : {}),
    }),
  );
}

/**
 * Recogniser output: lower case, no punctuation, one line per pause (0.7 s
 * of silence between lines), every word timed with confidence 0.9, or the one
 * written after a misheard word: 'terrorism{0.25}'.
 */
function recognised(lines: readonly string[]): TranscriptSegment[] {
  let clock = 0;
  return lines.map((line) => {
    const words = line.split(/\s+/).map((token, i) => {
      const marked = /^(.+)\{([\d.]+)\}$/.exec(token);
      const start = Math.round((clock + i * 0.4) * 100) / 100;
      return {
        text: marked?.[1] ?? token,
        start,
        end: Math.round((start + 0.3) * 100) / 100,
        confidence: marked ? Number(marked[2]) : 0.9,
      };
    });
    const start = Math.floor(clock);
    clock += words.length * 0.4 + 0.7;
    return TranscriptSegment.parse({
      start,
      end: Math.ceil(clock - 0.7),
      text: words.map((w) => w.text).join(" "),
      words,
    });
  });
}

const transcriptOf = (segments: readonly TranscriptSegment[]) =>
  segments.map((s) => s.text).join(" ");

function entity(analysis: RecordingAnalysis, name: string) {
  return analysis.entities.find((e) => e.name.toLowerCase() === name.toLowerCase());
}

function expectType(analysis: RecordingAnalysis, name: string, type: EntityType) {
  expect(entity(analysis, name), name).toBeDefined();
  expect(entity(analysis, name)?.type, name).toBe(type);
}

/** Nothing the analysis shows repeats the whole transcript. */
function expectNoRepeat(analysis: RecordingAnalysis, segments: readonly TranscriptSegment[]) {
  const whole = plain(transcriptOf(segments)).join(" ");
  const texts = [
    analysis.summary,
    ...analysis.keyQuotes.map((q) => q.text),
    ...analysis.actionItems.map((a) => a.text),
  ];
  for (const text of texts) expect(plain(text).join(" "), text).not.toBe(whole);
}

const pumpMeeting = typed(
  [
    "Good morning, members. The pump at the lower intake has been leaking since Sunday, and the tank does not fill at night.",
    "Joseph looked at it yesterday and says the seal is worn. A new seal costs four thousand shillings from the shop in Karatina.",
    "The maintenance fund has enough money for it.",
    "Joseph will buy the seal and repair the pump by Thursday. Until then, the lower village takes water from the kiosk in the morning only. We need to tell the households in the lower village about the new kiosk hours today.",
  ],
  "Chair",
);

describe("a transcript too short to summarise", () => {
  it("exports the text the web shows", () => {
    expect(TOO_SHORT_TO_SUMMARISE).toBe("Too short to summarise");
  });

  it("gets 'Too short to summarise' and no quote under 40 words, and keeps a task that is not all of it", () => {
    const segments = typed([
      "Thank you for coming to the forest committee.",
      "Before the rains, we need to mark the boundary of the regeneration plot with stones.",
    ]);
    const analysis = analyzeTranscript(segments);
    expect(analysis.summary).toBe(TOO_SHORT_TO_SUMMARISE);
    expect(analysis.keyQuotes).toEqual([]);
    expect(analysis.actionItems.map((a) => a.text)).toEqual([
      "Before the rains, we need to mark the boundary of the regeneration plot with stones.",
    ]);
    // Every noun is said once: none is a topic.
    expect(analysis.topics).toEqual([]);
    expectNoRepeat(analysis, segments);
  });

  it("gets it under 4 sentences even with more than 40 words", () => {
    const segments = typed([
      "Our association was formed in 1998 after the long drought that killed most of the cattle in the valley below the old mission.",
      "We share the water by turns, and each farmer opens the gate for six hours on the day the committee gives him.",
      "The committee meets at the borehole on the first Monday of every month to hear complaints about the turns.",
    ]);
    expect(plain(transcriptOf(segments)).length).toBeGreaterThanOrEqual(40);
    const analysis = analyzeTranscript(segments);
    expect(analysis.summary).toBe(TOO_SHORT_TO_SUMMARISE);
    expect(analysis.keyQuotes).toEqual([]);
    expect(analysis.actionItems).toEqual([]);
  });

  it("gives no action item when the task is the whole transcript", () => {
    const segments = typed(["We need to repair the pump before Friday."]);
    const analysis = analyzeTranscript(segments);
    expect(analysis.summary).toBe(TOO_SHORT_TO_SUMMARISE);
    expect(analysis.actionItems).toEqual([]);
  });

  it("counts a recogniser's line as a sentence: a short clip is too short, without topics or invented names", () => {
    const segments = recognised([
      "the water committee meets on the first monday of every month to agree on the",
      "irrigation schedule for the farms along the canal",
    ]);
    const analysis = analyzeTranscript(segments);
    expect(analysis).toMatchObject({
      summary: TOO_SHORT_TO_SUMMARISE,
      keyQuotes: [],
      actionItems: [],
      topics: [],
      entities: [],
    });
  });
});

describe("a summary shorter than the transcript", () => {
  const analysis = analyzeTranscript(pumpMeeting);
  const transcript = transcriptOf(pumpMeeting);

  it("summarises 8 sentences in whole sentences of the transcript, within 40 % of its words", () => {
    expect(analysis.summary).not.toBe(TOO_SHORT_TO_SUMMARISE);
    const sentences = analysis.summary.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    for (const sentence of sentences) expect(transcript).toContain(sentence);
    expect(plain(analysis.summary).length).toBeLessThanOrEqual(plain(transcript).length * 0.4);
  });

  it("quotes sentences that are not in the summary, and never the transcript", () => {
    expect(analysis.keyQuotes.length).toBeGreaterThan(0);
    for (const quote of analysis.keyQuotes) {
      expect(analysis.summary).not.toContain(quote.text);
      expect(transcript).toContain(quote.text);
    }
    expectNoRepeat(analysis, pumpMeeting);
  });
});

describe("action items only from sentences that direct action", () => {
  it("finds none in narrative prose, where the old rules found several", () => {
    const narrative = typed(
      [
        "I will tell you how it started. When the forest was handed to the community in 2005, nobody knew the rules.",
        "We had to learn everything from the forest officers. The old chairman said we must stop the charcoal burners, and we did stop them after two years.",
        "They should have involved the women from the beginning. The women collected most of the firewood, but they were not on the committee.",
        "In the dry season we have to walk two hours to the river. When the pump is broken, the women have to carry water from the valley.",
        "The officer told us we should register the group, and some people wanted to sell everything quickly.",
        "I think we should do the same again. Later the committee decided to give them two seats.",
        "Now the forest is thicker than it was twenty years ago, and the charcoal burners have moved elsewhere.",
      ],
      "Respondent",
    );
    expect(analyzeTranscript(narrative).actionItems).toEqual([]);
  });

  it("still finds tasks set with need to, should, will, let's, a request, an imperative and Action:", () => {
    const meeting = typed(
      [
        "Good evening. The screen at the intake blocked four times in two weeks, and the turbine stopped each time.",
        "So we need a rota for clearing the screen. Callum, can you draw one up by next Friday?",
        "Joseph will prepare the application to the district office by the fifteenth of December.",
        "We should also put the fine for taking water out of turn on the notice board at the temple.",
        "Let's bring back the night guard for the transplanting season.",
        "Please tell your neighbours about the open day at the turbine house on the twelfth.",
        "Action: the treasurer opens a separate account for the battery grant.",
        "We must submit the grant application before the end of January.",
      ],
      "Fiona MacLeod",
    );
    const items = analyzeTranscript(meeting).actionItems.map((a) => a.text);
    expect(items).toEqual([
      "So we need a rota for clearing the screen.",
      "Callum, can you draw one up by next Friday?",
      "Joseph will prepare the application to the district office by the fifteenth of December.",
      "We should also put the fine for taking water out of turn on the notice board at the temple.",
      "Let's bring back the night guard for the transplanting season.",
      "Please tell your neighbours about the open day at the turbine house on the twelfth.",
      "The treasurer opens a separate account for the battery grant.",
      "We must submit the grant application before the end of January.",
    ]);
  });

  it("reads tasks in lower-case speech, and a spoken 'action' marker", () => {
    const speech = recognised([
      "the engine of the patrol boat broke in february and the patrol has stopped since then",
      "we need to burn the illegal nets in public so that everybody sees them destroyed",
      "the fisheries officer will be here on friday and he can witness the burning",
      "action the treasurer will send the list of boats that have not paid",
      "to every crew leader this week",
      "my father told me that in the old days the elders closed the bay",
      "by themselves without any officer",
    ]);
    expect(analyzeTranscript(speech).actionItems.map((a) => a.text)).toEqual([
      "We need to burn the illegal nets in public so that everybody sees them destroyed.",
      "The treasurer will send the list of boats that have not paid to every crew leader this week.",
    ]);
  });
});

describe("topics and entities need evidence", () => {
  const speech = recognised([
    "everything went into open street map so anybody can use the data and correct it",
    "we organised a marathon{0.34} every month where young people came to add buildings to the map",
    "after the third marathon{0.29} we had more than two thousand water points on the map",
    "the county also uses the map for terrorism{0.26} and the hotels want their names on it",
    "some members say the map should stay for the residents and not for terrorism{0.31}",
    "the women who dry amina{0.33} on the rocks lose a lot when it rains",
    "amina{0.29} traders need a drying rack before the long rains",
    "two experienced mappers review every new edit before the map is printed",
    "also i will write a short guide in swahili for the new mappers this month",
    "the data is checked every week by the mappers and the water points are counted again",
  ]);
  const analysis = analyzeTranscript(speech);

  it("drops topics and names made of words the recogniser was unsure of", () => {
    const topics = analysis.topics.map((t) => t.topic);
    expect(topics).toContain("map");
    for (const misheard of ["marathon", "terrorism", "amina"]) {
      expect(
        topics.some((t) => t.includes(misheard)),
        misheard,
      ).toBe(false);
      expect(entity(analysis, misheard), misheard).toBeUndefined();
    }
  });

  it("scales a topic's confidence by the recogniser's confidence in its words", () => {
    const map = analysis.topics.find((t) => t.topic === "map");
    expect(map?.confidence).toBeGreaterThan(0.85);
    expect(map?.confidence).toBeLessThanOrEqual(0.9);
  });

  it("does not make a place of a lower-case word said once after 'in'", () => {
    expect(entity(analysis, "swahili")).toBeUndefined();
    expect(analysis.entities.filter((e) => e.type === "location")).toEqual([]);
  });

  it("types abstract nouns after a preposition as concepts, and places from the country table as locations", () => {
    const interview = typed(
      [
        "In Mandera the grazing committee stopped meeting for two years. People moved away from Terrorism, not from the drought.",
        "At Independence, the beach belonged to everybody. The young men went to Tourism at the castle, or to Malaysia.",
      ],
      "Elder",
    );
    const result = analyzeTranscript(interview);
    expectType(result, "Mandera", "location");
    expectType(result, "Malaysia", "location");
    for (const concept of ["Terrorism", "Independence", "Tourism"]) {
      expect(entity(result, concept)?.type ?? "absent", concept).not.toBe("location");
    }
    expectType(result, "Terrorism", "concept");
  });

  it("does not take a capitalised word after 'at' for a place when the text also writes it in lower case", () => {
    const result = analyzeTranscript(
      typed([
        "The women sell fish at Market on Tuesdays. The market has no shade and no water.",
        "Fishers from the next beach also come to the market with their catch.",
      ]),
    );
    expect(entity(result, "Market")).toBeUndefined();
  });

  it("does not take common words for people or bodies in text with capitals", () => {
    const result = analyzeTranscript(
      typed([
        "We smoked the fish in clay ovens behind the houses.",
        "There is a government grant for community batteries, but the deadline is in January.",
        "The fund paid for the insulation of the village hall, and the hall is warm now.",
        "Clay ovens use a lot of wood, so a grant for new ovens would help the women.",
      ]),
    );
    expect(entity(result, "clay")).toBeUndefined();
    expect(entity(result, "grant")).toBeUndefined();
  });

  it("names a speaker labelled by full name, and a person inside a body's name is the body", () => {
    const result = analyzeTranscript(
      typed(
        [
          "This is the quarterly members' meeting of Glen Aire Community Hydro.",
          "Output from Glen Aire Community Hydro was down by a third over the summer.",
        ],
        "Ian Douglas",
      ),
    );
    expectType(result, "Ian Douglas", "person");
    expectType(result, "Glen Aire Community Hydro", "organization");
    expect(entity(result, "Glen Aire")).toBeUndefined();
  });
});

describe("extractive summaries of long recogniser output", () => {
  const lines = [
    "okay members let us begin the meeting of the beach management unit",
    "the first issue is the nets that some boats are using at night",
    "these nets catch the small fish before they can breed",
    "and the catch of nile perch has gone down every year",
    "last month the patrol found four boats with illegal nets near the river mouth",
    "the owners paid the fine but they went back to fishing the same night",
    "we need to burn the illegal nets in public so that everybody sees them destroyed",
    "the second issue is the landing fees every boat pays fifty shillings",
    "each time it lands fish at the beach the money is for cleaning the beach",
    "and for the patrol boat fuel",
    "but the treasurer reports that only half of the boats paid in march",
    "some boat owners say the fees are too high when the catch is small",
    "the fish traders also complain that the landing site",
    "has no shade and no clean water",
    "the third issue is the patrol boat the engine broke in february",
    "and the patrol has stopped since then",
    "without the patrol the boats from the other beaches",
    "come into our breeding area at night",
    "we will use the landing fees to repair the engine",
    "but the boats must pay what they owe",
    "the last issue is the closed season the breeding area near the papyrus",
    "is closed from april to july",
    "we should bring the elders back into the committee",
    "so the young fishermen respect the closed season",
  ];
  const segments = recognised(lines);
  const analysis = analyzeTranscript(segments);
  const transcript = plain(transcriptOf(segments)).join(" ");

  it("picks whole sentences, in order, each capitalised and closed with a full stop", () => {
    const sentences = analysis.summary.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    let from = 0;
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^[A-Z][^.]*\.$/);
      // Not cut after a word that leaves it unfinished.
      expect(sentence).not.toMatch(/\b(?:the|a|of|to|and|before|near|that)\.$/);
      const at = transcript.indexOf(plain(sentence).join(" "), from);
      expect(at, sentence).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(plain(analysis.summary).length).toBeLessThanOrEqual(plain(transcript).length * 0.4);
  });

  it("joins a line to the one before where it plainly continues it", () => {
    const units = [
      ...analysis.summary.split(/(?<=\.)\s+/),
      ...analysis.keyQuotes.map((q) => q.text),
    ];
    const starts = units.map((u) => plain(u)[0]);
    for (const continuation of ["and", "has", "is", "come", "but"]) {
      expect(starts, continuation).not.toContain(continuation);
    }
    for (const quote of analysis.keyQuotes) expect(quote.text).toMatch(/^[A-Z].*\.$/);
  });
});
