import { useRef } from "react";
import { useAccountPanel } from "../../lib/account-panel";
import { Button } from "./button";
import { EmptyState } from "./empty-state";

/** A page that needs a signed-in reader: what it is, and a Log In button that opens the panel. */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const panel = useAccountPanel();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={title}
        description={description}
        action={
          <Button
            ref={buttonRef}
            onClick={() => panel.open("login", { returnFocusTo: buttonRef.current })}
          >
            Log In
          </Button>
        }
      />
    </div>
  );
}
