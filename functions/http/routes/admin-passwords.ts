/** Stay passwords for administrators (spec 001 §2.4, §7.2): lookups and the mot_de_passe file. */
import { messages } from '../../../shared/messages.js';
import { buildTextWorkbook, XLSX_CONTENT_TYPE } from '../../adapters/text-workbook.js';
import { uniqueAddresses } from '../../domain/recipients.js';
import { byStartDescending } from '../../domain/stage.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

/** xlsx rather than CSV: passwords come back exactly as stored (see text-workbook.ts). */
export const PASSWORD_FILE_NAME = 'mot_de_passe.xlsx';

export const adminPasswordHandlers: RouteHandlers<
  'stagePasswords' | 'downloadPasswords' | 'stageRecipients'
> = {
  async stagePasswords({ params }, deps) {
    const stage = await requireStay(deps, params.stageId);
    return { body: [{ mdp_formateur: stage.mdp_formateur, mdp_stagiaire: stage.mdp_stagiaire }] };
  },

  async downloadPasswords(_input, deps) {
    const stays = (await deps.stages.list()).sort(byStartDescending);
    const rows = [
      ...stays.map((stage) => [
        stage.nom_stage,
        stage.ville,
        stage.date_debut,
        stage.date_fin,
        stage.mdp_formateur,
        stage.mdp_stagiaire,
        `${deps.config.siteUrl}/connexion?stageId=${stage.id}`,
      ]),
    ];
    const widths = [32, 20, 12, 12, 22, 22, 60];
    const bytes = await buildTextWorkbook(
      messages.backOffice.passwordSheetName,
      messages.backOffice.passwordFileHeader.map((header, i) => ({ header, width: widths[i] ?? 20 })),
      rows,
    );
    return {
      body: {
        fileName: PASSWORD_FILE_NAME,
        contentType: XLSX_CONTENT_TYPE,
        base64: Buffer.from(bytes).toString('base64'),
      },
    };
  },

  async stageRecipients({ params }, deps) {
    const stage = await requireStay(deps, params.stageId);
    const addresses =
      params.type === 'formateur'
        ? (await deps.directors.listByStage(stage.id)).map((director) => director.mail)
        : (await deps.participants.listByStage(stage.id)).map((participant) => participant.email);
    const password = params.type === 'formateur' ? stage.mdp_formateur : stage.mdp_stagiaire;
    return {
      body: {
        stageId: stage.id,
        nom_stage: stage.nom_stage,
        password: password || null,
        // Directors are grouped by address: each gets one mail, whatever their categories.
        recipients: uniqueAddresses(addresses.filter(Boolean)),
      },
    };
  },
};
