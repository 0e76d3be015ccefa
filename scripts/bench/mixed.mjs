// The mixed scenario: signed-in users reading the feed and items while others
// like, save and create. Every request carries the session of one of the
// bench users, so nothing is served from a public cache.
//   40 % feed (first page, a type, a type + domain), 40 % item detail by slug
//   (anywhere in the seeded rows), 20 % writes: 8 % like or unlike, 8 % save
//   or unsave, 4 % create a draft.

const DOMAINS = [
  "Land & Environment",
  "Water & Oceans",
  "Energy & Infrastructure",
  "Knowledge & Education",
  "Technology & Digital Access",
  "Culture & Heritage",
  "Social & Governance Systems",
];
export const TYPES = ["case-study", "trip", "policy-brief", "opinion-essay", "interview"];

/** Signs up `count` bench users (outside the measured load) and returns their cookies. */
export async function prepareUsers(url, count) {
  const cookies = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Bench Reader ${i}`,
        email: `bench-${run}-${i}@example.org`,
        password: `a long field notebook ${i}`,
      }),
    });
    if (response.status !== 201) {
      throw new Error(`sign-up ${i}: ${response.status} ${await response.text()}`);
    }
    const setCookie = response.headers.get("set-cookie") ?? "";
    const match = /fc_session=([^;]+)/.exec(setCookie);
    if (!match) throw new Error("sign-up returned no session cookie");
    cookies.push(`fc_session=${match[1]}`);
  }
  return cookies;
}

/** Published items to like and save: a few hundred from the feed, all types. */
export async function reactionTargets(url) {
  const items = [];
  for (const type of TYPES) {
    const response = await fetch(`${url}/api/content?type=${type}&limit=50`);
    const page = await response.json();
    for (const item of page.items) items.push({ id: item.id, type: item.type });
  }
  if (items.length === 0) throw new Error("no published items to react to");
  return items;
}

/** The seeded slug of a published item of row i: type from i % 5, drafts at i % 10 = 0. */
function randomDetailPath(rows) {
  let i;
  do i = 1 + Math.floor(Math.random() * rows);
  while (i % 10 === 0);
  return `/api/content/${TYPES[i % 5]}/bench-${i}`;
}

export function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** A feed page: half the first page, a quarter a type, a quarter a type and a domain. */
export function randomFeedPath() {
  const which = Math.random();
  return which < 0.5
    ? "/api/content?limit=12"
    : which < 0.75
      ? `/api/content?type=${pick(TYPES)}&limit=12`
      : `/api/content?type=${pick(TYPES)}&domain=${encodeURIComponent(pick(DOMAINS))}&limit=12`;
}

/**
 * One write of the 20 % (roll from 80 to 100): 8 like or unlike `target`,
 * 8 save or unsave it, 4 create draft number `created`.
 */
export function writeRequest(roll, cookie, target, created) {
  const headers = { cookie, "content-type": "application/json" };
  if (roll < 96) {
    return {
      method: Math.random() < 0.6 ? "POST" : "DELETE",
      path: roll < 88 ? "/api/likes" : "/api/saves",
      headers,
      body: JSON.stringify({ contentType: target.type, contentId: target.id }),
    };
  }
  return {
    method: "POST",
    path: "/api/content",
    headers,
    body: JSON.stringify({
      type: "case-study",
      title: `Bench draft ${created}`,
      summary: "A draft written during a bench",
      domain: pick(DOMAINS),
      body: { problem: "Shared water use in the dry season." },
    }),
  };
}

/**
 * autocannon options for the mix. Each request's kind ("read" or "write") is
 * kept in the connection's context, so latencies can be split by kind.
 */
export function mixedScenario(url, cookies, rows, targets) {
  let created = 0;
  return {
    url,
    requests: [
      {
        setupRequest(request, context) {
          const cookie = pick(cookies);
          const roll = Math.random() * 100;
          let kind = "read";
          let next;
          if (roll < 40) {
            next = { method: "GET", path: randomFeedPath(), headers: { cookie } };
          } else if (roll < 80) {
            next = { method: "GET", path: randomDetailPath(rows), headers: { cookie } };
          } else {
            kind = "write";
            if (roll >= 96) created += 1;
            next = writeRequest(roll, cookie, pick(targets), created);
          }
          context.kind = kind;
          return { ...request, ...next };
        },
      },
    ],
  };
}
