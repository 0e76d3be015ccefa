import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router";
import { ErrorFallback } from "../../components/errors/error-fallback";
import { NotFound } from "../../components/errors/not-found";

/** The router's errorElement: not found for 404 responses, the error fallback otherwise. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <NotFound />
      </div>
    );
  }
  // Navigating gives the router a new location, which resets its error boundary.
  return <ErrorFallback onDismiss={() => void navigate("/", { replace: true })} />;
}
