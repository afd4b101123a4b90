/**
 * `npm run bench:admin-lists`: the back-office's lists at the scale of a season, through the API app
 * on the emulator: 300 stays, one of them with 5,000 families and 2,000 photos (the others 10 families
 * each, 2 directors each).
 * Each list is asked ROUNDS times and its median printed against the goal of 500 ms. The first list
 * of stays with families after an upgrade counts every stay once; it is printed apart, and so is
 * the password mail to the whole big stay (asked once: it queues 5,000 mails).
 * Usage: tsx scripts/bench/admin-lists.ts   (BENCH_ROUNDS=n, default 5; BENCH_EMULATOR_PORT)
 */

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import pLimit from 'p-limit';
import { composeApi } from '#functions/composition/api.js';
import { createCoreDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { DUMMY_HASH } from '#functions/domain/passwords.js';
import type { DirectorRecord, ParticipantRecord } from '#functions/domain/people.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createApp } from '#functions/http/app.js';
import type { NewPhoto } from '#functions/ports/stores/photos/photo-store.js';
import { recountFamilies } from '#functions/services/families/recount-families.js';
import { startEmulator } from '../emulator/emulator.js';
import { benchEnvironment } from './bench-environment.js';
import { median } from './median.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STAYS = 300;
const BIG_STAY_FAMILIES = 5000;
const FAMILIES_PER_STAY = 10;
const BIG_STAY_PHOTOS = 2000;
export const GOAL_MS = 500;

export interface ListTiming {
  readonly list: string;
  readonly path: string;
  readonly ms: number;
}

export interface AdminListsBench {
  readonly stays: number;
  readonly families: number;
  readonly directors: number;
  readonly firstCountMs: number;
  readonly timings: ListTiming[];
  /** The password mail to every family of the big stay, addressed by the server. */
  readonly wholeStaySend: { readonly ms: number; readonly queued: number };
}

const day = (offset: number): string => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);

const stayRecord = (index: number): StayRecord => ({
  id: `bench-stay-${String(index).padStart(3, '0')}`,
  nom_stage: `Séjour ${index} – Montagne et découverte`,
  ville: 'Annecy',
  cree_par: 'bench',
  actif: index % 3 === 0 ? 0 : 1,
  date_debut: day(index),
  date_fin: day(index + 12),
  mdp_formateur: `F${randomBytes(4).toString('hex')}`,
  mdp_stagiaire: `S${randomBytes(4).toString('hex')}`,
  token_version: 1,
  version: 1,
});

const photo = (stayId: string, index: number): NewPhoto => ({
  stageId: stayId,
  photoId: `ph${String(index).padStart(5, '0')}`,
  status: 'prete',
  actif: index % 2 === 0 ? 1 : 0,
  date_depose: new Date(Date.UTC(2027, 0, 2, 10, 0, index)).toISOString(),
  declared_type: 'image/jpeg',
  declared_size: 4_000_000,
  bytes: 4_000_000,
  version: 1,
});

const family = (stayId: string, index: number): ParticipantRecord => ({
  id: `${stayId}-f${index}`,
  stageId: stayId,
  nom: `Famille${randomBytes(3).toString('hex')}`,
  prenom: `Enfant${index}`,
  email: `famille${index}.${stayId}@example.org`,
  ref: `R${index}`,
  representant_legal: 'Parent',
  groupe: `G${index % 8}`,
});

const director = (stayId: string, index: number): DirectorRecord => ({
  id: `${stayId}-d${index}`,
  stageId: stayId,
  nom: `Directeur${index}`,
  prenom: 'Alex',
  mail: `dir${index}.${stayId}@example.org`,
  telephone: '0600000000',
  cat: index % 2 === 0 ? 'sejour' : 'centre',
});

