// The demo's public face: what the server loads, only in demo mode, from a
// build chunk of its own (server.ts imports this file dynamically).
export { DEMO_ACCOUNTS } from "./demo-accounts";
export { seedDemoData } from "./seed";
