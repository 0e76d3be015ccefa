import { DIGEST_MESSAGES } from "@field-commons/shared/digests";
import { Link, useSearchParams } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ApiError } from "../../../lib/api-client";
import { useUnsubscribe } from "../api/digests";

/**
 * /digest/unsubscribe?token=…: the link in every digest e-mail. Opening it
 * changes nothing (mail scanners open links); the one button does.
 */
export function UnsubscribePage() {
  useDocumentTitle("Unsubscribe");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <div className="mt-6 space-y-4">
          <Message tone="success" role="status">
            {unsubscribe.data.message}
          </Message>
          <p className="text-slate-700">
            Changed your mind? Choose digest e-mails again in your{" "}
            <Link to="/profile/edit#preferences" className="font-medium text-accent underline">
              settings
            </Link>
            .
          </p>
        </div>
      ) : !token ? (
        <Message tone="error" className="mt-6">
          {DIGEST_MESSAGES.unsubscribeInvalid}
        </Message>
      ) : (
        <div className="mt-6 space-y-4">
          <p className="text-slate-700">
            Stop the weekly or monthly digest and job alert e-mails to this address. You can turn
            them on again any time in your settings.
          </p>
          {unsubscribe.isError ? (
            <Message tone="error" role="alert">
              {unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400
                ? DIGEST_MESSAGES.unsubscribeInvalid
                : "Something went wrong. Please try again."}
            </Message>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button isBusy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              Unsubscribe
            </Button>
            <Link to="/digest" className={buttonStyles({ variant: "secondary" })}>
              Read the digests
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
