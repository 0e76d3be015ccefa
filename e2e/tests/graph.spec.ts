import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousViolations } from "./helpers";

/** Pairs of drawn labels (node and relationship) whose boxes on screen overlap. */
async function overlappingLabels(graph: Locator): Promise<string[]> {
  return graph.evaluate((svg) => {
    const labels = [
      ...svg.querySelectorAll('[data-testid="graph-node-label"], [data-testid="graph-link-label"]'),
    ].map((label) => ({ text: label.textContent ?? "", box: label.getBoundingClientRect() }));
    const pairs: string[] = [];
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i]!.box;
        const b = labels[j]!.box;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          pairs.push(`${labels[i]!.text} / ${labels[j]!.text}`);
      }
    return pairs;
  });
}

interface Hit {
  node: { id: string; title: string };
}

/** A job in the demo data that the graph links to at least three other things. */
async function linkedJob(page: Page): Promise<Hit["node"]> {
  let job: Hit["node"] | null = null;
  await expect
    .poll(
      async () => {
        const hits: Hit[] = [];
        for (const text of ["community", "water", "research"]) {
          const response = await page.request.post("/api/search/text", {
            data: { text, filters: { types: ["job"] } },
          });
          if (response.ok()) hits.push(...((await response.json()) as { results: Hit[] }).results);
        }
        for (const { node } of hits) {
          const related = await page.request.get(`/api/search/related/${node.id}?limit=30`);
          const answer = (await related.json()) as { related: unknown[] };
          if (answer.related.length >= 3) {
            job = node;
            return true;
          }
        }
        return false;
      },
      // The server indexes the demo content in the background after it starts.
      { timeout: 110_000, intervals: [1000, 2000] },
    )
    .toBe(true);
  return job!;
}

test.describe("knowledge graph", () => {
  for (const width of [390, 1280]) {
    test(`a job's graph: legend with jobs, labels apart, neighbours listed on a phone, at ${width} px`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const job = await linkedJob(page);

      await page.goto(`/search?node=${job.id}`);
      const graph = page.getByTestId("knowledge-graph");
      await expect(graph).toBeVisible();
      const nodes = graph.locator("[data-graph-node]");
      await expect.poll(() => nodes.count()).toBeGreaterThan(3);
      const jobNode = graph.locator(`[data-graph-node="${job.id}"]`);
      await expect(jobNode).toHaveAttribute("aria-label", `${job.title} (Job)`);

      // Jobs have their own colour and legend entry, apart from publications.
      const legend = page.getByRole("list", { name: "Legend" });
      await expect(legend.getByRole("listitem").filter({ hasText: /^Job$/ })).toBeVisible();
      const jobFill = await jobNode.locator("circle").last().getAttribute("fill");
      const swatch = await legend
        .getByRole("listitem")
        .filter({ hasText: /^Job$/ })
        .locator("span")
        .evaluate((span) => getComputedStyle(span).backgroundColor);
      expect(swatch).toBe("rgb(0, 131, 143)");
      expect(jobFill).toBe("#00838F");
      const publicationFills = await graph
        .locator('[data-kind="publication"] circle:last-child')
        .evaluateAll((circles) => circles.map((c) => c.getAttribute("fill")));
      expect(publicationFills).not.toContain(jobFill);

      // Labels never overlap: as drawn, when a node is pointed at, when one is focused.
      const labels = graph.getByTestId("graph-node-label");
      await expect.poll(() => labels.count()).toBeGreaterThan(1);
      expect(await overlappingLabels(graph)).toEqual([]);
      // Relationship labels: the picked node's links only, never all of them at once.
      const linkLabels = graph.getByTestId("graph-link-label");
      expect(await linkLabels.count()).toBeLessThanOrEqual(await nodes.count());
      const other = nodes.nth(2);
      const otherId = (await other.getAttribute("data-graph-node"))!;
      const otherName = (await other.getAttribute("aria-label"))!.replace(/ \([^)]+\)$/, "");
      await other.hover();
      await expect(graph.locator(`[data-label-for="${otherId}"]`)).toBeVisible();
      expect(await overlappingLabels(graph)).toEqual([]);
      await other.focus();
      await expect(page.getByRole("tooltip")).toContainText(otherName);
      expect(await overlappingLabels(graph)).toEqual([]);

      const list = page.getByTestId("graph-neighbours");
      if (width < 640) {
        // On a phone the picked node's neighbours are a list, by kind, linking to their pages.
        await expect(list).toBeVisible();
        await expect(list.getByRole("heading", { level: 3 })).toHaveText(`Linked to ${job.title}`);
        await expect(list.getByRole("heading", { level: 4 }).first()).toHaveText(
          /^[A-Z][a-z]+ \(\d+\)$/,
        );
        const neighbours = list.getByRole("listitem");
        expect(await neighbours.count()).toBeGreaterThan(1);
        const firstLink = neighbours.first().getByRole("link");
        await expect(firstLink).toHaveAttribute("href", /^\//);
        // Larger targets on a phone: each node's target is at least 24 px across.
        const target = await jobNode.getByTestId("graph-node-target").boundingBox();
        expect(target!.width).toBeGreaterThanOrEqual(24);
        await expectNoSeriousViolations(page, `graph at ${width}px`);

        // By keyboard: Show links picks a neighbour; the list then follows it.
        const show = neighbours.first().getByRole("button", { name: /^Show links of / });
        const name = (await show.getAttribute("aria-label"))!.replace(/^Show links of /, "");
        await show.focus();
        await page.keyboard.press("Enter");
        await expect(list.getByRole("heading", { level: 3 })).toHaveText(`Linked to ${name}`);
        await expect(list.getByRole("heading", { level: 3 })).toBeFocused();
        await expect(
          page.getByTestId("node-details").getByRole("heading", { level: 3 }),
        ).toHaveText(name);
        await expect(page.getByText("Loading related nodes…")).toHaveCount(0);
        expect(await overlappingLabels(graph)).toEqual([]);
      } else {
        await expect(list).toBeHidden();
        await expectNoSeriousViolations(page, `graph at ${width}px`);
      }
      await context.close();
    });
  }
});
