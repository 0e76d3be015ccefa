import type { JobDomain } from "@field-commons/shared/jobs";
import { useId } from "react";
import { useRelatedJobs } from "../api/get-jobs";
import { JobCard, JobCardSkeleton } from "./job-card";

/** Up to three open jobs of the same domain; nothing when there are none or they fail to load. */
export function RelatedJobs({ domain, jobId }: { domain: JobDomain; jobId: string }) {
  const headingId = useId();
  const related = useRelatedJobs(domain, jobId);
  if (related.isError || (related.data && related.data.length === 0)) return null;

  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        Related Jobs
      </h2>
      {related.data ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {related.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} view="grid" headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <div aria-busy="true" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <JobCardSkeleton view="grid" />
          <JobCardSkeleton view="grid" />
          <JobCardSkeleton view="grid" />
        </div>
      )}
    </section>
  );
}
