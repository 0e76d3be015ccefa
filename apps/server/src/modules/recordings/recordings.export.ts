import {
  addStoredFile,
  bump,
  EXPORT_PAGE,
  extensionOf,
  keyset,
  safeName,
  type ExportSection,
} from "../data-export";
import { presentRecording } from "./recordings.presenter";
import { findRecording, findRecordingFile, recordingIdsPage } from "./recordings.repository";

/** The person's recordings: each one's record with its transcript, and its audio file. */
export const recordingsExport: ExportSection = {
  name: "recordings",
  async write(ctx) {
    const { db, user, archive } = ctx;
    ctx.counts.recordings = 0;
    ctx.counts.recordingFiles = 0;
    const ids = keyset(
      (after) => recordingIdsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    for await (const { id } of ids) {
      const row = await findRecording(db, id);
      if (!row) continue;
      const file = await findRecordingFile(db, row.uploadId);
      const fileName = file
        ? `recordings/${row.id}-${safeName(row.originalName, `recording.${extensionOf(file.mimeType)}`)}`
        : null;
      await archive.addJson(
        `recordings/${row.id}.json`,
        { ...presentRecording(row, user), file: fileName },
        row.updatedAt,
      );
      bump(ctx.counts, "recordings");
      if (file && fileName) {
        const added = await addStoredFile(
          ctx,
          fileName,
          file.storageKey,
          file.mimeType,
          row.createdAt,
        );
        if (added) bump(ctx.counts, "recordingFiles");
      }
    }
  },
};
