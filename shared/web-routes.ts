/** Routes of the single-page app, all exact matches: any other path shows the not-found page. */
export const webRoutes = {
  home: '/',
  stages: '/stages',
  stayDetails: (stayId: string) => `/stage-details/${encodeURIComponent(stayId)}`,
  directorHome: '/formateur',
  photoDeposit: (stayId: string) => `/doc-stage/${encodeURIComponent(stayId)}`,
  photoContact: (stayId: string) => `/identite/${encodeURIComponent(stayId)}`,
  participants: (stayId: string) => `/stagiaire/${encodeURIComponent(stayId)}`,
  sharedDocuments: '/doc-apport',
  folderDetails: (folder: string) => `/doc-details/${encodeURIComponent(folder)}`,
  booklets: '/livrets',
  evaluation: (stayId: string) => `/evaluation/${encodeURIComponent(stayId)}`,
  stayDocuments: (stayId: string) => `/doc-stagiaire/${encodeURIComponent(stayId)}`,
  login: '/connexion',
  adminLogin: '/connexion-portail',
  adminPortal: '/portail',
  photosModify: (stayId: string) => `/photos-modify/${encodeURIComponent(stayId)}`,
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
