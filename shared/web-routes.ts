/** Routes of the single-page app, all exact matches: any other path shows the not-found page. */
export const webRoutes = {
  home: '/',
  stages: '/stages',
  stageDetails: (stageId: string) => `/stage-details/${encodeURIComponent(stageId)}`,
  trainerHome: '/formateur',
  photoDeposit: (stageId: string) => `/doc-stage/${encodeURIComponent(stageId)}`,
  photoContact: (stageId: string) => `/identite/${encodeURIComponent(stageId)}`,
  participants: (stageId: string) => `/stagiaire/${encodeURIComponent(stageId)}`,
  sharedDocuments: '/doc-apport',
  folderDetails: (folder: string) => `/doc-details/${encodeURIComponent(folder)}`,
  booklets: '/livrets',
  evaluation: (stageId: string) => `/evaluation/${encodeURIComponent(stageId)}`,
  stageDocuments: (stageId: string) => `/doc-stagiaire/${encodeURIComponent(stageId)}`,
  login: '/connexion',
  adminLogin: '/connexion-portail',
  adminPortal: '/portail',
  photosModify: (stageId: string) => `/photos-modify/${encodeURIComponent(stageId)}`,
  photoPolicy: '/politique-photos',
  legalNotice: '/mentions-legales',
  privacyPolicy: '/politique-confidentialite',
  /** Where the link in a family's photo digest leads: the token is in the query. */
  digestUnsubscribe: '/desabonnement',
} as const;

/** /connexion with the page to come back to after signing in. */
export const loginWithRedirect = (redirect: string): string =>
  `${webRoutes.login}?redirect=${encodeURIComponent(redirect)}`;

/** Keys of the browser's local storage: the family or director token, and the admin token. */
export const storageKeys = { token: 'token', adminToken: 'tokenAdmin' } as const;
