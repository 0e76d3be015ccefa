import { profilePath } from "@field-commons/shared/profiles";
import type { PublicUser } from "@field-commons/shared/users";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { useLoginPath } from "../../../lib/return-path";
import { applySignedOut } from "../../../lib/session/get-me";
import { writeStoredUser } from "../../../lib/session/stored-user";
import { useSession } from "../../../lib/session/use-session";
import { useMyProfile } from "../api/my-profile";
import { DATA_EXPORT_TEXT, DataExportSection } from "./data-export-section";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { PasswordForm } from "./password-form";
import { PreferencesForm } from "./preferences-form";
import { ProfileForm } from "./profile-form";
import { SessionsSection } from "./sessions-section";
import { SettingsSection } from "./settings-section";

export const SETTINGS_PAGE_TEXT = {
  heading: "Edit Profile",
  viewProfile: "View profile",
  loading: "Loading your settings…",
  loadFailed: "Your settings could not be loaded.",
  leaving: "Signing you out…",
} as const;

function Loading() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {SETTINGS_PAGE_TEXT.loading}
      </p>
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The sections, once the profile is loaded; `onLeave` takes over after a sign-out or deletion. */
function Settings({ user, onLeave }: { user: PublicUser; onLeave: (to: string) => void }) {
  const profile = useMyProfile();
  const loginPath = useLoginPath();

  let body;
  if (profile.isPending) {
    body = <Loading />;
  } else if (profile.isError) {
    // The session ended elsewhere: log in again and come back.
    if (profile.error instanceof ApiError && profile.error.status === 401) {
      return <Navigate to={loginPath} replace />;
    }
    body = (
      <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{SETTINGS_PAGE_TEXT.loadFailed}</span>
        <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </Message>
    );
  } else {
    const data = profile.data;
    body = (
      <div className="space-y-8">
        <SettingsSection title="Profile" description="What others see on your public profile.">
          <ProfileForm data={data} />
        </SettingsSection>
        <SettingsSection title="E-mail address">
          <EmailSection data={data} />
        </SettingsSection>
        <SettingsSection title="Password">
          <PasswordForm email={data.email} name={data.profile.name} />
        </SettingsSection>
        <SettingsSection title="E-mail preferences" anchor="preferences">
          <PreferencesForm data={data} />
        </SettingsSection>
        <SettingsSection
          title="Active sessions"
          description="The devices signed in to your account."
        >
          <SessionsSection onSignedOutEverywhere={() => onLeave("/login")} />
        </SettingsSection>
        <SettingsSection
          title={DATA_EXPORT_TEXT.title}
          description={DATA_EXPORT_TEXT.description}
          anchor="data"
        >
          <DataExportSection />
        </SettingsSection>
        <SettingsSection title="Delete account" tone="danger">
          <DeleteAccountSection onDeleted={() => onLeave("/")} />
        </SettingsSection>
      </div>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {SETTINGS_PAGE_TEXT.heading}
        </h1>
        <Link
          to={profilePath(user.id)}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
        >
          {SETTINGS_PAGE_TEXT.viewProfile}
        </Link>
      </div>
      <div className="mt-6">{body}</div>
    </>
  );
}

/**
 * /profile/edit: the signed-in user's profile, e-mail address, password,
 * e-mail preferences, sessions and account deletion, each its own form.
 * Signed-out visitors go to the login page, which brings them back here.
 */
export function AccountSettingsPage() {
  const { user, status } = useSession();
  const loginPath = useLoginPath();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Set when this page signs the user out itself (everywhere, or by deleting
  // the account): it then goes where it chose, not to the login page.
  const [leaving, setLeaving] = useState(false);

  const leave = useCallback(
    (to: string) => {
      setLeaving(true);
      writeStoredUser(null);
      applySignedOut(queryClient);
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );

  let content;
  if (leaving) {
    content = (
      <p role="status" className="text-lg font-medium text-slate-700">
        {SETTINGS_PAGE_TEXT.leaving}
      </p>
    );
  } else if (status === "loading") {
    content = <Loading />;
  } else if (!user) {
    return <Navigate to={loginPath} replace />;
  } else {
    content = <Settings user={user} onLeave={leave} />;
  }

  return <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">{content}</div>;
}
