/** `npm run emulator`: the emulator alone, until Ctrl-C. EMULATOR_PORT changes its port. */
import { DEFAULT_EMULATOR_PORT, startEmulator } from './emulator.js';

const port = Number(process.env.EMULATOR_PORT ?? DEFAULT_EMULATOR_PORT);
const emulator = await startEmulator(port);
console.log(`Émulateur AWS (moto) prêt sur ${emulator.endpoint}. Ctrl-C pour arrêter.`);
const stop = async (): Promise<void> => {
  await emulator.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
