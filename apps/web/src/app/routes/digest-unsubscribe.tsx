import { UnsubscribePage } from "../../features/digests/components/unsubscribe-page";

/** /digest/unsubscribe?token=…: one-click unsubscribe from digest e-mails. */
function DigestUnsubscribeRoute() {
  return <UnsubscribePage />;
}

export { DigestUnsubscribeRoute as Component };
