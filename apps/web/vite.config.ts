import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const API_TARGET = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Zod through the module that configures it (src/lib/zod.ts says why).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("src/lib/zod.ts", import.meta.url)) },
    ],
  },
  // The server-rendering build (dist-ssr) carries its libraries with it, so the
  // server loads one self-contained module.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        assetsDir: "assets",
        // The server's CSP forbids inline scripts: never inline assets as data: URLs
        // and keep every script an external, hashed file under /assets/.
        assetsInlineLimit: 0,
        sourcemap: true,
        rolldownOptions: {
          output: {
            // React and the router in one long-lived chunk that app deploys do not
            // invalidate; other libraries go with the route chunks that use them,
            // so lazy screens (map, forms, dialogs) do not weigh on the first load.
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // Zod with its configuration in one chunk, loaded only by the
                // screens that validate (never by the first page's entry).
                {
                  name: "zod",
                  test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod\.ts$/,
                },
                // The map library loads only with the map, never on the list view.
                {
                  name: "leaflet",
                  test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
