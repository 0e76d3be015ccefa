import { ADMIN_MESSAGES, DEFAULT_ANALYTICS_DAYS } from "@field-commons/shared/admin";
import type { AnalyticsWindow } from "@field-commons/shared/admin";
import { useState } from "react";
import { AnalyticsView } from "../../../components/analytics/analytics-view";
import { useLogError } from "../../../hooks/use-log-error";
import { useAdminAnalytics } from "../api/admin-api";

/** Site-wide views over 7, 30 or 90 days. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsWindow>(DEFAULT_ANALYTICS_DAYS);
  const analytics = useAdminAnalytics(days);
  useLogError(analytics.error, "Failed to fetch analytics");
  return (
    <AnalyticsView
      heading="Analytics"
      description="Views of published content across the site. Each visitor counts once a day per item."
      days={days}
      onDaysChange={setDays}
      query={analytics}
      failedText={ADMIN_MESSAGES.loadFailed}
      emptyText="Nothing has been published or viewed yet."
    />
  );
}
