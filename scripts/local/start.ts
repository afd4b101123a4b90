/**
 * `npm start` (and `npm run dev` with --dev): the whole portal on this machine, demo data included.
 * Prints the address and the demo credentials; Ctrl-C stops everything it started.
 */
import { portalOptionsFromEnv, startLocalPortal } from './portal.js';

const dev = process.argv.includes('--dev');
const options = portalOptionsFromEnv(process.env, { dev });
const started = Date.now();
const portal = await startLocalPortal(options);

const lines = [
  '',
  `Portail prêt en ${((Date.now() - started) / 1000).toFixed(1)} s : ${portal.url}${dev ? ' (rechargement à chaud)' : ''}`,
  `Documentation de l'API : ${portal.url}/api/openapi.json`,
];
if (portal.seeded) {
  const { admin, stays } = portal.seeded;
  lines.push(
    '',
    `Administrateur : ${admin.username} / ${admin.password}   (${portal.url}/connexion-portail)`,
    '',
  );
  lines.push('Séjours de démonstration (mot de passe famille / formateur) :');
  for (const stay of stays) {
    const photos = stay.photos > 0 ? `  ${stay.activePhotos}/${stay.photos} photos visibles` : '';
    const state = stay.actif === 1 ? '' : '  [inactif]';
    lines.push(
      `  ${stay.nom_stage.padEnd(34)} ${stay.familyPassword} / ${stay.trainerPassword}  ${portal.url}/connexion?stageId=${stay.id}${photos}${state}`,
    );
  }
}
lines.push('', 'Ctrl-C pour arrêter.');
console.log(lines.join('\n'));

let stopping = false;
const stop = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} reçu : arrêt du portail...`);
  await portal.stop();
  process.exit(0);
};
// Every request and worker needs the emulator: without it the runtime would answer 500 to all and
// log errors for ever, so it stops and says why.
void portal.emulatorLost.then(async (why) => {
  if (stopping) return;
  stopping = true;
  console.error(`\n${why} : arrêt du portail. Relancez \`npm start\`.`);
  await portal.stop();
  process.exit(1);
});
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
