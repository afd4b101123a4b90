import { describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { fakeFileLinks } from '#test/memory/file-links.js';
import { listStayDocuments } from './list-stay-documents.js';

const stay: StayRecord = {
  id: 'st-1',
  nom_stage: 'Colo',
  ville: 'Annecy',
  cree_par: 'admin',
  actif: 1,
  date_debut: '2026-07-01',
  date_fin: '2026-07-14',
  mdp_formateur: 'equipe-3Z?',
  mdp_stagiaire: 'famille-8Q!',
  fichiers: [{ key: 'stages/files/k1.pdf', name: 'Programme.pdf' }],
  token_version: 1,
  version: 1,
};
const deps = {
  stays: { get: async (id: string) => (id === stay.id ? stay : undefined) },
  links: fakeFileLinks(),
};

describe('listStayDocuments', () => {
  it("links the stay's attachments under the names they were given", async () => {
    const files = await listStayDocuments(deps, 'st-1');
    expect(files).toEqual([
      {
        name: 'Programme.pdf',
        size: null,
        preview: 'pdf',
        url: 'https://links.test/stages/files/k1.pdf?as=Programme.pdf',
      },
    ]);
  });

  it('refuses an unknown stay', async () => {
    await expect(listStayDocuments(deps, 'st-404')).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.api.stayNotFound,
    });
  });
});
