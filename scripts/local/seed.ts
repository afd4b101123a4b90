/**
 * Demo data, loaded at every start (the emulator keeps nothing): an administrator, a season of
 * stays with their pictures, trainers and participants, and photos sent through the real pipeline
 * (signed by the API, PUT straight to storage, processed by the media worker).
 */
import type { Hono } from 'hono';
import type { ApiDeps } from '#functions/composition/api.js';
import { newId } from '#functions/domain/ids.js';
import { generatePassword, hashPassword } from '#functions/domain/passwords.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { stayCoverKey } from '#shared/media-keys.js';
import type { SignUploadsResponse } from '#shared/schemas.js';
import { seedCollabDemo } from './demo-collab.js';
import { drawCover, drawPhoto } from './demo-images.js';
import { demoDirectors, demoParticipants, demoStays } from './demo-stays.js';

export interface SeedOptions {
  readonly deps: ApiDeps;
  readonly api: Hono;
  /** Fixed passwords (for scripts and tests); generated when absent. */
  readonly adminUsername: string;
  readonly adminPassword?: string;
  readonly familyPassword?: string;
  readonly trainerPassword?: string;
  readonly log?: (line: string) => void;
}

export interface SeededStay {
  readonly id: string;
  readonly nom_stage: string;
  readonly actif: 0 | 1;
  readonly familyPassword: string;
  readonly trainerPassword: string;
  readonly photos: number;
  readonly activePhotos: number;
}

export interface SeedResult {
  readonly admin: { readonly username: string; readonly password: string };
  readonly stays: readonly SeededStay[];
}

/** Photos of a demo stay that stay hidden, to show that families only see validated ones. */
const isHiddenDemoPhoto = (index: number): boolean => index % 6 === 5;

const uploadPhotos = async (options: SeedOptions, stay: StayRecord, count: number, tokenAdmin: string) => {
  const images = await Promise.all(
    Array.from({ length: count }, (_, i) => drawPhoto(i, `Photo ${i + 1}`, stay.date_debut)),
  );
  const sign = async (files: Buffer[], actif: 0 | 1) => {
    const answer = await options.api.request(`/api/doc_stage_formateur/${stay.id}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenAdmin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        actif,
        formateurNom: 'Démo',
        formateurPrenom: 'Formateur',
        files: files.map((file, i) => ({
          name: `IMG_${1000 + i}.jpg`,
          type: 'image/jpeg',
          size: file.length,
        })),
      }),
    });
    if (answer.status !== 201)
      throw new Error(`Signature refusée (${answer.status}) : ${await answer.text()}`);
    return ((await answer.json()) as SignUploadsResponse).uploads;
  };
  // One photo after another, as a phone would, so upload order is the demo's order.
  for (const [index, image] of images.entries()) {
    const [upload] = await sign([image], isHiddenDemoPhoto(index) ? 0 : 1);
    if (!upload) throw new Error('Aucune URL signée.');
    const put = await fetch(upload.url, {
      method: 'PUT',
      headers: upload.headers,
      body: new Uint8Array(image),
    });
    if (!put.ok) throw new Error(`Envoi refusé par le stockage (${put.status}).`);
  }
};

const waitForPhotos = async (deps: ApiDeps, stayIds: string[], expected: number, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lists = await Promise.all(stayIds.map((id) => deps.photos.listByStay(id)));
    const done = lists.flat().filter((photo) => photo.status !== 'en_attente').length;
    if (done >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Les photos de démonstration ne sont pas traitées à temps.');
};

export const seedDemoData = async (options: SeedOptions): Promise<SeedResult> => {
  const { deps } = options;
  const log = options.log ?? (() => undefined);
  const now = deps.clock();
  const admin = { username: options.adminUsername, password: options.adminPassword ?? generatePassword(12) };
  await deps.admins.put({
    username: admin.username,
    password_hash: await hashPassword(admin.password),
    created_at: now.toISOString(),
  });

  const stays = demoStays(now);
  const records: StayRecord[] = [];
  for (const [index, stay] of stays.entries()) {
    const id = newId(new Date(now.getTime() + index));
    const cover = stayCoverKey(id);
    await deps.media.put(cover, await drawCover(index), 'image/jpeg');
    const record: StayRecord = {
      id,
      nom_stage: stay.nom_stage,
      ville: stay.ville,
      cree_par: 'Démonstration',
      actif: stay.actif,
      date_debut: stay.date_debut,
      date_fin: stay.date_fin,
      mdp_formateur: options.trainerPassword ?? generatePassword(),
      mdp_stagiaire: options.familyPassword ?? generatePassword(),
      photo: cover,
      token_version: 1,
      version: 1,
    };
    await deps.stays.create(record);
    records.push(record);
  }
  log(`${records.length} séjours créés.`);

  const withPhotos = stays.flatMap((stay, i) =>
    stay.photos > 0 && records[i] ? [{ stay, record: records[i] }] : [],
  );
  for (const { record } of withPhotos) {
    await deps.directors.putMany(
      demoDirectors.map((director) => ({
        id: newId(),
        stageId: record.id,
        ...director,
        mail: `${director.prenom}.${director.nom}@colos-du-soleil.example`.toLowerCase(),
      })),
    );
    await deps.participants.putMany(
      demoParticipants.map((participant) => ({
        id: newId(),
        stageId: record.id,
        ...participant,
        email: `famille.${participant.nom}@example.org`.toLowerCase(),
      })),
    );
  }

  await seedCollabDemo(
    deps,
    withPhotos.map(({ record }) => record.id),
  );

  const tokenAdmin = await deps.tokens.issueAdminToken(admin.username);
  const expected = withPhotos.reduce((sum, { stay }) => sum + stay.photos, 0);
  for (const { stay, record } of withPhotos) await uploadPhotos(options, record, stay.photos, tokenAdmin);
  await waitForPhotos(
    deps,
    withPhotos.map(({ record }) => record.id),
    expected,
    120_000,
  );
  log(`${expected} photos envoyées par le circuit réel et traitées.`);

  return {
    admin,
    stays: stays.map((stay, i) => {
      const record = records[i] as StayRecord;
      const activePhotos = Array.from({ length: stay.photos }, (_, n) => n).filter(
        (n) => !isHiddenDemoPhoto(n),
      ).length;
      return {
        id: record.id,
        nom_stage: record.nom_stage,
        actif: record.actif,
        familyPassword: record.mdp_stagiaire,
        trainerPassword: record.mdp_formateur,
        photos: stay.photos,
        activePhotos,
      };
    }),
  };
};
