// What other modules may use of the uploads module. Anything not exported
// here is the module's own business.
export { wavFile } from "./__fixtures__/media-samples";
export { processImage } from "./images";
export { MEDIA_SNIFF_BYTES, detectMedia, type DetectedMedia } from "./media";
export { admitUpload, checkRoomLocked, quotaExceeded, storageUsage } from "./quota";
export { readWholeFile } from "./read-file";
export { findOwnedUploads, insertUpload } from "./uploads.repository";
