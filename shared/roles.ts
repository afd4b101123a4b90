/** The three roles a token can carry (spec 001 §3, §6). */
export const ROLES = ['stagiaire', 'formateur', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles obtained with a stay password. */
export type StayRole = Exclude<Role, 'admin'>;
