import 'reflect-metadata';

// Integration tests write to the database they are given: refuse anything but a test database.
const dbName = process.env.DB_NAME ?? '';
if (!dbName.endsWith('_test')) {
  throw new Error(`Integration tests need a *_test database (DB_NAME=${dbName || 'unset'}): run them with make test-integration`);
}
