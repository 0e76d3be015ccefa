import { DOMAINS, type Domain } from "@field-commons/shared/domains";
import type { MyProfile, Preferences, ProfileValues } from "@field-commons/shared/profiles";
import { PROFILE_MESSAGES as M } from "@field-commons/shared/profiles";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { AppError, badRequest } from "../../errors";
import { imageUrls } from "@field-commons/shared/uploads";
import { publishedContentChanged } from "../content";
import { findOwnedUploads } from "../uploads";
import { findUserWithProfile, savePreferences, saveProfile } from "./profiles.repository";

export async function myProfile(db: Db, userId: string): Promise<MyProfile> {
  const found = await findUserWithProfile(db, userId);
  if (!found) throw new AppError(404, "PROFILE_NOT_FOUND", M.notFound);
  const { user, profile } = found;
  return {
    profile: {
      name: user.name,
      avatarUploadId: profile.avatarUploadId,
      title: profile.title,
      bio: profile.bio,
      location: profile.location,
      website: profile.website,
      experience: profile.experience,
      education: profile.education,
      skills: profile.skills,
      researchInterests: profile.researchInterests,
      orcid: profile.orcid,
      showEmail: profile.showEmail,
      showApplicationCount: profile.showApplicationCount,
    },
    avatar: profile.avatarUploadId ? imageUrls(profile.avatarUploadId).cardUrl : null,
    email: user.email,
    isVerified: user.isVerified,
    pendingEmail: profile.pendingEmail,
    preferences: {
      digestFrequency: profile.digestFrequency,
      digestDomains: profile.digestDomains.filter((d): d is Domain =>
        (DOMAINS as readonly string[]).includes(d),
      ),
      jobAlertEmails: profile.jobAlertEmails,
      notifyApplicationStatus: profile.notifyApplicationStatus,
      notifyNewApplications: profile.notifyNewApplications,
    },
  };
}

export async function updateProfile(db: Db, user: PublicUser, input: ProfileValues) {
  if (input.avatarUploadId) {
    const [upload] = await findOwnedUploads(db, user.id, [input.avatarUploadId]);
    if (!upload || upload.kind !== "image") {
      throw badRequest("Invalid body", { avatarUploadId: ["Choose an image you uploaded"] });
    }
  }
  const { name, ...rest } = input;
  await saveProfile(db, user.id, rest, name);
  publishedContentChanged(); // author names on cached public lists
  return myProfile(db, user.id);
}

export async function updatePreferences(db: Db, userId: string, input: Preferences) {
  await savePreferences(db, userId, input);
  return myProfile(db, userId);
}
