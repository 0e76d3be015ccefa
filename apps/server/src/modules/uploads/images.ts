import type { Metadata } from "sharp";
import { CARD_IMAGE_WIDTH } from "@field-commons/shared/uploads";

/** Formats we accept, as sharp reports them from the file's content, with their MIME types. */
const FORMATS: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  heif: "image/avif",
};

/** At most 40 megapixels: refuses decompression bombs before decoding. */
const MAX_PIXELS = 40_000_000;

export interface ProcessedImage {
  mimeType: string;
  width: number;
  height: number;
  card: Buffer;
}

/**
 * Reads an image by its content (never its name), and makes the card variant.
 * Returns null when the bytes are not an image of an accepted format.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage | null> {
  // Loaded on the first upload, not at every start.
  const { default: sharp } = await import("sharp");
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return null;
  }
  const format = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!format || !metadata.width || !metadata.height) return null;
  if (metadata.format === "heif" && metadata.compression !== "av1") return null;
  let card: Buffer;
  try {
    card = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: CARD_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  // Orientation 5-8 swaps width and height once rotated.
  const rotated = (metadata.orientation ?? 1) >= 5;
  return {
    mimeType: format,
    width: rotated ? metadata.height : metadata.width,
    height: rotated ? metadata.width : metadata.height,
    card,
  };
}
