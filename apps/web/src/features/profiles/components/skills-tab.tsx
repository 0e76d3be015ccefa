import type { PublicProfile } from "@field-commons/shared/profiles";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { useId } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";

function ChipSection({ title, items }: { title: string; items: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
        {items.map((item, index) => (
          <li
            key={`${index}:${item}`}
            className="max-w-full rounded-full border border-slate-200 bg-slate-100 px-3 py-1 text-sm font-medium break-words text-slate-800"
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Skills and research interests as chips. */
export function SkillsTab({ profile }: { profile: PublicProfile }) {
  const skills = profile.skills.filter((skill) => skill.trim());
  const interests = profile.researchInterests.filter((interest) => interest.trim());
  if (skills.length === 0 && interests.length === 0) {
    return (
      <EmptyState
        title={PROFILE_MESSAGES.noSkills}
        action={
          profile.isOwner ? (
            <Link to="/profile/edit" className={buttonStyles({ variant: "secondary" })}>
              Edit Profile
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="space-y-10">
      {skills.length > 0 ? <ChipSection title="Skills" items={skills} /> : null}
      {interests.length > 0 ? <ChipSection title="Research interests" items={interests} /> : null}
    </div>
  );
}
