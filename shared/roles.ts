/** The three roles a token can carry: family (stagiaire), director (formateur), administrator. */
export const ROLES = ['stagiaire', 'formateur', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles obtained with a stay password. */
export type StayRole = Exclude<Role, 'admin'>;
