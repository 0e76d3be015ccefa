// Writes .br and .gz next to each text asset of the build, so the server can
// send compressed files without compressing on every request.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

let files = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith(".map")) {
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      fs.writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      files++;
    }
  }
};
walk(dist);
console.log(`compressed ${files} assets (.br and .gz)`);
