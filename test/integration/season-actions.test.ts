/**
 * The end of a season against the emulator: a closed stay opens to no one (its sessions end, its
 * right password is told it is closed), a purge takes every photo and logs each, and the season's
 * attestation still names a stay once it is deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { seasonOf } from '#shared/season.js';
import type { SeasonView } from '#shared/season-schemas.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';
import { cellsOf } from '../helpers/workbook-cells.js';

describe('season actions', () => {
  let stack: TestStack;
  let admin: string;
  let stage: StayRecord;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
    stage = await stack.createStay({
      nom_stage: 'Colo Vercors',
      date_debut: '2026-07-06',
      date_fin: '2026-07-17',
    });
  });

  const act = (stayId: string, action: string, token = admin) =>
    call(stack.app, 'POST', `/api/stage/${stayId}/season-action`, { token, body: { action } });
  const signIn = (password: string) =>
    call(stack.app, 'POST', '/api/auth/login', { body: { stageId: stage.id, password } });

  it('closes a stay: its sessions end, its right password is told so, a wrong one is not', async () => {
    // Prepare
    const family = ((await signIn(stage.mdp_stagiaire)).body as { token: string }).token;
    // Act
    const closing = await act(stage.id, 'fermer');
    const session = await call(stack.app, 'GET', `/api/stages/${stage.id}`, { token: family });
    const right = await signIn(stage.mdp_formateur);
    const wrong = await signIn('pas-le-bon');
    // Assess
    expect(closing.body).toMatchObject({ message: messages.backOffice.seasons.done.fermer, done: true });
    expect(session.status).toBe(401);
    expect(right).toMatchObject({ status: 403, body: { message: messages.api.stayClosed } });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.api.wrongPassword } });
  });

  it('lists the closed stay in its season, and opens it again on reopening', async () => {
    // Act
    const seasons = (await call(stack.app, 'GET', '/api/seasons', { token: admin })).body as SeasonView[];
    await act(stage.id, 'rouvrir');
    const again = await signIn(stage.mdp_stagiaire);
    // Assess
    const summer = seasons.find((season) => season.key === seasonOf('2026-07-06').key);
    expect(summer?.stays.find((stay) => stay.id === stage.id)?.clotureLe).toEqual(expect.any(String));
    expect(again.status).toBe(200);
  });

  it('purges every photo, validated or not, counted before and logged after', async () => {
    // Prepare
    const facts = { width: 64, height: 48, bytes: 1000 };
    await readyPhotoRecord(stack, stage.id, facts, { actif: 1 });
    await readyPhotoRecord(stack, stage.id, facts, { actif: 0 });
    const before = await call(stack.app, 'GET', `/api/stage/${stage.id}/counts`, { token: admin });
    // Act
    const purge = await act(stage.id, 'purger');
    // Assess
    expect(before.body).toMatchObject({ photos: 2, bytes: 2000, aValider: 1 });
    expect(purge.body).toMatchObject({ done: true, photosLeft: 0 });
    expect(await stack.deps.photos.listByStay(stage.id)).toEqual([]);
    const log = await stack.deps.photoDeletions.listByStay(stage.id);
    expect(log.map((entry) => [entry.reason, entry.deleted_by])).toEqual([
      ['purge', 'admin'],
      ['purge', 'admin'],
    ]);
  });

  it("keeps the stay in its season's attestation once it is deleted", async () => {
    // Act
    const deletion = await call(stack.app, 'DELETE', `/api/stage/${stage.id}`, { token: admin });
    const file = await call(stack.app, 'GET', `/api/seasons/${seasonOf('2026-07-06').key}/attestation`, {
      token: admin,
    });
    const seasons = (await call(stack.app, 'GET', '/api/seasons', { token: admin })).body as SeasonView[];
    // Assess
    expect(deletion.body).toMatchObject({ done: true });
    const summer = seasons.find((season) => season.key === seasonOf('2026-07-06').key);
    expect(summer?.deletedStays.map((stay) => stay.id)).toContain(stage.id);
    expect(summer?.stays.map((stay) => stay.id)).not.toContain(stage.id);
    const cells = await cellsOf((file.body as { base64: string }).base64);
    const stayRow = cells.find((row) => row[0] === 'Colo Vercors' && row[1] === '06/07/2026');
    expect(stayRow?.slice(4, 7)).toEqual(['2', '2000', expect.any(String)]);
    expect(stayRow?.[3]).toMatch(/^Séjour supprimé le .* par admin$/);
    expect(
      cells.filter(
        (row) => row[0] === 'Colo Vercors' && row[2] === messages.photoAdmin.deletionLog.reasons.purge,
      ),
    ).toHaveLength(2);
  });

  it('refuses the seasons to a family and an unknown season key', async () => {
    // Prepare
    const other = await stack.createStay();
    const family = await stack.deps.tokens.issueStayToken('stagiaire', other.id, other.token_version);
    // Act
    const listed = await call(stack.app, 'GET', '/api/seasons', { token: family });
    const acted = await act(other.id, 'fermer', family);
    const unknown = await call(stack.app, 'GET', '/api/seasons/2026-ete/attestation', { token: admin });
    // Assess
    expect([listed.status, acted.status]).toEqual([403, 403]);
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Saison inconnue') },
    });
  });
});
