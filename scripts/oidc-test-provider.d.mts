export const TEST_CLIENT: { id: string; secret: string };
export interface TestProvider {
  /** http://localhost:port */
  issuer: string;
  setEmail(login: string, address: string): void;
  setNames(login: string, given: string, family: string): void;
  close(): Promise<void>;
}
export function startTestProvider(options: { port?: number; host?: string; redirectUri: string }): Promise<TestProvider>;
