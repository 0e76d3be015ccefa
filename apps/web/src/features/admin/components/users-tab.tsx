import { ADMIN_MESSAGES, BAN_REASON, adminActionFailed } from "@field-commons/shared/admin";
import type { AdminUser } from "@field-commons/shared/admin";
import { formatDate } from "@field-commons/shared/content";
import type { UserRole } from "@field-commons/shared/users";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SearchBox } from "../../../components/ui/search-box";
import { Select } from "../../../components/ui/select";
import { useLogError } from "../../../hooks/use-log-error";
import { useSession } from "../../../lib/session/use-session";
import { useAdminUsers, useBanUser, useUpdateUser } from "../api/admin-api";
import { useAdminParams } from "../hooks/use-admin-params";
import { useNotice } from "../hooks/use-notice";
import {
  ROLE_LABELS,
  USER_STATUS_LABELS,
  adminErrorText,
  roleLockedFor,
  rolesOffered,
} from "../utils/admin-text";
import { ListFrame } from "./list-frame";
import { NoticeLine } from "./notice-line";
import { ReasonDialog } from "./reason-dialog";
import { UserDialog } from "./user-dialog";

const STATUS_TONES: Record<AdminUser["status"], string> = {
  active: "border-green-300 bg-green-50 text-green-900",
  inactive: "border-slate-300 bg-slate-100 text-slate-800",
  banned: "border-red-300 bg-red-50 text-red-900",
};

/** A role change waiting for the admin's confirmation. */
interface RoleChange {
  user: AdminUser;
  role: UserRole;
}

function UserRow({
  user,
  isSelf,
  viewerIsSuperadmin,
  roleBusy,
  onRole,
  onBan,
  onOpen,
}: {
  user: AdminUser;
  isSelf: boolean;
  viewerIsSuperadmin: boolean;
  roleBusy: boolean;
  onRole: (user: AdminUser, role: UserRole) => void;
  onBan: (user: AdminUser) => void;
  onOpen: (user: AdminUser) => void;
}) {
  const roleId = useId();
  const banned = user.status === "banned";
  const roles = rolesOffered(viewerIsSuperadmin, user.role);
  const roleLocked = roleLockedFor(viewerIsSuperadmin, isSelf, user.role);
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">
            <button
              type="button"
              onClick={() => onOpen(user)}
              className="text-left underline-offset-2 hover:underline"
            >
              {user.name}
            </button>
          </h3>
          <Badge className={STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>
          {user.isVerified ? (
            <Badge className="border-blue-300 bg-blue-50 text-blue-900">Verified</Badge>
          ) : null}
          {isSelf ? <span className="text-sm text-slate-600">(you)</span> : null}
        </div>
        <p className="text-sm break-all text-slate-700">{user.email}</p>
        <p className="text-sm text-slate-600">Joined {formatDate(user.createdAt)}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <label htmlFor={roleId} className="sr-only">
            {`Role of ${user.name}`}
          </label>
          <Select
            id={roleId}
            value={user.role}
            disabled={roleBusy || roleLocked}
            className="min-h-11 py-1.5 text-sm md:min-h-9"
            onChange={(event) => {
              const role = roles.find((r) => r === event.target.value);
              if (role && role !== user.role) onRole(user, role);
            }}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onOpen(user)}
          aria-label={`Edit ${user.name}`}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant={banned ? "secondary" : "ghost"}
          className={banned ? undefined : "text-danger hover:bg-danger-soft"}
          aria-label={`${banned ? "Unban" : "Ban"} ${user.name}`}
          onClick={() => onBan(user)}
        >
          {banned ? "Unban" : "Ban"}
        </Button>
      </div>
    </li>
  );
}

