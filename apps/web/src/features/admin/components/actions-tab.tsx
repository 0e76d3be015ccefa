import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import { useLogError } from "../../../hooks/use-log-error";
import { useAdminActions } from "../api/admin-api";
import { useAdminParams } from "../hooks/use-admin-params";
import { ActionList } from "./action-list";
import { ListFrame } from "./list-frame";

/** The actions log: every admin action, newest first, 20 a page. */
export function ActionsTab() {
  const { page, update } = useAdminParams();
  const actions = useAdminActions(page);
  useLogError(actions.error, ADMIN_MESSAGES.fetchActions);
  return (
    <section aria-labelledby="admin-actions-heading">
      <h2 id="admin-actions-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Actions Log
      </h2>
      <ListFrame
        query={actions}
        isEmpty={(actions.data?.actions.length ?? 0) === 0}
        loadingLabel="Loading admin actions…"
        failedText={ADMIN_MESSAGES.fetchActions}
        emptyTitle="No admin actions yet"
        emptyDescription="Approvals, rejections, bans and other changes made by admins are listed here."
        pagerLabel="Actions log pages"
        onPage={(next) => update({ page: next })}
      >
        <ActionList actions={actions.data?.actions ?? []} label="Admin actions" />
      </ListFrame>
    </section>
  );
}
