/**
 * The organisation shown on the legal pages and in the header. Deployments set it through
 * VITE_ORG_* variables at build time; these defaults describe the demo organisation.
 */
export interface Organisation {
  readonly name: string;
  readonly legalForm: string;
  readonly address: string;
  readonly email: string;
  readonly phone: string;
  readonly publicationDirector: string;
}

export const defaultOrganisation: Organisation = {
  name: 'Les Colos du Soleil',
  legalForm: 'Association loi 1901',
  address: '12 rue des Lilas, 69003 Lyon, France',
  email: 'contact@colos-du-soleil.example',
  phone: '04 72 00 00 00',
  publicationDirector: 'Claire Martin, présidente',
};
