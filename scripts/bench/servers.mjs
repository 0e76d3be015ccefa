// One app server against two on the same PostgreSQL, in one run: the same
// feed requests (anonymous, then signed in so every request reaches the
// database) with the same total connections, spread evenly over the servers.
// On a machine with few cores the gain is bounded; what matters is that
// adding a server does not lower throughput and that nothing fails.
import autocannon from "autocannon";
import { prepareUsers } from "./mixed.mjs";
import { percentileOf, startServer, stop } from "./lib.mjs";

async function loadAcross(urls, path, { connections, seconds, headers = {} }) {
  const latencies = [];
  let errors = 0;
  const runs = urls.map((url) => {
    const instance = autocannon({
      url: `${url}${path}`,
      connections: Math.round(connections / urls.length),
      duration: seconds,
      headers,
    });
    instance.on("response", (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status !== 200) errors += 1;
    });
    return instance;
  });
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, r) => sum + Math.round(r.requests.average), 0),
    p95: Math.round(percentileOf(latencies, 95) * 10) / 10,
    errors: errors + results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

export async function serversScenario(databaseUrl, { connections, seconds }) {
  const env = { DATABASE_URL: databaseUrl, WORKERS: "false" };
  const rows = {};
  const scenarios = [
    ["feed, first page", "/api/content?limit=12"],
    ["feed, first page, signed in", "/api/content?limit=12"],
  ];
  for (const count of [1, 2]) {
    const servers = [];
    try {
      for (let i = 0; i < count; i++) servers.push(await startServer(env));
      const urls = servers.map((s) => s.url);
      for (const url of urls) {
        await autocannon({ url: `${url}/api/content?limit=12`, connections: 10, duration: 2 });
      }
      const [cookie] = await prepareUsers(urls[0], 1);
      for (const [name, path] of scenarios) {
        const headers = name.endsWith("signed in") ? { cookie } : {};
        const result = await loadAcross(urls, path, { connections, seconds, headers });
        (rows[name] ??= {})[count] = result;
      }
    } finally {
      for (const server of servers) await stop(server.child);
    }
  }
  console.log(
    `\nPostgreSQL, one app server against two (${connections} connections in all, ${seconds} s each)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, r]) => [
        name,
        {
          "1 server req/s": r[1].rps,
          "1 server p95 ms": r[1].p95,
          "2 servers req/s": r[2].rps,
          "2 servers p95 ms": r[2].p95,
          "2 / 1": `${(r[2].rps / r[1].rps).toFixed(2)}`,
          errors: r[1].errors + r[2].errors,
        },
      ]),
    ),
  );
  return rows;
}
