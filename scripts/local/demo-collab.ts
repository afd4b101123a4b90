/**
 * Demo content of the trainer collaboration pages: booklets, a few shared documents, a question
 * with its reply, and an attachment on each stay that has photos. Written where the real flows
 * write (storage keys of shared/media-keys.ts, the board and stay tables).
 */
import type { ApiDeps } from '#functions/composition/api.js';
import { newId } from '#functions/domain/ids.js';
import { bookletKey, documentKey, stayFileKey } from '#shared/media-keys.js';
import { drawPhoto } from './demo-images.js';
import { makeDemoPdf } from './demo-pdf.js';

const PDF = 'application/pdf';

export const seedCollabDemo = async (deps: ApiDeps, stayIds: readonly string[]): Promise<void> => {
  const now = deps.clock();
  for (const [index, part] of ['Accueil et sécurité', 'Animer un grand jeu', 'Vie collective'].entries()) {
    await deps.media.put(
      bookletKey(`Livret ${index + 1} - ${part}.pdf`),
      makeDemoPdf(`Livret ${index + 1} : ${part}`, ['Livret du formateur (démonstration).']),
      PDF,
    );
  }
  await deps.media.put(
    documentKey('Administratif', 'Planning type.pdf'),
    makeDemoPdf('Planning type', ['8 h : lever', '9 h : activités', '12 h : déjeuner']),
    PDF,
  );
  await deps.media.put(
    documentKey('Animations', 'Grand jeu.jpg'),
    await drawPhoto(3, 'Grand jeu'),
    'image/jpeg',
  );

  const question = {
    id: newId(now),
    nom: 'Camille',
    contenu: 'Où trouve-t-on la trousse de secours du car ?',
  };
  await deps.collab.board.addQuestion({ ...question, created_at: now.toISOString() });
  await deps.collab.board.addReply({
    id: newId(new Date(now.getTime() + 1)),
    commentaireId: question.id,
    nom: 'Sami',
    contenu: 'Dans le coffre, à côté des gilets.',
    created_at: new Date(now.getTime() + 1).toISOString(),
  });

  for (const stayId of stayIds) {
    const key = stayFileKey(`${stayId}-programme`, 'pdf');
    await deps.media.put(key, makeDemoPdf('Programme du séjour', ['Document joint (démonstration).']), PDF);
    const stay = await deps.stays.get(stayId);
    if (stay) {
      const fichiers = [{ key, name: 'Programme du séjour.pdf' }];
      await deps.stays.replace({ ...stay, fichiers, version: stay.version + 1 }, stay.version);
    }
  }
};
