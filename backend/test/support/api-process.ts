import { freePort } from './network.js';
import { poll, runBackend, type Running } from './processes.js';

export interface ApiProcess extends Running {
  port: number;
  url: string;
}

/** The compiled API (main.js) as its own process on a free port, once it answers /api/health (200 or 503). */
export async function runApi(env: NodeJS.ProcessEnv = {}, timeoutMs = 30_000): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const api = runBackend('main.js', { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env });
  const answers = () =>
    fetch(`${url}/api/health`).then(
      () => true,
      () => undefined,
    );
  try {
    await Promise.race([
      poll(`the API on port ${port}`, answers, timeoutMs),
      api.exited.then(({ code }) => Promise.reject(new Error(`the API exited with ${code}`))),
    ]);
  } catch (error) {
    await api.stop();
    throw new Error(`${(error as Error).message}\n${api.output()}`, { cause: error });
  }
  return { ...api, port, url };
}
