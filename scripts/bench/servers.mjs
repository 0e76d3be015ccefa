// One app server against two on the same PostgreSQL, in one run: the same
// feed requests (anonymous, then signed in so every request reaches the
// database) with the same total connections, spread evenly over the servers.
// On a machine with few cores the gain is bounded; what matters is that
// adding a server does not lower throughput and that nothing fails.
//
// One run of a scenario on a 2-core machine varies by 15 % or more (the
// signed-in feed on one server has measured 880 to 1,920 req/s), so the
// comparison is made in rounds (BENCH_SERVERS_ROUNDS, 3): each round measures
// one server and then two, its ratio is taken between runs a minute apart,
// and the median round's ratio is the result.
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function serversScenario(databaseUrl, { connections, seconds, rounds = 3 }) {
  const env = { DATABASE_URL: databaseUrl, WORKERS: "false" };
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    runs.push(await serversRound(env, { connections, seconds }));
  }
  const rows = {};
  for (const name of Object.keys(runs[0])) {
    const of = (count, key) => runs.map((run) => run[name][count][key]);
    const ratios = runs.map((run) => run[name][2].rps / run[name][1].rps);
    rows[name] = {
      1: { rps: median(of(1, "rps")), p95: median(of(1, "p95")) },
      2: { rps: median(of(2, "rps")), p95: median(of(2, "p95")) },
      ratios,
      ratio: median(ratios),
      errors: [...of(1, "errors"), ...of(2, "errors")].reduce((a, b) => a + b, 0),
    };
  }
  console.log(
    `\nPostgreSQL, one app server against two (${connections} connections in all, ${seconds} s each, ` +
      `${rounds} rounds; medians)`,
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
          "2 / 1 by round": r.ratios.map((x) => x.toFixed(2)).join(" "),
          "2 / 1": r.ratio.toFixed(2),
          errors: r.errors,
        },
      ]),
    ),
  );
  return rows;
}

/** One server, then two: each scenario's req/s, p95 and errors by server count. */
async function serversRound(env, { connections, seconds }) {
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
  return rows;
}
