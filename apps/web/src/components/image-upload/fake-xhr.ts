import { vi } from "vitest";

/**
 * For tests: replaces XMLHttpRequest (used by uploads, for progress) with one
 * that sends through the global fetch, so the mocked fetch (testing/mock-fetch)
 * answers uploads like every other call. It reports half the file as sent
 * before the request goes out, then all of it once the answer is in.
 */
export function routeXhrThroughFetch() {
  class FetchBackedXMLHttpRequest {
    status = 0;
    responseText = "";
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "GET";
    private url = "";
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      if (this.aborted) return;
      this.aborted = true;
      this.onabort?.();
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get("file") : null;
      const total = file instanceof File ? file.size : 0;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: total > 0, loaded, total } as ProgressEvent);
      void (async () => {
        try {
          progress(total / 2);
          const response = await fetch(this.url, {
            method: this.method,
            headers: this.headers,
            body: body as BodyInit | null | undefined,
          });
          if (this.aborted) return;
          progress(total);
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal("XMLHttpRequest", FetchBackedXMLHttpRequest);
}
