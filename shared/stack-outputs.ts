/**
 * Names of the deployed stack's outputs that tools read back (npm run admin:create): the CDK app
 * writes them and the scripts find the stack's resources through them, so neither guesses a name.
 */

export const stackOutputs = {
  region: 'Region',
} as const;

/** The output holding a table's physical name: `admins` → `TableAdmins`, `mailLog` → `TableMailLog`. */
export const tableOutput = (table: string): string =>
  `Table${table
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
