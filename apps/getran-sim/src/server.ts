import type { AddressInfo } from 'node:net';
import { buildSimulator, type SimulatorApp, type SimulatorOptions } from './app.ts';
import type { SimulatorControls } from './controls.ts';

export interface StartOptions extends SimulatorOptions {
  /** Default 0: any free port (tests); the command line uses 3900. */
  port?: number;
  /** Default loopback. */
  host?: string;
}

export interface StartedSimulator {
  /** Base address without a trailing slash: `${url}/api/...`, `${url}/homologacao/api/...`, `${url}/_sim/...`. */
  url: string;
  app: SimulatorApp;
  simulador: SimulatorControls;
  close(): Promise<void>;
}

/** Builds the simulator and listens: for the platform's start script and for tests that need a real server. */
export async function startSimulator(options: StartOptions = {}): Promise<StartedSimulator> {
  const { port = 0, host = '127.0.0.1', ...simulatorOptions } = options;
  const app = buildSimulator(simulatorOptions);
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostname}:${address.port}`,
    app,
    simulador: app.simulador,
    close: () => app.close(),
  };
}
