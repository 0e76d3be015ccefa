import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { PLANNER_TEXTS } from "../utils/planner-texts";

/** The planner's notice; the one asking to sign in has a Sign In button. */
export function PlannerNotice({ notice, onSignIn }: { notice: string; onSignIn: () => void }) {
  return (
    <Message tone="info" className="flex flex-wrap items-center justify-between gap-3">
      <span>{notice}</span>
      {notice === PLANNER_TEXTS.signInToOpen ? (
        <Button size="sm" onClick={onSignIn}>
          Sign In
        </Button>
      ) : null}
    </Message>
  );
}