/** Every account, 20 a page, searchable; role change, ban and unban, and the edit modal. */
export function UsersTab() {
  const { user: me } = useSession();
  const { page, get, update } = useAdminParams();
  const search = get("q");
  const users = useAdminUsers(page, search);
  useLogError(users.error, ADMIN_MESSAGES.fetchUsers);
  const updateUser = useUpdateUser();
  const ban = useBanUser();
  const { notice, success, failure } = useNotice();
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  /** Runs once the admin confirms; until then nothing is sent. */
  const changeRole = async ({ user: target, role }: RoleChange) => {
    try {
      await updateUser.mutateAsync({ id: target.id, input: { role } });
      success(`${target.name} is now ${ROLE_LABELS[role].toLowerCase()}.`);
    } catch (error) {
      console.error(ADMIN_MESSAGES.updateRole, error);
      failure(adminErrorText(error, ADMIN_MESSAGES.updateRole));
    } finally {
      setRoleChange(null);
    }
  };

  const toggleBan = async (reason: string) => {
    if (!banning) return;
    const banned = banning.status !== "banned";
    try {
      await ban.mutateAsync({
        id: banning.id,
        input: { banned, reason: reason || BAN_REASON },
      });
      success(banned ? `${banning.name} is banned.` : `${banning.name} is no longer banned.`);
    } catch (error) {
      console.error(`Failed to ${banned ? "ban" : "unban"} user`, error);
      failure(adminErrorText(error, adminActionFailed(banned ? "ban" : "unban")));
    } finally {
      setBanning(null);
    }
  };

  const list = users.data?.users ?? [];
  const unbanning = banning?.status === "banned";
  return (
    <section aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Users
        {users.data ? (
          <span className="ml-2 text-base font-normal text-slate-600">
            ({users.data.total.toLocaleString("en-US")})
          </span>
        ) : null}
      </h2>
      <SearchBox
        className="mb-5 max-w-md"
        label="Search users"
        placeholder="Name or e-mail"
        value={search}
        onSearch={(q) => update({ q })}
      />
      <NoticeLine notice={notice} />
      <ListFrame
        query={users}
        isEmpty={list.length === 0}
        loadingLabel="Loading users…"
        failedText={ADMIN_MESSAGES.fetchUsers}
        emptyTitle={search ? "No users match this search" : "No users yet"}
        emptyDescription={
          search
            ? "Try another name or e-mail address."
            : "Accounts appear here once people sign up."
        }
        pagerLabel="User pages"
        onPage={(next) => update({ page: next })}
      >
        <ul aria-label="Users" className="space-y-3">
          {list.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === me?.id}
              viewerIsSuperadmin={me?.role === "superadmin"}
              roleBusy={updateUser.isPending}
              onRole={(target, role) => setRoleChange({ user: target, role })}
              onBan={setBanning}
              onOpen={setEditing}
            />
          ))}
        </ul>
      </ListFrame>

      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(open) => !open && setRoleChange(null)}
        title={
          roleChange
            ? `Change ${roleChange.user.name}'s role from ${ROLE_LABELS[roleChange.user.role]} to ${ROLE_LABELS[roleChange.role]}?`
            : ""
        }
        description="What they can do on the site changes as soon as you confirm. The change is recorded in the actions log."
        confirmLabel="Confirm"
        tone="primary"
        isBusy={updateUser.isPending}
        onConfirm={() => roleChange && void changeRole(roleChange)}
      />
      <ReasonDialog
        open={banning !== null}
        onOpenChange={(open) => !open && setBanning(null)}
        title={`${unbanning ? "Unban" : "Ban"} ${banning?.name ?? ""}?`}
        description={
          unbanning
            ? "They can sign in again."
            : "They are signed out everywhere and cannot sign in until unbanned. Their published work stays up."
        }
        confirmLabel={unbanning ? "Unban" : "Ban"}
        tone={unbanning ? "primary" : "danger"}
        required={false}
        initialReason={BAN_REASON}
        hint="Recorded in the actions log."
        isBusy={ban.isPending}
        onSubmit={(reason) => void toggleBan(reason)}
      />
      <UserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          success(`Saved the changes to ${saved.name}.`);
        }}
      />
    </section>
  );
}
