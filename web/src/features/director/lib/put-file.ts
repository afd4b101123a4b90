/**
 * One direct upload to storage through its presigned URL. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which the page shows per file.
 */
export class UploadFailed extends Error {
  override readonly name = 'UploadFailed';
  constructor(readonly status: number) {
    super(status === 0 ? 'network error' : `storage answered ${status}`);
  }
}

/**
 * A request that stops moving is abandoned (and retried): when the network drops, Chromium may leave
 * a running upload hanging instead of failing it.
 */
const STALL_MS = 15_000;

export const putFile = (
  url: string,
  headers: Readonly<Record<string, string>>,
  body: Blob,
  onProgress: (sentBytes: number) => void,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      // The browser sets Content-Length itself and refuses to be told.
      if (name.toLowerCase() !== 'content-length') request.setRequestHeader(name, value);
    }
    let stall = 0;
    const watch = () => {
      window.clearTimeout(stall);
      stall = window.setTimeout(() => request.abort(), STALL_MS);
    };
    const fail = (status: number) => {
      window.clearTimeout(stall);
      reject(new UploadFailed(status));
    };
    request.upload.onprogress = (event) => {
      watch();
      onProgress(event.loaded);
    };
    request.upload.onload = watch;
    request.onload = () => {
      window.clearTimeout(stall);
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new UploadFailed(request.status));
    };
    request.onerror = () => fail(0);
    request.onabort = () => fail(0);
    watch();
    request.send(body);
  });
