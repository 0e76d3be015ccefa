import type { CardContent, PlannerCard } from "../../utils/planner-model";
import { BudgetEditor } from "./budget-editor";
import { ChecklistEditor } from "./checklist-editor";
import { FilesEditor } from "./files-editor";
import { LinkEditor } from "./link-editor";
import {
  AccommodationEditor,
  ActivityEditor,
  CustomEditor,
  FoodEditor,
  InterviewEditor,
  NotesEditor,
  PlaceEditor,
  TransportEditor,
} from "./simple-editors";

/**
 * The editor of a card's structured content, by card type. The content always
 * has the type's shape: it was made from the type's schema (defaults) or read
 * through it when loaded.
 */
export function CardContentEditor({
  card,
  signedIn,
  onChange,
  tripId = null,
}: {
  card: PlannerCard;
  signedIn: boolean;
  /** The saved trip, for recordings started from an interview card. */
  tripId?: string | null;
  onChange: (content: Record<string, unknown>) => void;
}) {
  const content = card.content as never;
  switch (card.cardType) {
    case "place":
      return <PlaceEditor content={content as CardContent<"place">} onChange={onChange} />;
    case "accommodation":
      return (
        <AccommodationEditor
          content={content as CardContent<"accommodation">}
          onChange={onChange}
        />
      );
    case "transport":
      return <TransportEditor content={content as CardContent<"transport">} onChange={onChange} />;
    case "food":
      return <FoodEditor content={content as CardContent<"food">} onChange={onChange} />;
    case "activity":
      return <ActivityEditor content={content as CardContent<"activity">} onChange={onChange} />;
    case "interview":
      return (
        <InterviewEditor
          content={content as CardContent<"interview">}
          onChange={onChange}
          tripId={tripId}
        />
      );
    case "notes":
      return <NotesEditor content={content as CardContent<"notes">} onChange={onChange} />;
    case "files":
      return (
        <FilesEditor
          content={content as CardContent<"files">}
          onChange={onChange}
          signedIn={signedIn}
        />
      );
    case "budget":
      return <BudgetEditor content={content as CardContent<"budget">} onChange={onChange} />;
    case "checklist":
      return <ChecklistEditor content={content as CardContent<"checklist">} onChange={onChange} />;
    case "custom":
      return <CustomEditor content={content as CardContent<"custom">} onChange={onChange} />;
    case "case-study":
    case "policy-brief":
    case "opinion-essay":
      return (
        <LinkEditor
          type={card.cardType}
          content={content as CardContent<"case-study">}
          onChange={onChange}
        />
      );
  }
}
