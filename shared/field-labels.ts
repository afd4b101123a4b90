/**
 * The French name of each field the API validates, as the forms label it, so that a refused value
 * says which field it is ("Nom du séjour : 200 caractères au plus."). Kept apart from the message
 * catalogues: every page validates, and a family's page must not carry the back-office's texts.
 */
const LABELS: Readonly<Record<string, string>> = {
  nom_stage: 'Nom du séjour',
  nomStage: 'Nom du séjour',
  ville: 'Ville',
  cree_par: 'Créé par',
  actif: 'Actif',
  date_debut: 'Date de début',
  date_fin: 'Date de fin',
  mdp_formateur: 'Mot de passe directeur',
  mdp_stagiaire: 'Mot de passe famille',
  photo: 'Photo du séjour',
  fichiers: 'Pièces jointes',
  nom: 'Nom',
  prenom: 'Prénom',
  mailRL: 'E-mail du représentant légal',
  mail: 'E-mail',
  email: 'E-mail',
  telephone: 'Téléphone',
  cat: 'Type',
  stages: 'Séjours',
  stageId: 'Séjour',
  to: 'Destinataires',
  subject: 'Objet',
  message: 'Message',
  password: 'Mot de passe',
  username: "Nom d'utilisateur",
  name: 'Nom du fichier',
  size: 'Taille du fichier',
  type: 'Type de fichier',
  duree_diffusion: 'Date de suppression des photos',
  active_par: "Nom de l'approbateur",
  miStage: 'Rapport mi-stage',
  finStage: 'Rapport fin de stage',
  q: 'Recherche',
  page: 'Page',
  pageSize: 'Taille de page',
};

/**
 * The label of the field at `path` (its last named key), or the key itself when it has none; nothing
 * for a value that is not a field (the whole body).
 */
export const fieldLabel = (path: readonly PropertyKey[]): string | undefined => {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return undefined;
  return LABELS[key] ?? key;
};
