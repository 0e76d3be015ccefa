import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const API_TARGET = "http://localhost:3000";

/**
 * The installable app: a web app manifest and the service worker in sw/sw.ts,
 * which precaches every file of the build so the app opens with no network.
 * The app registers the worker itself (lib/app-update.ts) and asks before a
 * new version takes over.
 */
const installableApp = VitePWA({
  strategies: "injectManifest",
  srcDir: "sw",
  filename: "sw.ts",
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    name: "Field Commons",
    short_name: "Field Commons",
    description:
      "Plan field-research trips, publish what you learn and search what the commons-governance community knows.",
    id: "/",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#0e6b5c",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  injectManifest: {
    // Every chunk of every screen, so any screen opens offline.
    globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [installableApp])],
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
            // React, the router and React Query (every page uses all three) in one
            // long-lived chunk that app deploys do not invalidate; other libraries
            // go with the route chunks that use them, so lazy screens (map, forms,
            // dialogs) do not weigh on the first load.
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](query-core|react-query))[\\/]/,
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
