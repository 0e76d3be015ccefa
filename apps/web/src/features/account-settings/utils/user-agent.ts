/*
 * A browser's user agent in plain words ('Chrome on Linux'). Only the common
 * browsers and systems are named; anything else is 'Unknown browser' or
 * 'an unknown system'. Order matters: Edge and Opera also say 'Chrome', and
 * Chrome also says 'Safari'.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function first(list: readonly [RegExp, string][], text: string): string | null {
  return list.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** 'Chrome on Linux', 'Safari on iPhone', 'Firefox', 'Unknown device'. */
export function describeUserAgent(userAgent: string | null): string {
  const text = userAgent?.trim() ?? "";
  if (text === "") return "Unknown device";
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return "Unknown device";
}
