/**
 * The app's configuration, read once from the build-time environment (VITE_* variables) and
 * validated; anything unset falls back to the demo organisation of shared/organisation.ts.
 */
import { defaultOrganisation, type Organisation } from '#shared/organisation';

/**
 * A set, non-blank text, trimmed; anything else counts as unset. (Plain code rather than zod keeps the
 * validator out of the first page's bundle.)
 */
const text = (env: Record<string, unknown>, name: string): string | undefined => {
  const value = env[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value.trim() || undefined;
};

export interface AppConfig {
  readonly organisation: Organisation;
  /**
   * "Trouver mon enfant" is offered: on unless the deployment switched it off (`-c faceFinder=false`,
   * which `npm run deploy` passes to the build as VITE_FACE_FINDER=false).
   */
  readonly faceFinder: boolean;
}

export const readConfig = (env: Record<string, unknown>): AppConfig => {
  return {
    organisation: {
      name: text(env, 'VITE_ORG_NAME') ?? defaultOrganisation.name,
      legalForm: text(env, 'VITE_ORG_LEGAL_FORM') ?? defaultOrganisation.legalForm,
      address: text(env, 'VITE_ORG_ADDRESS') ?? defaultOrganisation.address,
      email: text(env, 'VITE_ORG_EMAIL') ?? defaultOrganisation.email,
      phone: text(env, 'VITE_ORG_PHONE') ?? defaultOrganisation.phone,
      publicationDirector:
        text(env, 'VITE_ORG_PUBLICATION_DIRECTOR') ?? defaultOrganisation.publicationDirector,
    },
    faceFinder: text(env, 'VITE_FACE_FINDER') !== 'false',
  };
};

export const config: AppConfig = Object.freeze(readConfig(import.meta.env ?? {}));
