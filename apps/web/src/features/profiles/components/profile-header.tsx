import type { PublicProfile } from "@field-commons/shared/profiles";
import { orcidUrl } from "@field-commons/shared/profiles";
import { safeHttpUrl, safeSitePath } from "@field-commons/shared/safe-url";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { initials } from "../../../components/content/author-card";
import { buttonStyles } from "../../../components/ui/button";
import { CalendarIcon, Icon, PinIcon } from "../../../components/ui/icons";
import { displayUrl, monthYear } from "../utils/profile-text";

/** The icons beside the profile facts, quieter than the text. */
const FACT_ICON = "size-4 shrink-0 text-slate-500";

function GlobeIcon() {
  return (
    <Icon className={FACT_ICON}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </Icon>
  );
}

function IdIcon() {
  return (
    <Icon className={FACT_ICON}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 9v6M11 9v6h2.5a3 3 0 0 0 0-6H11z" />
    </Icon>
  );
}

/** The profile photo, or the name's initials in a circle. */
function ProfileAvatar({ profile }: { profile: PublicProfile }) {
  const src = safeSitePath(profile.avatar) ?? safeHttpUrl(profile.avatar);
  if (src) {
    return (
      <img
        src={src}
        alt={`Profile photo of ${profile.name}`}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-full border border-slate-200 bg-white object-cover sm:size-24"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-soft text-2xl font-bold text-accent-hover sm:size-24 sm:text-3xl"
    >
      {initials(profile.name)}
    </span>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

const externalLinkClass =
  "rounded-sm break-all text-accent underline underline-offset-2 hover:text-accent-hover";

/**
 * The top of a profile: photo, name, title, location, member since, website
 * and ORCID iD; Edit Profile for the owner, Contact (when the owner shows an
 * e-mail address) for everyone else.
 */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const website = safeHttpUrl(profile.website);
  const orcid = profile.orcid.trim();
  const since = monthYear(profile.createdAt);
  const title = profile.title.trim();
  const location = profile.location.trim();

  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <ProfileAvatar profile={profile} />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {profile.name}
          </h1>
          {title ? <p className="mt-1 text-lg break-words text-slate-700">{title}</p> : null}
          <ul
            aria-label="Profile details"
            className="mt-3 flex flex-col gap-x-5 gap-y-1.5 text-slate-700 sm:flex-row sm:flex-wrap"
          >
            {location ? (
              <Fact icon={<PinIcon className={FACT_ICON} />}>
                <span className="sr-only">Location: </span>
                {location}
              </Fact>
            ) : null}
            {since ? (
              <Fact icon={<CalendarIcon className={FACT_ICON} />}>
                Member since <time dateTime={profile.createdAt}>{since}</time>
              </Fact>
            ) : null}
            {website ? (
              <Fact icon={<GlobeIcon />}>
                <span className="sr-only">Website: </span>
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={externalLinkClass}
                >
                  {displayUrl(website)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Fact>
            ) : null}
            {orcid ? (
              <Fact icon={<IdIcon />}>
                <span className="font-medium">ORCID iD</span>{" "}
                <a
                  href={orcidUrl(orcid)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={externalLinkClass}
                >
                  {orcid}
                  <span className="sr-only"> (ORCID record, opens in a new tab)</span>
                </a>
              </Fact>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {profile.isOwner ? (
          <Link to="/profile/edit" className={buttonStyles()}>
            Edit Profile
          </Link>
        ) : profile.email ? (
          <a href={`mailto:${profile.email}`} className={buttonStyles()}>
            Contact
          </a>
        ) : null}
      </div>
    </header>
  );
}
