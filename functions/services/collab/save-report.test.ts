import { describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import { inMemoryReportRepository } from '#test/memory/reports.js';
import { saveReport } from './save-report.js';

const now = new Date('2026-07-10T08:00:00Z');
const label = 'Martin Léa - lea@example.org';
const stay = { id: 'st-1', nom_stage: 'Colo des neiges' } as StayRecord;
const identity = { tokenId: 't', expiresAt: 0, tokenVersion: 1 };
const director: Principal = { ...identity, role: 'formateur', stageId: 'st-1' };

const setUp = () => {
  const reports = inMemoryReportRepository();
  const deps = {
    reports,
    clock: () => now,
    stays: { get: async (id: string) => (id === stay.id ? stay : undefined) },
    participantDirectory: {
      listByStay: async (stayId: string) =>
        stayId === 'st-1'
          ? [{ id: 't1', stageId: stayId, nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' }]
          : [],
    },
  };
  return { deps, reports };
};
const input = (overrides: Partial<Parameters<typeof saveReport>[1]> = {}) => ({
  principal: director,
  stageId: 'st-1',
  nom: label,
  miStage: 'Très investie.',
  finStage: '',
  ...overrides,
});

describe('saveReport', () => {
  it("saves a first report as version 1, under the stay's own name", async () => {
    // Prepare
    const { deps, reports } = setUp();
    // Act
    const saved = await saveReport(deps, input());
    // Assess
    expect(saved).toEqual({ message: messages.evaluation.saved, version: 1, updatedAt: now.toISOString() });
    expect(await reports.get('st-1', label)).toMatchObject({ nomStage: 'Colo des neiges', version: 1 });
  });

  it('refuses a save based on an outdated version instead of erasing the other text', async () => {
    // Prepare
    const { deps, reports } = setUp();
    await saveReport(deps, input());
    await saveReport(deps, input({ miStage: 'Texte du premier.', version: 1 }));
    // Act
    const refusal = await saveReport(deps, input({ miStage: 'Texte du second.', version: 1 })).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(refusal).toMatchObject({ kind: 'conflict', message: messages.collab.reportConflict });
    expect(await reports.get('st-1', label)).toMatchObject({ miStage: 'Texte du premier.', version: 2 });
  });

  it('refuses a trainer of another stay, even naming the stay in the body', async () => {
    // Prepare
    const { deps } = setUp();
    const other: Principal = { ...identity, role: 'formateur', stageId: 'st-2' };
    // Act
    const refusal = await saveReport(deps, input({ principal: other })).catch((e: unknown) => e);
    // Assess
    expect(refusal).toMatchObject({ kind: 'forbidden', message: messages.api.forbidden });
  });

  it('refuses a trainee who is not in the stay, and an unknown stay', async () => {
    // Prepare
    const { deps } = setUp();
    const admin: Principal = { ...identity, role: 'admin', username: 'direction' };
    // Act
    const stranger = await saveReport(deps, input({ nom: 'Inconnu' })).catch((e: unknown) => e);
    const noStay = await saveReport(deps, input({ principal: admin, stageId: 'st-404' })).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(stranger).toMatchObject({ kind: 'invalid', message: messages.collab.unknownParticipant });
    expect(noStay).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
