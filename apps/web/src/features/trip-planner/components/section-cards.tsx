import { TRIP_CARDS_MAX } from "@field-commons/shared/trips";
import type { Ref } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import type { PlannerCard } from "../utils/planner-model";
import { PLANNER_TEXTS } from "../utils/planner-texts";
import { CardList } from "./card-list";
import type { CardListProps } from "./card-list";

interface SectionCardsProps extends CardListProps {
  isCollapsed: (card: PlannerCard) => boolean;
  addButtonRef: Ref<HTMLButtonElement>;
  onAddCard: () => void;
  /** 'Expand all' (false) / 'Collapse all' (true). */
  onSetAllCollapsed: (collapsed: boolean) => void;
}

/** The trip's section cards, with Expand all / Collapse all and Add Section Card. */
export function SectionCards({
  addButtonRef,
  onAddCard,
  onSetAllCollapsed,
  ...list
}: SectionCardsProps) {
  const cardsFull = list.cards.length >= TRIP_CARDS_MAX;
  const anyCollapsed = list.cards.some(list.isCollapsed);
  return (
    <section aria-labelledby="section-cards-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="section-cards-heading" className="text-2xl font-semibold text-slate-900">
          {PLANNER_TEXTS.cardsHeading}
        </h2>
        <div className="flex flex-wrap gap-2">
          {list.cards.length > 0 ? (
            <Button variant="secondary" onClick={() => onSetAllCollapsed(!anyCollapsed)}>
              {anyCollapsed ? PLANNER_TEXTS.expandAll : PLANNER_TEXTS.collapseAll}
            </Button>
          ) : null}
          <Button ref={addButtonRef} disabled={cardsFull} onClick={onAddCard}>
            {PLANNER_TEXTS.addCard}
          </Button>
        </div>
      </div>
      {cardsFull ? <p className="text-sm text-slate-600">{PLANNER_TEXTS.cardsFull}</p> : null}
      {list.cards.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={PLANNER_TEXTS.noCards}
          description={PLANNER_TEXTS.noCardsText}
        />
      ) : (
        <CardList {...list} />
      )}
    </section>
  );
}
