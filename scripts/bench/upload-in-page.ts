/// <reference lib="dom" />
/**
 * What the upload benchmark runs inside the deposit page. Playwright sends these functions to the
 * browser as source text, so each stands alone: no imports, no closure, and no named inner function
 * (tsx would wrap it in a helper the page does not have). Times are read from the page's own clock,
 * the same clock for both modes.
 */

interface BatchMarks {
  started?: number;
  firstPut?: number;
  finished?: number;
}

export type MarkedWindow = Window & { benchUploadMarks?: BatchMarks };

/**
 * Before the click on 'Envoyer': notes the moment of the click, the moment the first file shows as
 * being sent (the batch is hashed and signed), and the moment the progress line first reads
 * `lastProgress` (every photo stored: the page counts a photo when its PUT has answered).
 */
export const watchBatch = (lastProgress: string): void => {
  const marks: BatchMarks = {};
  (window as MarkedWindow).benchUploadMarks = marks;
  const form = document.querySelector('form.upload-form');
  if (!form) throw new Error('formulaire de dépôt introuvable');
  form.addEventListener(
    'submit',
    () => {
      marks.started = performance.now();
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(() => {
    if (marks.firstPut === undefined && form.querySelector('.upload-file--sending'))
      marks.firstPut = performance.now();
    if (form.querySelector('.upload-progress__text')?.textContent === lastProgress) {
      marks.finished = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(form, { childList: true, subtree: true, characterData: true });
};

/** Where the time of an upload went, in ms: hashing and signing, then the PUTs. */
export interface UploadTimes {
  readonly ms: number;
  readonly prepareMs: number;
  readonly putMs: number;
}

/** The batch's times once it is over (preparing = click to first PUT); undefined while it runs. */
export const batchTimes = (): UploadTimes | undefined => {
  const marks = (window as MarkedWindow).benchUploadMarks;
  if (marks?.started === undefined || marks.firstPut === undefined || marks.finished === undefined)
    return undefined;
  return {
    ms: marks.finished - marks.started,
    prepareMs: marks.firstPut - marks.started,
    putMs: marks.finished - marks.firstPut,
  };
};

export interface OneByOneResult extends UploadTimes {
  readonly sent: number;
}

/**
 * The old behaviour, on the files chosen in the page's picker: for each photo in turn, hash it, sign
 * it alone (the same endpoint, a batch of one), PUT it, and only then go to the next. Same hashing,
 * same XMLHttpRequest PUT and same headers as the product's batch, so only the scheduling differs.
 */
export const sendOneByOne = async (stayId: string): Promise<OneByOneResult> => {
  const input = document.querySelector<HTMLInputElement>('form.upload-form input[type="file"]');
  const files = Array.from(input?.files ?? []);
  const token = localStorage.getItem('token') ?? '';
  const started = performance.now();
  let putMs = 0;
  for (const file of files) {
    const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
    const sha256 = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const answer = await fetch(`/api/doc_stage_formateur/${stayId}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ files: [{ name: file.name, type: file.type, size: file.size, sha256 }] }),
    });
    if (!answer.ok) throw new Error(`signature de ${file.name} : ${answer.status}`);
    const signed = (await answer.json()) as {
      uploads: { url: string; headers: Record<string, string> }[];
    };
    const upload = signed.uploads[0];
    if (!upload) throw new Error(`${file.name} déjà déposée : le séjour doit être vide`);
    const putStarted = performance.now();
    await new Promise<void>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PUT', upload.url);
      for (const [name, value] of Object.entries(upload.headers)) {
        if (name.toLowerCase() !== 'content-length') request.setRequestHeader(name, value);
      }
      request.onload = () =>
        request.status >= 200 && request.status < 300
          ? resolve()
          : reject(new Error(`PUT de ${file.name} : ${request.status}`));
      request.onerror = () => reject(new Error(`PUT de ${file.name} : erreur réseau`));
      request.send(file);
    });
    putMs += performance.now() - putStarted;
  }
  const ms = performance.now() - started;
  return { ms, prepareMs: ms - putMs, putMs, sent: files.length };
};
