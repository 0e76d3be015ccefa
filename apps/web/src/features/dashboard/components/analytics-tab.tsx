import { DEFAULT_ANALYTICS_DAYS } from "@field-commons/shared/admin";
import type { AnalyticsWindow } from "@field-commons/shared/admin";
import { useState } from "react";
import { AnalyticsView } from "../../../components/analytics/analytics-view";
import { useLogError } from "../../../hooks/use-log-error";
import { useMyAnalytics } from "../api/get-my-analytics";

/** How your published work was read over 7, 30 or 90 days. */
export function AnalyticsTab({ userId }: { userId: string }) {
  const [days, setDays] = useState<AnalyticsWindow>(DEFAULT_ANALYTICS_DAYS);
  const analytics = useMyAnalytics(userId, days);
  useLogError(analytics.error, "Failed to fetch analytics");
  return (
    <AnalyticsView
      heading="Your analytics"
      description="Views of your published work. Each reader counts once a day per item; your own visits are not counted."
      days={days}
      onDaysChange={setDays}
      query={analytics}
      failedText="We couldn't load your analytics."
      emptyText="Publish something: its views appear here."
    />
  );
}
