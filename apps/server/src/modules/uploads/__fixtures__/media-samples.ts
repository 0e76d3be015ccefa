/**
 * Small, well-formed media files made in memory for tests: real headers
 * followed by a little real content, so detection by content can be checked
 * without binary fixtures in the repository.
 */

/** A RIFF/WAVE file: 16-bit mono PCM, a sine tone of the given length. */
export function wavFile(milliseconds = 300, sampleRate = 8000): Buffer {
  const samples = Math.round((sampleRate * milliseconds) / 1000);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 12_000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// --- Ogg -----------------------------------------------------------------------

const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

function oggPage(payload: Buffer, sequence: number, headerType: number, granule: bigint): Buffer {
  const segments: number[] = [];
  let left = payload.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = Buffer.alloc(27 + segments.length);
  header.write("OggS", 0, "ascii");
  header.writeUInt8(0, 4); // version
  header.writeUInt8(headerType, 5);
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x46430001, 14); // stream serial number
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(segments.length, 26);
  segments.forEach((s, i) => header.writeUInt8(s, 27 + i));
  const page = Buffer.concat([header, payload]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** An Ogg Opus stream: the identification and comment headers (with CRCs) and one silent packet. */
export function oggOpusFile(): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12); // input sample rate
  head.writeInt16LE(0, 16); // output gain
  head.writeUInt8(0, 18); // mapping family
  const vendor = Buffer.from("field-commons tests", "utf8");
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write("OpusTags", 0, "ascii");
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  tags.writeUInt32LE(0, 12 + vendor.length);
  // One 20 ms CELT frame of silence (TOC 0xF8: config 31, mono, one frame).
  const silence = Buffer.from([0xf8, 0xff, 0xfe]);
  return Buffer.concat([
    oggPage(head, 0, 0x02, 0n),
    oggPage(tags, 1, 0x00, 0n),
    oggPage(silence, 2, 0x04, 960n),
  ]);
}

// --- WebM (EBML) -----------------------------------------------------------------

function ebmlSize(n: number): Buffer {
  // Eight-byte sizes keep this simple and are valid EBML.
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0);
  out.writeUIntBE(n, 2, 6);
  return out;
}

function element(id: number, body: Buffer | Buffer[]): Buffer {
  const content = Array.isArray(body) ? Buffer.concat(body) : body;
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  return Buffer.concat([idBytes, ebmlSize(content.length), content]);
}

const uint = (n: number) => Buffer.from([n]);
const str = (s: string) => Buffer.from(s, "ascii");

/** A WebM file with an audio (Opus) track, and a video (VP8) track when asked, and one cluster. */
export function webmFile(options: { video?: boolean } = {}): Buffer {
  const header = element(0x1a45dfa3, [
    element(0x4286, uint(1)), // EBMLVersion
    element(0x42f7, uint(1)), // EBMLReadVersion
    element(0x42f2, uint(4)), // EBMLMaxIDLength
    element(0x42f3, uint(8)), // EBMLMaxSizeLength
    element(0x4282, str("webm")), // DocType
    element(0x4287, uint(4)), // DocTypeVersion
    element(0x4285, uint(2)), // DocTypeReadVersion
  ]);
  const info = element(0x1549a966, [
    element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), // TimestampScale 1,000,000
    element(0x4d80, str("field-commons tests")), // MuxingApp
    element(0x5741, str("field-commons tests")), // WritingApp
  ]);
  const audio = element(0xae, [
    element(0xd7, uint(1)), // TrackNumber
    element(0x73c5, uint(1)), // TrackUID
    element(0x83, uint(2)), // TrackType: audio
    element(0x86, str("A_OPUS")),
    element(0xe1, [element(0xb5, Buffer.from([0x47, 0x3b, 0x80, 0x00])), element(0x9f, uint(1))]),
  ]);
  const video = element(0xae, [
    element(0xd7, uint(2)),
    element(0x73c5, uint(2)),
    element(0x83, uint(1)), // TrackType: video
    element(0x86, str("V_VP8")),
    element(0xe0, [element(0xb0, uint(16)), element(0xba, uint(16))]),
  ]);
  const tracks = element(0x1654ae6b, options.video ? [video, audio] : [audio]);
  const cluster = element(0x1f43b675, [
    element(0xe7, uint(0)), // Timestamp
    element(0xa3, Buffer.from([0x81, 0x00, 0x00, 0x80, 0xf8, 0xff, 0xfe])), // SimpleBlock
  ]);
  // The segment's size is "unknown", as browsers' MediaRecorder writes it.
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    info,
    tracks,
    cluster,
  ]);
  return Buffer.concat([header, segment]);
}

// --- MP4 (ISO base media) ----------------------------------------------------------

function box(type: string, ...children: Buffer[]): Buffer {
  const content = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, content]);
}

function hdlr(handler: "soun" | "vide"): Buffer {
  const body = Buffer.alloc(4 + 4 + 4 + 12 + 1);
  body.write(handler, 8, "latin1");
  return box("hdlr", body);
}

/** An MP4 whose one track is sound or video; the movie box first, then the media data. */
export function mp4File(options: { brand?: string; handler: "soun" | "vide" }): Buffer {
  const brand = (options.brand ?? "isom").padEnd(4, " ");
  const ftyp = box(
    "ftyp",
    Buffer.from(brand, "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp41`, "latin1"),
  );
  const mvhd = box("mvhd", Buffer.alloc(100));
  const trak = box(
    "trak",
    box("tkhd", Buffer.alloc(84)),
    box("mdia", box("mdhd", Buffer.alloc(24)), hdlr(options.handler)),
  );
  const moov = box("moov", mvhd, trak);
  const mdat = box("mdat", Buffer.alloc(2048, 0x11));
  return Buffer.concat([ftyp, moov, mdat]);
}
