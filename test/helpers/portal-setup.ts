/**
 * Set-up steps through the portal's public API, for e2e tests that need a stay of their own: sign
 * in, create a stay (with its picture, as the back-office sends it), and deposit photos as a trainer
 * through the real path (signature, direct PUT to storage, the media worker). Every call fails loudly
 * with its status and answer, so a broken set-up is not mistaken for a failing product.
 */
import { createHash } from 'node:crypto';
import type { CreateStayRequest, SignedFile } from '#shared/admin-schemas.js';
import type { ManagedPhoto, SignUploadsResponse } from '#shared/schemas.js';

export interface PortalClient {
  call<T>(pathname: string, init?: { method?: string; token?: string; body?: unknown }): Promise<T>;
}

/** `send` is how requests reach the portal: the network by default, or the portal's own handler. */
export const portalClient = (
  portalUrl: string,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): PortalClient => ({
  async call<T>(pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
    const answer = await send(`${portalUrl}/api${pathname}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${init.method ?? 'GET'} /api${pathname}: ${answer.status} ${text}`);
    return JSON.parse(text) as T;
  },
});

/** PUTs a file to a signed storage URL with the headers the API signed. */
const putSigned = async (signed: { url: string; headers: Record<string, string> }, body: Buffer) => {
  const answer = await fetch(signed.url, {
    method: 'PUT',
    headers: signed.headers,
    body: new Uint8Array(body),
  });
  if (!answer.ok) throw new Error(`PUT to storage: ${answer.status} ${await answer.text()}`);
};

export const signInAdmin = async (api: PortalClient, username: string, password: string) =>
  (await api.call<{ tokenAdmin: string }>('/loginAdmin', { body: { username, password } })).tokenAdmin;

export const signInToStay = async (api: PortalClient, stayId: string, password: string) =>
  (await api.call<{ token: string }>('/auth/login', { body: { stageId: stayId, password } })).token;

export interface NewStay {
  readonly nom_stage: string;
  readonly ville: string;
  readonly date_debut: string;
  readonly date_fin: string;
  readonly mdp_formateur: string;
  readonly mdp_stagiaire: string;
  readonly picture: Buffer;
}

/** Creates an active stay as the back-office does: sign the picture, send it, then create. */
export const createStay = async (api: PortalClient, adminToken: string, stay: NewStay): Promise<string> => {
  const { picture, ...fields } = stay;
  const signed = await api.call<{ photo: SignedFile | null }>('/stages/uploads', {
    token: adminToken,
    body: { photo: { name: 'sejour.jpg', type: 'image/jpeg', size: picture.length } },
  });
  if (!signed.photo) throw new Error('The stay picture was not signed');
  await putSigned(signed.photo, picture);
  const body: CreateStayRequest = { ...fields, cree_par: 'Test e2e', actif: 1, photo: signed.photo.key };
  const created = await api.call<{ id: string }>('/stages', { token: adminToken, body });
  return created.id;
};

/**
 * Deposits JPEGs as the trainer's browser does (signature with each file's SHA-256, then direct
 * PUTs; the server announces the batch itself) and answers the photo ids, in the order of the files.
 */
export const depositPhotos = async (
  api: PortalClient,
  stayId: string,
  directorToken: string,
  files: readonly { name: string; buffer: Buffer }[],
): Promise<string[]> => {
  const signed = await api.call<SignUploadsResponse>(`/doc_stage_formateur/${stayId}/uploads`, {
    token: directorToken,
    body: {
      formateurNom: 'Martin',
      formateurPrenom: 'Claire',
      files: files.map((file) => ({
        name: file.name,
        type: 'image/jpeg',
        size: file.buffer.length,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
      })),
    },
  });
  if (signed.duplicates.length > 0) throw new Error('Some deposited photos were taken as duplicates');
  const ids = files.map((file) => {
    const upload = signed.uploads.find((candidate) => candidate.name === file.name);
    if (!upload) throw new Error(`${file.name} was not signed`);
    return upload;
  });
  await Promise.all(ids.map((upload, index) => putSigned(upload, files[index]?.buffer ?? Buffer.alloc(0))));
  return ids.map((upload) => upload.photoId);
};

/** Every photo of the stay as administrators see it (pending, ready, refused). */
export const listManagedPhotos = (api: PortalClient, stayId: string, adminToken: string) =>
  api.call<ManagedPhoto[]>(`/doc_stage_formateur_all/${stayId}`, { token: adminToken });
