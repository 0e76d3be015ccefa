import { beforeAll, describe, expect, it } from "vitest";
import { cosine } from "./embedder";
import {
  LOCAL_EMBEDDER_MODEL,
  SentenceEncoder,
  createLocalEmbedder,
  tokenize,
} from "./local-embedder";
import { loadWordVectors } from "./word-vectors";

let encoder: SentenceEncoder;
beforeAll(async () => {
  encoder = new SentenceEncoder(await loadWordVectors());
});

const similarity = (a: string, b: string) => cosine(encoder.encode(a), encoder.encode(b));
const length = (v: Float32Array) => Math.sqrt(cosine(v, v));

describe("tokenize", () => {
  it("lowercases, splits hyphens, drops possessives, stop words and numbers", () => {
    expect(tokenize("The Farmers' water-sharing rules of Valencia's Tribunal (since 960)")).toEqual(
      ["farmers", "water", "sharing", "rules", "valencia", "tribunal"],
    );
    expect(tokenize("São Paulo’s COOPERATIVES don't")).toEqual(["são", "paulo", "cooperatives"]);
    expect(tokenize("")).toEqual([]);
  });
});

describe("the local sentence embedder", () => {
  it("places related texts closer than unrelated ones", () => {
    const cases: [string, string, string][] = [
      [
        "water irrigation canals",
        "farmers sharing river water for their fields",
        "election ballots and voters",
      ],
      ["renewable energy", "solar cooperative", "election ballots and voters"],
      ["renewable energy", "wind power", "fishing quotas in the harbour"],
      [
        "community forest management",
        "villagers govern the woodland together",
        "stock market trading",
      ],
      ["grazing pastures", "herders share the rangeland", "software licences"],
      ["housing cooperative", "tenants own their apartment building together", "coral reef fish"],
    ];
    for (const [query, related, unrelated] of cases) {
      expect(similarity(query, related), `${query} / ${related}`).toBeGreaterThan(
        similarity(query, unrelated) + 0.15,
      );
    }
  });

  it("gives unit vectors, the same for the same words", () => {
    const vector = encoder.encode("Irrigation canals of the huerta");
    expect(vector).toHaveLength(100);
    expect(length(vector)).toBeCloseTo(1, 5);
    expect(Array.from(encoder.encode("the irrigation, canals of HUERTA!"))).toEqual(
      Array.from(vector),
    );
    // An average: word order does not matter.
    expect(similarity("canals irrigation huerta", "huerta irrigation canals")).toBeCloseTo(1, 5);
  });

  it("finds singular forms of unknown plurals and skips unknown words", () => {
    // Neither plural is among the 100,000 words kept.
    expect(similarity("stability", "stabilities")).toBeCloseTo(1, 5);
    expect(similarity("marketing", "marketings")).toBeCloseTo(1, 5);
    expect(similarity("irrigation qzxvbnmw", "irrigation")).toBeCloseTo(1, 5);
  });

  it("gives texts without known words one unit vector that matches nothing", () => {
    const empty = encoder.encode("");
    expect(length(empty)).toBeCloseTo(1, 5);
    expect(Array.from(encoder.encode("the of and ... 2024 qzxvbnmw"))).toEqual(Array.from(empty));
    for (const text of ["water", "election ballots", "renewable energy cooperative"]) {
      expect(Math.abs(cosine(empty, encoder.encode(text)))).toBeLessThan(1e-3);
    }
  });

  it("embeds a long text in milliseconds", () => {
    const words = "farmers share the river water through canals and elect a committee".split(" ");
    const text = Array.from({ length: 3_000 }, (_, i) => words[i % words.length]).join(" ");
    encoder.encode(text);
    const started = performance.now();
    const vector = encoder.encode(text);
    expect(performance.now() - started).toBeLessThan(50);
    expect(length(vector)).toBeCloseTo(1, 5);
  });

  it("embeds a batch in order under its model id", async () => {
    const embedder = createLocalEmbedder();
    expect(embedder.model).toBe(LOCAL_EMBEDDER_MODEL);
    const texts = ["solar cooperative", "", "fishing quotas"];
    const vectors = await embedder.embed(texts);
    expect(vectors.map((v) => Array.from(v))).toEqual(
      texts.map((text) => Array.from(encoder.encode(text))),
    );
    expect(await embedder.embed([])).toEqual([]);
  });

  it("tries loading the word vectors again after a failure", async () => {
    let calls = 0;
    const embedder = createLocalEmbedder({
      vectors: async () => {
        calls++;
        if (calls === 1) throw new Error("disk full");
        return loadWordVectors();
      },
    });
    await expect(embedder.embed(["water"])).rejects.toThrow("disk full");
    await expect(embedder.embed(["water"])).resolves.toHaveLength(1);
    expect(calls).toBe(2);
  });
});
