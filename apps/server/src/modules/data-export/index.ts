// What other modules may use of the data export: the section contract each
// module implements for its own part of a person's archive.
export {
  addJsonList,
  addStoredFile,
  bump,
  EXPORT_PAGE,
  extensionOf,
  keyset,
  resumeArchiveName,
  safeName,
  type ExportContext,
  type ExportSection,
} from "./export-section";
export { archiveKeysOf } from "./data-export.repository";
