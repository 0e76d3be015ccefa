import { Link } from "react-router";
import { buttonStyles } from "../ui/button";
import { EmptyState } from "../ui/empty-state";

export function NotFound() {
  return (
    <EmptyState
      headingLevel={1}
      title="Page not found"
      description="We could not find the page you were looking for. It may have moved, or it is not ready yet."
      action={
        <Link to="/" className={buttonStyles()}>
          Back to Home
        </Link>
      }
    />
  );
}
