import { describe, expect, it } from 'vitest';
import { participantId } from '#functions/domain/imports.js';
import type { ParticipantRecord } from '#functions/domain/people.js';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { importParticipants } from './import-participants.js';

const KEY = 'imports/stagiaires/000000000000000000001.csv';
const HEADER = 'Ref;Nom;Prenom;MailRL;Sejour;Du;Au';
const stay = aStay({
  id: 'st-ocean',
  nom_stage: 'Colo Océan',
  date_debut: '2027-07-06',
  date_fin: '2027-07-17',
});

describe('importParticipants', () => {
  const prepare = async (lines: readonly string[], people: readonly ParticipantRecord[] = []) => {
    const media = inMemoryObjectStorage();
    await media.put(KEY, new TextEncoder().encode([HEADER, ...lines].join('\r\n')), 'text/csv');
    return { media, stays: inMemoryStayStore([stay]), participants: inMemoryParticipantStore(people) };
  };
  const lea = 'R-1;Martin;Léa;lea@famille.test;Colo Océan;06/07/2027;17/07/2027';
  const sami = 'R-2;Diallo;Sami;sami@famille.test;Colo Océan;06/07/2027;17/07/2027';

  it('writes every family of the file into its stay, and deletes the file', async () => {
    // Prepare
    const deps = await prepare([lea, sami]);
    // Act
    const answer = await importParticipants(deps, { key: KEY });
    // Assess
    expect(answer).toEqual({ message: messages.admin.csvSuccess, count: 2 });
    expect([...deps.participants.records.values()].map((p) => [p.stageId, p.prenom, p.email])).toEqual([
      ['st-ocean', 'Léa', 'lea@famille.test'],
      ['st-ocean', 'Sami', 'sami@famille.test'],
    ]);
    expect(deps.media.objects.has(KEY)).toBe(false);
  });

  it('updates the families already there instead of doubling them', async () => {
    // Prepare
    const before: ParticipantRecord = {
      id: participantId('st-ocean', 'ref:R-1'),
      stageId: 'st-ocean',
      nom: 'Martin',
      prenom: 'Lea',
      email: 'ancienne@famille.test',
    };
    const deps = await prepare([lea], [before]);
    // Act
    await importParticipants(deps, { key: KEY });
    // Assess
    expect([...deps.participants.records.values()]).toEqual([
      expect.objectContaining({ id: before.id, prenom: 'Léa', email: 'lea@famille.test' }),
    ]);
  });

  it('writes nothing from a file naming an unknown stay, and names its line', async () => {
    // Prepare
    const deps = await prepare([lea, 'R-3;Petit;Noé;noe@famille.test;Inconnu;06/07/2027;17/07/2027']);
    // Act
    const refusal = importParticipants(deps, { key: KEY });
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('Ligne 3'),
    });
    expect(deps.participants.records.size).toBe(0);
  });

  it('puts back the families as they were when the write fails', async () => {
    // Prepare
    const before: ParticipantRecord = {
      id: participantId('st-ocean', 'ref:R-1'),
      stageId: 'st-ocean',
      nom: 'Martin',
      prenom: 'Lea',
      email: 'ancienne@famille.test',
    };
    const deps = await prepare([lea, sami], [before]);
    let failed = false;
    const failing = {
      ...deps.participants,
      // The batch lands, then the call fails, as a batch write cut short can leave it.
      putMany: async (items: readonly ParticipantRecord[]) => {
        await deps.participants.putMany(items);
        if (failed) return;
        failed = true;
        throw new Error('DynamoDB unavailable');
      },
    };
    // Act
    const failure = importParticipants({ ...deps, participants: failing }, { key: KEY });
    // Assess
    await expect(failure).rejects.toThrow('DynamoDB unavailable');
    expect([...deps.participants.records.values()]).toEqual([before]);
  });
});
