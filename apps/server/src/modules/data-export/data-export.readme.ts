import { DATA_EXPORT_LIMITS } from "@field-commons/shared/data-export";

/** README.txt of every archive: what each file is, what is included and what is not. */
export const README = `Field Commons: your data
========================

This archive holds what your Field Commons account owns, as it was when the
export was made. Text files are UTF-8; dates are ISO 8601 in UTC. The
download link works for ${DATA_EXPORT_LIMITS.keepHours} hours; after that the archive is deleted
from our servers (you can request a new one from Settings).

Files
-----

README.txt
    This file.

manifest.json
    When the archive was made, how many rows and files each section holds
    ("counts"), and the name of every file in the archive ("files").

profile.json
    Your account (name, e-mail address, role, plan, when it was created),
    your profile (title, bio, location, website, experience, education,
    skills, research interests, ORCID iD, what you show others) and your
    e-mail preferences.

content/{type}/{slug}.json
    Every item you wrote, in every status (draft, pending, published,
    rejected, archived): case studies, field work (trips), policy briefs,
    opinion essays and interviews, in the same shape the API gives for an
    item's detail page. {type} is case-study, trip, policy-brief,
    opinion-essay or interview.

content/{type}/{slug}.md
    The same item's text as Markdown: title, summary and each section.

trips/{slug}.json
    Each of your trips with all of its planner cards (private notes too).

likes.json, saves.json
    What you liked and saved: the item's id, type (a content type, or
    "job"), title, address, and when. An item that is no longer public keeps
    its id and date without title or address.

applications.json
    Your job applications: the job and organization, your cover letter,
    details and status. Each résumé file is under uploads/.

recordings/{id}.json, recordings/{id}-{file name}
    Your recordings (details, consent, transcript and analysis) and the
    audio or video file of each.

uploads/{id}-{kind}.{extension}
    Every other file you uploaded, as uploaded: images (kind "image"),
    audio and video (kind "media"), logos and résumés. The names of the
    files on your device were not kept, so each is named by its id and kind.

organizations.json
    The organizations you belong to on the jobs board, with your role.

jobs.json
    The jobs you posted.

job-alerts.json
    Your saved job searches.

trip-templates.json
    The trip templates you saved from your own trips.

reports.json
    The reports you made about content, and whether they were resolved.

payments.json
    Your (simulated) plan payments: plan, amount, currency, date. No card
    data is ever received or kept.

Not included
------------

- Your password (only a one-way hash is kept, and never exported), sign-in
  sessions and the tokens of e-mailed links: they are security records, and
  an archive holding them could be used to take over the account.
- Other people's data: likes, saves, reports or applications that others
  made on your work or your organization's jobs (only the counts on your
  items are included).
- Records of who viewed what: views are counted anonymously and kept only
  as daily totals.
- Resized copies of images made for cards (the originals are included).
- Messages sent to you by e-mail.
- Earlier data exports.
`;
