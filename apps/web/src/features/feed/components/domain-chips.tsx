import type { ContentFacets } from "@field-commons/shared/content";
import { DOMAINS, domainColour } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import { ScrollFade } from "../../../components/ui/scroll-fade";
import { ToggleChip } from "../../../components/ui/toggle-chip";
import { FEED_TEXTS } from "../utils/feed-items";

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/**
 * 'All (N)' and one chip per domain with its own count, from the facets under
 * the current type and search. Counts are left out until they are known.
 */
export function DomainChips({
  selected,
  facets,
  onSelect,
}: {
  selected: Domain | undefined;
  facets: ContentFacets | undefined;
  onSelect: (domain: Domain | undefined) => void;
}) {
  return (
    <ScrollFade
      role="group"
      aria-label={FEED_TEXTS.domainGroup}
      outerClassName="-mx-4 sm:mx-0"
      scrollLabels={FEED_TEXTS.domainScroll}
      className="flex gap-2 px-4 py-1 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <ToggleChip pressed={!selected} onClick={() => onSelect(undefined)}>
        {withCount("All", facets?.total)}
      </ToggleChip>
      {DOMAINS.map((domain) => (
        <ToggleChip
          key={domain}
          pressed={selected === domain}
          colour={domainColour(domain)}
          onClick={() => onSelect(domain)}
        >
          {withCount(domain, facets ? (facets.domains[domain] ?? 0) : undefined)}
        </ToggleChip>
      ))}
    </ScrollFade>
  );
}
