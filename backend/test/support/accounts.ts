import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { createTestApp, testConfig } from '../test-app.js';
import { linkToken, uniqueEmail, waitForEmails } from './mail-catcher.js';
import { runBackend, type Running } from './processes.js';

export type Agent = InstanceType<typeof TestAgent>;
export const PASSWORD = 'green-lentils-42';

/** The answer to 'What is 7 + 5?' (also '-' and '×'). */
export function solveCaptcha(question: string): number {
  const match = question.match(/What is (\d+) ([+\-×]) (\d+)\?/);
  if (!match) throw new Error(`unexpected captcha: ${question}`);
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  return op === '+' ? a + b : op === '-' ? a - b : a * b;
}

/** The API in-process plus a real worker process on the same database and Redis prefix. */
export interface Stack {
  app: NestExpressApplication;
  config: AppConfig;
  worker: Running;
  agent: () => Agent;
  close: () => Promise<void>;
}

export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<Stack> {
  const config = testConfig(env);
  const app = await createTestApp(config);
  const worker = runBackend('worker.js', env);
  return {
    app,
    config,
    worker,
    agent: () => request.agent(app.getHttpServer()),
    close: async () => {
      await worker.stop();
      await app.close();
    },
  };
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Fetches a captcha on the agent's session and registers with its answer. */
export async function register(agent: Agent, overrides: Partial<Registration> = {}) {
  const { body } = await agent.get('/api/captcha').expect(200);
  const registration = { email: uniqueEmail('cook'), password: PASSWORD, firstName: 'Ana', lastName: 'Lima', ...overrides };
  const res = await agent.post('/api/register').send({ ...registration, captcha: solveCaptcha(body.question) });
  return { res, registration };
}

/** Registers, follows the emailed link, signs in as the page offers, and returns the agent. */
export async function verifiedMember(stack: Stack, overrides: Partial<Registration> = {}) {
  const agent = stack.agent();
  const { res, registration } = await register(agent, overrides);
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [email] = await waitForEmails(registration.email);
  await agent
    .post('/api/verify-email')
    .send({ token: linkToken(email, '/verify-email') })
    .expect(200);
  await agent.post('/api/verify-email/sign-in').expect(200);
  return { agent, registration };
}
