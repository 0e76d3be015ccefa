import { JOB_MESSAGES } from "@field-commons/shared/jobs";
import { useLoginPath } from "../../../lib/return-path";
import type { JobDetail, MyOrganization } from "@field-commons/shared/jobs";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { EmptyState } from "../../../components/ui/empty-state";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useLogError } from "../../../hooks/use-log-error";
import { useSession } from "../../../lib/session/use-session";
import { useMyOrganization } from "../api/my-organization";
import { useDashboardParams } from "../hooks/use-dashboard-params";
import { ORGANIZATION_TEXT } from "../utils/organization-text";
import { AnalyticsTab } from "./analytics-tab";
import { ApplicationsTab } from "./applications-tab";
import { JobFormDialog } from "./job-form-dialog";
import type { JobEditorState } from "./job-form-dialog";
import { JobsTab } from "./jobs-tab";
import { LeaveOrganizationButton } from "./leave-organization";
import { OrganizationForm } from "./organization-form";
import { OrganizationFacts, OrganizationLogo } from "./organization-profile";
import { OverviewTab } from "./overview-tab";
import { ReceivedInvitations, type LinkedInvitation } from "./received-invitations";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "jobs", label: "Jobs" },
  { value: "applications", label: "Applications" },
  { value: "analytics", label: "Analytics" },
] as const;

function DashboardLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p role="status" className="text-lg font-medium text-slate-700">
        {ORGANIZATION_TEXT.loading}
      </p>
      <Skeleton className="mt-6 h-20 w-full" />
      <Skeleton className="mt-8 h-12 w-full" />
      <Skeleton className="mt-5 h-64 w-full" />
    </div>
  );
}

function SignedOut() {
  const loginPath = useLoginPath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={ORGANIZATION_TEXT.signedOut}
        description={ORGANIZATION_TEXT.signedOutHelp}
        action={
          <>
            <Link to={loginPath} className={buttonStyles()}>
              Log In
            </Link>
            <Link to="/signup" className={buttonStyles({ variant: "secondary" })}>
              Sign Up
            </Link>
          </>
        }
      />
    </div>
  );
}

/** What the dashboard says about the person's own membership: a notice, and invitations to them. */
function MembershipNotes({ children }: { children: ReactNode }) {
  return <div className="mt-6 space-y-4 empty:hidden">{children}</div>;
}

/**
 * No organization yet: 'Organization Not Found', any invitations to join
 * one, and the profile form right there.
 */
function CreateOrganization({ notes }: { notes: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {JOB_MESSAGES.organizationNotFound}
      </h1>
      <p className="mt-2 text-slate-700">{ORGANIZATION_TEXT.createPrompt}</p>
      <MembershipNotes>{notes}</MembershipNotes>
      <Card className="mt-6">
        <h2 className="mb-5 text-xl font-semibold text-slate-900">
          {ORGANIZATION_TEXT.createHeading}
        </h2>
        <OrganizationForm />
      </Card>
    </div>
  );
}

