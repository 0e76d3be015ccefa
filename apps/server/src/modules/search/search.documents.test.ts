import { describe, expect, it } from "vitest";
import {
  displayName,
  joinSentences,
  nameKey,
  namedNodeUrl,
  singular,
  topicKey,
} from "./search.documents";

describe("joinSentences", () => {
  it("puts a full stop between parts only where none ends the first", () => {
    expect(
      joinSentences([
        "Rivers swell in the typhoon season",
        "The federation meets in March.",
        "“When the dam goes, everybody comes.”",
        "Who pays?",
        "  ",
        "Each member   gives a day",
      ]),
    ).toBe(
      "Rivers swell in the typhoon season. The federation meets in March. “When the dam goes, everybody comes.” Who pays? Each member gives a day",
    );
  });

  it("is empty for no parts", () => {
    expect(joinSentences(["", " "])).toBe("");
  });
});

describe("singular", () => {
  it("takes the plural ending off what is surely a plural", () => {
    const cases: Array<[string, string]> = [
      ["banks", "bank"],
      ["rights", "right"],
      ["fisheries", "fishery"],
      ["communities", "community"],
      ["glasses", "glass"],
      ["processes", "process"],
      ["taxes", "tax"],
      ["churches", "church"],
      ["marshes", "marsh"],
      ["cooperatives", "cooperative"],
      ["archives", "archive"],
      ["courses", "course"],
      ["analyses", "analysis"],
      ["crises", "crisis"],
      ["wolves", "wolf"],
      ["potatoes", "potato"],
      ["gases", "gas"],
      ["statuses", "status"],
      ["ties", "tie"],
      ["ideas", "idea"],
      ["quotas", "quota"],
      ["ngos", "ngo"],
    ];
    for (const [plural, one] of cases) expect(singular(plural), plural).toBe(one);
  });

  it("leaves singulars and words whose s is their own", () => {
    for (const word of [
      "commons",
      "gas",
      "bus",
      "analysis",
      "status",
      "glass",
      "indigenous",
      "news",
      "series",
      "species",
      "economics",
      "politics",
      "atlas",
      "bias",
      "lens",
      "chaos",
      "bank",
      "water",
      "1990s",
      "farmers'",
    ]) {
      expect(singular(word), word).toBe(word);
    }
  });
});

describe("topic and place keys", () => {
  it("fold case, hyphens, underscores, spaces and the plural of the last word", () => {
    expect(topicKey("community energy")).toBe("community energy");
    expect(topicKey("Community-Energy")).toBe("community energy");
    expect(topicKey("community_energy")).toBe("community energy");
    expect(topicKey("  community   energy ")).toBe("community energy");
    expect(topicKey("land-rights")).toBe(topicKey("Land rights"));
    expect(topicKey("seed banks")).toBe(topicKey("seed bank"));
    expect(topicKey("Seed-Banks")).toBe("seed bank");
    expect(topicKey("fisheries")).toBe(topicKey("fishery"));
    expect(topicKey("beach-management-units")).toBe("beach management unit");
    // Only the last word: "rights of nature" is not "right of nature".
    expect(topicKey("rights of nature")).toBe("rights of nature");
  });

  it("keeps topics that are not plurals apart", () => {
    expect(topicKey("digital commons")).toBe("digital commons");
    expect(topicKey("Commons")).toBe("commons");
    expect(topicKey("commons")).not.toBe(topicKey("common"));
    expect(topicKey("natural gas")).toBe("natural gas");
    expect(topicKey("network analysis")).toBe("network analysis");
    expect(topicKey("stained glasses")).toBe("stained glass");
  });

  it("keeps the S of an abbreviation written in capitals", () => {
    expect(topicKey("IPBES")).toBe("ipbes");
    expect(topicKey("GIS")).toBe("gis");
    expect(topicKey("NGOs")).toBe("ngo");
    expect(topicKey("local NGOs")).toBe("local ngo");
    expect(topicKey("the PES")).toBe("the pes");
  });

  it("key places without touching their plurals", () => {
    expect(nameKey("Philippines")).toBe("philippines");
    expect(nameKey("Guinea-Bissau")).toBe(nameKey("guinea bissau"));
    expect(nameKey("Tromsø,  Norway")).toBe("tromsø, norway");
  });
});

describe("displayName", () => {
  it("prefers spaces to hyphens, then the most common form, then the current title", () => {
    expect(
      displayName(
        [
          { form: "community-energy", items: 5 },
          { form: "community energy", items: 1 },
        ],
        "community-energy",
      ),
    ).toBe("community energy");
    expect(
      displayName(
        [
          { form: "seed banks", items: 3 },
          { form: "Seed bank", items: 1 },
        ],
        "Seed bank",
      ),
    ).toBe("seed banks");
    expect(
      displayName(
        [
          { form: "Land rights", items: 2 },
          { form: "land rights", items: 2 },
        ],
        "land rights",
      ),
    ).toBe("land rights");
    expect(displayName([{ form: "co-management", items: 4 }], "co-management")).toBe(
      "co-management",
    );
    expect(displayName([], "water law")).toBe("water law");
  });
});

describe("namedNodeUrl", () => {
  it("searches the title, filtered on every spelling items use", () => {
    expect(namedNodeUrl("topic", "land rights")).toBe("/search?q=land%20rights&tags=land%20rights");
    expect(
      namedNodeUrl("topic", "land rights", ["land-rights", "land rights", "Land rights"]),
    ).toBe("/search?q=land%20rights&tags=land%20rights&tags=land-rights&tags=Land%20rights");
    expect(namedNodeUrl("location", "Nepal")).toBe("/search?q=Nepal&locations=Nepal");
  });
});
