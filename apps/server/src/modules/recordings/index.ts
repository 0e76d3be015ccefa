// What other modules may use of the recordings module. Anything not exported
// here is the module's own business.
export { dedupeKeyOf, resolveSteps, startProcessing } from "./recordings.processing";
export { insertRecording, searchExtraOf } from "./recordings.repository";
export { uploadPartKeysOf } from "./recording-uploads.repository";
export { checkReferences, formColumns } from "./recordings.service";
export { measureDuration } from "./recordings.upload";
export { ToolNotInstalledError } from "./speech/media";