function EditProfileDialog({
  data,
  open,
  onOpenChange,
  onSaved,
}: {
  data: MyOrganization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="sm:max-w-2xl" {...focus}>
          <DialogTitle>Organization profile</DialogTitle>
          <DialogDescription>
            What job seekers see on your public page and job cards.
          </DialogDescription>
          <div className="mt-5">
            <OrganizationForm
              organization={data.organization}
              onSaved={onSaved}
              onCancel={() => onOpenChange(false)}
            />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Dashboard({
  data,
  notes,
  onLeft,
}: {
  data: MyOrganization;
  notes: ReactNode;
  onLeft: (message: string) => void;
}) {
  const { organization, role } = data;
  const { tab, setTab, filters, setFilters, showApplications } = useDashboardParams();
  const [editor, setEditor] = useState<JobEditorState>(null);
  const [editingProfile, setEditingProfile] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onJobSaved = (job: JobDetail, created: boolean) => {
    setEditor(null);
    setNotice(created ? `“${job.title}” is posted.` : `Changes to “${job.title}” are saved.`);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <OrganizationLogo organization={organization} className="size-16" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-600">Organization Dashboard</p>
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {organization.name}
            </h1>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/organizations/${organization.slug}`}
            className={buttonStyles({ variant: "secondary" })}
          >
            {ORGANIZATION_TEXT.publicPage}
          </Link>
          {role === "owner" ? (
            <Button variant="secondary" onClick={() => setEditingProfile(true)}>
              {ORGANIZATION_TEXT.editButton}
            </Button>
          ) : (
            <LeaveOrganizationButton
              organizationName={organization.name}
              onLeft={onLeft}
              onError={setNotice}
            />
          )}
        </div>
      </div>
      {organization.description ? (
        <p className="mt-4 max-w-prose whitespace-pre-line text-slate-700">
          {organization.description}
        </p>
      ) : null}
      <div className="mt-4">
        <OrganizationFacts organization={organization} />
      </div>
      <MembershipNotes>{notes}</MembershipNotes>

      {notice ? (
        <Message tone="success" className="mt-6">
          {notice}
        </Message>
      ) : null}

      <Tabs
        value={tab}
        onValueChange={(value) => {
          setNotice(null);
          setTab(value);
        }}
        className="mt-8"
      >
        <TabsList aria-label="Organization dashboard" className="grid grid-cols-2 sm:flex">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="px-2 sm:flex-1">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab data={data} onPost={() => setEditor({ jobId: null })} onShowTab={setTab} />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTab
            onPost={() => setEditor({ jobId: null })}
            onEdit={(jobId) => setEditor({ jobId })}
            onApplications={showApplications}
          />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab filters={filters} onFiltersChange={setFilters} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>

      <JobFormDialog state={editor} onClose={() => setEditor(null)} onSaved={onJobSaved} />
      {role === "owner" ? (
        <EditProfileDialog
          data={data}
          open={editingProfile}
          onOpenChange={setEditingProfile}
          onSaved={() => {
            setEditingProfile(false);
            setNotice("Your organization profile is saved.");
          }}
        />
      ) : null}
    </div>
  );
}

/** The invitation an e-mail's link names (?invitation=id&token=...), if any. */
function useLinkedInvitation(): [LinkedInvitation | null, () => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get("invitation");
  const token = params.get("token");
  const linked = useMemo(() => (id ? { id, token } : null), [id, token]);
  const clear = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("invitation");
        next.delete("token");
        return next;
      },
      { replace: true },
    );
  return [linked, clear];
}

function SignedInDashboard() {
  const query = useMyOrganization();
  useLogError(query.error, "Failed to fetch the organization");
  const [linked, clearLinked] = useLinkedInvitation();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Joining, declining or leaving changes the screen: focus moves to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const onAnswered = (message: string) => {
    setNotice(message);
    clearLinked();
  };
  if (query.isPending) return <DashboardLoading />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={JOB_MESSAGES.fetchFailed}
          description="We couldn't load your organization."
          action={
            <Button isBusy={query.isFetching} onClick={() => void query.refetch()}>
              {JOB_MESSAGES.tryAgain}
            </Button>
          }
        />
      </div>
    );
  }
  const notes = (
    <>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          <Message tone="success">{notice}</Message>
        </div>
      ) : null}
      <ReceivedInvitations linked={linked} hasOrganization={!!query.data} onAnswered={onAnswered} />
    </>
  );
  if (!query.data) return <CreateOrganization notes={notes} />;
  return <Dashboard data={query.data} notes={notes} onLeft={setNotice} />;
}

/** The organization dashboard (/organization/dashboard). */
export function OrganizationDashboard() {
  const { user, status } = useSession();
  if (user) return <SignedInDashboard />;
  return status === "loading" ? <DashboardLoading /> : <SignedOut />;
}
