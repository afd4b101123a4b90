/**
 * What the fake media links open, as CloudFront and S3 answer the real ones, so that the links'
 * contract can follow a fake link as a browser follows a real one: a GET link opens the key it
 * names, within its scope and until its `notAfter`, saved under its download name; a stored
 * document's link serves it as its name says; an upload link stores what is sent. Anything else,
 * a missing object included, is refused with 403, as the edge does without s3:ListBucket.
 */
import { contentDisposition, servingOf } from '#functions/adapters/file-links.js';

export interface EdgeAnswer {
  readonly status: number;
  readonly body: string;
  readonly contentType: string | undefined;
  readonly disposition: string | undefined;
}

export interface FakeMediaEdge {
  readonly objects: Map<string, { readonly body: string; readonly contentType: string }>;
  /** A GET of the link at `now`. */
  open(url: string, now: Date): EdgeAnswer;
  /** A PUT of `body` to the link with these headers; the answer's status. */
  upload(url: string, headers: Readonly<Record<string, string>>, body: string): number;
}

const refused: EdgeAnswer = { status: 403, body: '', contentType: undefined, disposition: undefined };

const keyOf = (url: URL): string => url.pathname.slice(1).split('/').map(decodeURIComponent).join('/');

export const fakeMediaEdge = (): FakeMediaEdge => {
  const objects = new Map<string, { body: string; contentType: string }>();
  const serve = (key: string, serving?: { contentType: string; disposition: string }): EdgeAnswer => {
    const object = objects.get(key);
    if (!object) return refused;
    return {
      status: 200,
      body: object.body,
      contentType: serving?.contentType ?? object.contentType,
      disposition: serving?.disposition,
    };
  };
  return {
    objects,
    open(raw, now) {
      const url = new URL(raw);
      const key = keyOf(url);
      const name = url.searchParams.get('as');
      if (url.host === 'links.test') return name === null ? refused : serve(key, servingOf(name));
      if (url.host !== 'media.test' || !url.searchParams.has('get')) return refused;
      const scope = url.searchParams.get('scope');
      if (scope !== null && !key.startsWith(scope)) return refused;
      const notAfter = url.searchParams.get('notAfter');
      if (notAfter !== null && now.getTime() >= Date.parse(notAfter)) return refused;
      const object = serve(key);
      return name === null ? object : { ...object, disposition: contentDisposition('attachment', name) };
    },
    upload(raw, headers, body) {
      const url = new URL(raw);
      if (url.host !== 'media.test' || !url.searchParams.has('put')) return 403;
      const type = Object.entries(headers).find(([header]) => header.toLowerCase() === 'content-type');
      objects.set(keyOf(url), { body, contentType: type?.[1] ?? 'binary/octet-stream' });
      return 200;
    },
  };
};
