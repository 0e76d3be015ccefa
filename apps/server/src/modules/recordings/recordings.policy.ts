import type { RecordingPrivacy, RecordingStatus } from "@field-commons/shared/recordings";
import { isAdminRole, type PublicUser } from "@field-commons/shared/users";
import { canPublishDirectly } from "../content";

type Viewer = Pick<PublicUser, "id" | "role"> | null;

interface RecordingLike {
  authorId: string;
  privacy: RecordingPrivacy;
  status: RecordingStatus;
}

/**
 * Who may see a recording, its file and its transcript: the author and
 * admins always; anyone a published public one; any signed-in member a
 * published shared one. Drafts and private recordings stay with the author.
 */
export function canViewRecording(viewer: Viewer, recording: RecordingLike): boolean {
  if (viewer && (viewer.id === recording.authorId || isAdminRole(viewer))) return true;
  if (recording.status !== "published") return false;
  if (recording.privacy === "public") return true;
  return recording.privacy === "shared" && viewer !== null;
}

/** The author edits, processes and deletes a recording; so do admins. */
export function canManageRecording(viewer: Viewer, recording: Pick<RecordingLike, "authorId">) {
  return !!viewer && (viewer.id === recording.authorId || isAdminRole(viewer));
}

/**
 * Publishing a recording (making it a published one) needs contributor
 * status, as publishing content directly does; admins have it. Taking one
 * back to a draft does not.
 */
export function canPublishRecording(user: PublicUser): boolean {
  return canPublishDirectly(user);
}
