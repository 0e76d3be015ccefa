import type { BodyUpload, ContentTypeHooks } from "../content";

/** What interviews add to the generic content service: the uploads their body refers to. */
export const interviewContentHooks: ContentTypeHooks<"interview"> = {
  bodyUploads(input) {
    const refs: (Omit<BodyUpload, "id"> & { id: string | undefined })[] = [
      { path: "body.mediaUploadId", id: input.body.mediaUploadId, kind: "media" },
      {
        path: "body.interviewee.photoUploadId",
        id: input.body.interviewee?.photoUploadId,
        kind: "image",
      },
    ];
    return refs.filter((ref): ref is BodyUpload => !!ref.id);
  },
};
