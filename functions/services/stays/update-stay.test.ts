import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { updateStay } from './update-stay.js';

const stay = aStay({
  id: 'st-1',
  photo: 'stages/files/old.jpg',
  fichiers: [{ key: 'stages/files/keep.pdf', name: 'Garder.pdf' }],
  version: 2,
  token_version: 4,
});
const form = {
  nom_stage: stay.nom_stage,
  ville: 'Brest',
  cree_par: stay.cree_par,
  actif: stay.actif,
  date_debut: stay.date_debut,
  date_fin: stay.date_fin,
  mdp_formateur: stay.mdp_formateur,
  mdp_stagiaire: stay.mdp_stagiaire,
  version: 2,
};

describe('updateStay', () => {
  const prepare = async () => {
    const media = inMemoryObjectStorage();
    for (const key of ['stages/files/old.jpg', 'stages/files/keep.pdf', 'stages/files/new.jpg'])
      await media.put(key, new Uint8Array(10), 'application/octet-stream');
    return { stays: inMemoryStayStore([stay]), media };
  };

  it('saves the form over the version read, keeping files and sessions when nothing of theirs changed', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const answer = await updateStay(deps, stay.id, form);
    // Assess
    expect(answer).toEqual({ message: messages.admin.stayModified, version: 3 });
    expect(deps.stays.records.get(stay.id)).toEqual({ ...stay, ville: 'Brest', version: 3 });
    expect(deps.media.objects.size).toBe(3);
  });

  it('replaces the picture, drops an attachment, and deletes both old files from storage', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    await updateStay(deps, stay.id, { ...form, photo: 'stages/files/new.jpg', fichiers: [] });
    // Assess
    expect(deps.stays.records.get(stay.id)).toMatchObject({ photo: 'stages/files/new.jpg', fichiers: [] });
    expect([...deps.media.objects.keys()]).toEqual(['stages/files/new.jpg']);
  });

  it("ends the sessions of the role whose password changed, and only that role's", async () => {
    // Prepare
    const deps = await prepare();
    // Act
    await updateStay(deps, stay.id, { ...form, mdp_stagiaire: 'Fam-Nouveau-2' });
    const afterFamily = deps.stays.records.get(stay.id);
    await updateStay(deps, stay.id, { ...form, mdp_stagiaire: 'Fam-Nouveau-2', version: 3 });
    const afterOtherEdit = deps.stays.records.get(stay.id);
    await updateStay(deps, stay.id, {
      ...form,
      mdp_stagiaire: 'Fam-Nouveau-2',
      mdp_formateur: 'Dir-Nouveau-2',
      version: 4,
    });
    // Assess
    expect(afterFamily?.role_token_versions).toEqual({ stagiaire: 5, formateur: 4 });
    expect(afterOtherEdit?.role_token_versions).toEqual({ stagiaire: 5, formateur: 4 });
    expect(deps.stays.records.get(stay.id)?.role_token_versions).toEqual({ stagiaire: 5, formateur: 5 });
  });

  it('refuses a save based on an older version, and changes nothing', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const refusal = updateStay(deps, stay.id, { ...form, version: 1 });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'conflict', message: messages.backOffice.conflict });
    expect(deps.stays.records.get(stay.id)).toEqual(stay);
  });

  it('refuses the save that lost the race to another one', async () => {
    // Prepare: another save lands between this one's read and its write.
    const deps = await prepare();
    const racing = {
      ...deps.stays,
      replace: async (next: typeof stay, expected: number) => {
        await deps.stays.replace({ ...stay, version: 3 }, 2);
        return deps.stays.replace(next, expected);
      },
    };
    // Act
    const refusal = updateStay({ ...deps, stays: racing }, stay.id, form);
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'conflict' });
    expect(deps.stays.records.get(stay.id)?.ville).toBe(stay.ville);
  });

  it('refuses a new picture that never reached storage', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const refusal = updateStay(deps, stay.id, { ...form, photo: 'stages/files/absent.jpg' });
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.fileMissing,
    });
    expect(deps.stays.records.get(stay.id)).toEqual(stay);
  });
});
