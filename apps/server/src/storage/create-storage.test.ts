import { describe, expect, it } from "vitest";
import { testEnv } from "../env";
import { createStorage } from "./create-storage";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";

describe("createStorage", () => {
  it("uses local disk by default and S3 with STORAGE=s3", () => {
    expect(createStorage(testEnv())).toBeInstanceOf(LocalDiskStorage);
    const s3 = createStorage(
      testEnv({
        STORAGE: "s3",
        S3_BUCKET: "uploads",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
      }),
    );
    expect(s3).toBeInstanceOf(S3Storage);
  });
});
