/**
 * mot_de_passe.xlsx: every stay's passwords and sign-in link, most recent stays first. An xlsx
 * rather than a CSV, so passwords come back exactly as stored (see text-workbook.ts).
 */

import { byStartDescending } from '#functions/domain/stay-order.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { TextWorkbooks } from '#functions/ports/text-workbook.js';
import type { WorkbookFile } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';

export const PASSWORD_FILE_NAME = 'mot_de_passe.xlsx';

const COLUMN_WIDTHS = [32, 20, 12, 12, 22, 22, 60];

export interface BuildPasswordFileDeps {
  readonly stays: Pick<StayRepository, 'list'>;
  readonly textWorkbooks: TextWorkbooks;
  readonly config: { readonly siteUrl: string };
}

export const buildPasswordFile = async (deps: BuildPasswordFileDeps): Promise<WorkbookFile> => {
  const stays = (await deps.stays.list()).sort(byStartDescending);
  const rows = stays.map((stay) => [
    stay.nom_stage,
    stay.ville,
    stay.date_debut,
    stay.date_fin,
    stay.mdp_formateur,
    stay.mdp_stagiaire,
    `${deps.config.siteUrl}/connexion?stageId=${stay.id}`,
  ]);
  const bytes = await deps.textWorkbooks.build(
    messages.backOffice.passwordSheetName,
    messages.backOffice.passwordFileHeader.map((header, i) => ({ header, width: COLUMN_WIDTHS[i] ?? 20 })),
    rows,
  );
  return {
    fileName: PASSWORD_FILE_NAME,
    contentType: deps.textWorkbooks.contentType,
    base64: Buffer.from(bytes).toString('base64'),
  };
};
