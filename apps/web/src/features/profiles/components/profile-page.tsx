import type { PublicProfile } from "@field-commons/shared/profiles";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { Link } from "react-router";
import { ContentLoadError } from "../../../components/content/content-detail-states";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useLogError } from "../../../hooks/use-log-error";
import { useProfile } from "../api/get-profile";
import { PROFILE_TABS, useProfileTab } from "../hooks/use-profile-tab";
import { ApplicationsTab } from "./applications-tab";
import { OverviewTab } from "./overview-tab";
import { ProfileHeader } from "./profile-header";
import { PublicationsTab } from "./publications-tab";
import { SkillsTab } from "./skills-tab";

function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading profile…
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <Skeleton className="size-20 rounded-full sm:size-24" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-5 w-80 max-w-full" />
        </div>
      </div>
      <Skeleton className="mt-8 h-12 w-full" />
      <Skeleton className="mt-8 h-24 w-full max-w-prose" />
      <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    </div>
  );
}

/** 'Profile Not Found': an unknown id, or an account that was deleted. */
function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={PROFILE_MESSAGES.notFound}
        description={PROFILE_MESSAGES.notFoundHint}
        action={
          <Link to="/" className={buttonStyles()}>
            Back to Home
          </Link>
        }
      />
    </div>
  );
}

function Profile({ profile }: { profile: PublicProfile }) {
  const { tab, setTab } = useProfileTab(profile.isOwner);
  const tabs = PROFILE_TABS.filter((item) => item.value !== "applications" || profile.isOwner);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ProfileHeader profile={profile} />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Profile sections" className="grid grid-cols-2 sm:flex">
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="px-2 text-center sm:flex-1">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-8">
          <OverviewTab profile={profile} />
        </TabsContent>
        <TabsContent value="publications" className="mt-8">
          <PublicationsTab
            profileId={profile.id}
            total={profile.stats.publications}
            isOwner={profile.isOwner}
          />
        </TabsContent>
        {profile.isOwner ? (
          <TabsContent value="applications" className="mt-8">
            <ApplicationsTab />
          </TabsContent>
        ) : null}
        <TabsContent value="skills" className="mt-8">
          <SkillsTab profile={profile} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** A person's public profile (/profile/{id}, /profiles/{id}) in its loading, error and not-found states. */
export function ProfilePage({ id }: { id: string }) {
  const query = useProfile(id);
  useLogError(query.error, "Failed to fetch the profile");
  const profile = query.data ?? null;
  useDocumentTitle(
    query.isPending
      ? "Profile"
      : profile
        ? profile.name
        : query.isError && query.data === undefined
          ? "Profile unavailable"
          : PROFILE_MESSAGES.notFound,
  );

  if (query.isPending) return <ProfileSkeleton />;
  // A failed refetch keeps the profile on screen; only a first load that failed shows the error.
  if (query.isError && query.data === undefined) {
    return (
      <ContentLoadError
        message="We couldn't load this profile."
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        backTo="/"
        backLabel="Back to Home"
      />
    );
  }
  if (!profile) return <ProfileNotFound />;
  return <Profile profile={profile} />;
}