export const benchAdminLists = async (): Promise<AdminListsBench> => {
  process.env.AWS_ACCESS_KEY_ID ??= 'bench';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'bench';
  const emulator = await startEmulator(Number(process.env.BENCH_EMULATOR_PORT ?? 4597));
  try {
    const { env } = await benchEnvironment(emulator.endpoint, 'bench');
    const core = createCoreDeps(loadConfig(env), {
      fn: 'api',
      maxAttempts: 3,
      logger: new Logger({ logLevel: 'SILENT' }),
    });
    const deps = await composeApi(core);
    const app = createApp(deps);
    await deps.admins.put({
      username: 'admin',
      password_hash: DUMMY_HASH,
      created_at: new Date().toISOString(),
    });
    const token = await deps.tokens.issueAdminToken('admin');

    // Seed: the stays, their families and directors, as imports would leave them.
    const stays = Array.from({ length: STAYS }, (_, index) => stayRecord(index));
    for (const stay of stays) await deps.stays.create(stay);
    const [big] = stays;
    if (!big) throw new Error('no stay');
    const families = [
      ...Array.from({ length: BIG_STAY_FAMILIES }, (_, index) => family(big.id, index)),
      ...stays
        .slice(1)
        .flatMap((stay) => Array.from({ length: FAMILIES_PER_STAY }, (_, i) => family(stay.id, i))),
    ];
    await deps.participants.putMany(families);
    const directors = stays.flatMap((stay) => [director(stay.id, 0), director(stay.id, 1)]);
    await deps.directors.putMany(directors);
    // The big stay's photos, half of them awaiting validation: what its counts read.
    const limit = pLimit(8);
    await Promise.all(
      Array.from({ length: BIG_STAY_PHOTOS }, (_, index) =>
        limit(() => deps.photos.createPending(photo(big.id, index))),
      ),
    );

    const get = async (path: string): Promise<number> => {
      const started = performance.now();
      const answer = await app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      await answer.arrayBuffer();
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      return ms;
    };

    /** The cursor the page before `page` hands out, as the families panel keeps it. */
    const cursorBefore = async (page: number): Promise<string> => {
      const answer = await app.request(`/api/get-stagiaires/${big.id}?page=${page - 1}&pageSize=50`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { next } = (await answer.json()) as { next: string | null };
      if (!next) throw new Error('no cursor');
      return next;
    };

    // Stays written before the count existed are counted once by the first list, then never again.
    const firstCountMs = await get('/unique-sejours');
    await recountFamilies(
      deps,
      stays.map((stay) => stay.id),
    );

    const lastPage = Math.ceil(BIG_STAY_FAMILIES / 50);
    const lists: Omit<ListTiming, 'ms'>[] = [
      { list: 'Séjours (page de 50)', path: '/stages-names?page=1&pageSize=50' },
      { list: 'Séjours, recherche', path: `/stages-names?q=${encodeURIComponent('Séjour 29')}` },
      { list: 'Séjours avec familles (unique-sejours)', path: '/unique-sejours' },
      {
        list: 'Familles du grand séjour, page 1 sur 100',
        path: `/get-stagiaires/${big.id}?page=1&pageSize=50`,
      },
      {
        list: `Familles du grand séjour, page ${lastPage} après la ${lastPage - 1} (curseur)`,
        path: `/get-stagiaires/${big.id}?page=${lastPage}&pageSize=50&after=${await cursorBefore(lastPage)}`,
      },
      {
        list: `Familles du grand séjour, page ${lastPage} demandée par son numéro`,
        path: `/get-stagiaires/${big.id}?page=${lastPage}&pageSize=50`,
      },
      { list: 'Directeurs (page de 50)', path: '/formateurs?page=1&pageSize=50' },
      { list: 'Séjours attribuables', path: '/formateurs/assignable-stages' },
      { list: 'Directeurs d’un séjour', path: `/formateurs/by-stage/${big.id}/sejour` },
      { list: 'Destinataires : familles du grand séjour', path: `/stage-recipients/${big.id}/stagiaire` },
      { list: 'Journal des mails (page de 25)', path: '/mail-log' },
      { list: 'Séjours publics (/stages)', path: '/stages' },
      { list: 'Saisons (300 séjours groupés)', path: '/seasons' },
      { list: `Comptes du grand séjour (${BIG_STAY_PHOTOS} photos)`, path: `/stage/${big.id}/counts` },
    ];
    const timings: ListTiming[] = [];
    for (const entry of lists) {
      const runs: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) runs.push(await get(entry.path));
      timings.push({ ...entry, ms: median(runs) });
    }
    // Last, so that the mail log listed above holds no more than an ordinary day's mail.
    const sendStarted = performance.now();
    const sent = await app.request('/api/send-email', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Mot de passe',
        message: 'Bonjour',
        stageId: big.id,
        stayRecipients: 'stagiaire',
      }),
    });
    const answer = (await sent.json()) as { queued: number };
    const wholeStaySend = { ms: performance.now() - sendStarted, queued: answer.queued };
    if (sent.status !== 201) throw new Error(`send-email: ${sent.status} ${JSON.stringify(answer)}`);
    return {
      stays: STAYS,
      families: families.length,
      directors: directors.length,
      firstCountMs,
      timings,
      wholeStaySend,
    };
  } finally {
    await emulator.stop();
  }
};

export const printAdminLists = (bench: AdminListsBench): void => {
  console.log(
    `\nListes du back-office sur l’émulateur : ${bench.stays} séjours, ${bench.families} familles dont ${BIG_STAY_FAMILIES} dans un séjour, ${bench.directors} directeurs (médiane de ${ROUNDS} appels ; objectif ≤ ${GOAL_MS} ms)`,
  );
  console.table(
    Object.fromEntries(
      bench.timings.map((row) => [
        row.list,
        { 'ms (médiane)': Math.round(row.ms), objectif: row.ms <= GOAL_MS ? 'atteint' : 'MANQUÉ' },
      ]),
    ),
  );
  console.log(
    `Premier appel de unique-sejours après la mise à jour (chaque séjour compté une fois) : ${Math.round(bench.firstCountMs)} ms`,
  );
  console.log(
    `Mail des mots de passe à tout le grand séjour (adresses lues par le serveur, ${bench.wholeStaySend.queued} mails en file) : ${Math.round(bench.wholeStaySend.ms)} ms`,
  );
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  printAdminLists(await benchAdminLists());
}
