/** A TCP port nobody listens on right now, so parallel test runs on one machine never collide. */
import { createServer } from 'node:net';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** The port from the environment variable if set, else a free one. */
export const portFromEnv = async (name: string): Promise<number> => {
  const value = process.env[name];
  return value ? Number(value) : freePort();
};
