import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aDirector } from '#test/fixtures/people.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { assignDirector } from './assign-director.js';

const clock = () => new Date('2027-07-20T10:00:00Z');
const stays = readOnlyStays([
  aStay({ id: 'finished', date_debut: '2027-06-01', date_fin: '2027-06-14' }),
  aStay({ id: 'current', date_debut: '2027-07-15', date_fin: '2027-07-28' }),
  aStay({ id: 'coming', date_debut: '2027-08-01', date_fin: '2027-08-14' }),
  aStay({ id: 'autumn', date_debut: '2027-10-20', date_fin: '2027-10-30' }),
]);
const mail = 'sophie@example.org';
const details = {
  nom: 'Durand',
  prenom: 'Sophie',
  mail,
  telephone: '07 99 99 99 99',
  cat: 'centre',
} as const;

const setUp = () =>
  inMemoryDirectorStore([
    aDirector({ id: 'd-finished', stageId: 'finished', mail }),
    aDirector({ id: 'd-current', stageId: 'current', mail: 'Sophie@Example.org' }),
    aDirector({ id: 'd-coming', stageId: 'coming', mail }),
    aDirector({ id: 'other', stageId: 'current', nom: 'Bernard', mail: 'lucas@example.org' }),
  ]);

describe('assignDirector', () => {
  it('makes the current and coming stays exactly the chosen ones, with the new details on each', async () => {
    // Prepare
    const directors = setUp();
    const finishedBefore = directors.records.get('d-finished');
    // Act: keeps "current", drops "coming", adds "autumn"; the page sends the finished stay back.
    const answer = await assignDirector(
      { directors, stays: stays, clock },
      { id: 'd-coming', ...details, stages: ['finished', 'current', 'autumn'] },
    );
    // Assess
    expect(answer).toEqual({ message: messages.admin.directorUpdated });
    const records = [...directors.records.values()];
    const person = records.filter((d) => d.id !== 'other');
    expect(person.map((d) => d.stageId).sort()).toEqual(['autumn', 'current', 'finished']);
    // A past season stays as it was.
    expect(directors.records.get('d-finished')).toEqual(finishedBefore);
    expect(directors.records.get('d-current')).toEqual({ id: 'd-current', stageId: 'current', ...details });
    expect(person.find((d) => d.stageId === 'autumn')).toEqual({
      id: expect.any(String),
      stageId: 'autumn',
      ...details,
    });
    // Another person on the same stay is left alone.
    expect(directors.records.get('other')).toMatchObject({ nom: 'Bernard', stageId: 'current' });
  });

  it('refuses a finished stay the director does not hold yet, and changes nothing', async () => {
    // Prepare
    const directors = setUp();
    directors.records.delete('d-finished');
    const before = new Map(directors.records);
    // Act
    const refusal = assignDirector(
      { directors, stays: stays, clock },
      { id: 'd-current', ...details, stages: ['current', 'finished'] },
    );
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.stayNotAssignable,
    });
    expect(directors.records).toEqual(before);
  });

  it('refuses a stay that does not exist', async () => {
    // Act
    const refusal = assignDirector(
      { directors: setUp(), stays: stays, clock },
      { id: 'd-current', ...details, stages: ['s404'] },
    );
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses an unknown director as not found', async () => {
    // Act
    const refusal = assignDirector(
      { directors: setUp(), stays: stays, clock },
      { id: 'd404', ...details, stages: ['current'] },
    );
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.backOffice.directorNotFound,
    });
  });
});
