import { relyingParty } from './relying-party.js';

describe('relyingParty', () => {
  it('takes the host name as the RP id and the origin from the public address', () => {
    expect(relyingParty('https://plantry.app')).toEqual({ id: 'plantry.app', origin: 'https://plantry.app', name: 'Plantry' });
    expect(relyingParty('http://localhost:3260')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3260' });
  });

  it('leaves out a path: the origin is scheme, host and port only', () => {
    expect(relyingParty('https://www.plantry.app/app')).toMatchObject({ id: 'www.plantry.app', origin: 'https://www.plantry.app' });
  });
});
