import { describe, expect, it } from 'vitest';
import { centreAddress, defaultListaOf, readCentre } from './centre-address.ts';

describe('the address of the notifications centre', () => {
  it('opens the changelog route on the changelogs', () => {
    expect(defaultListaOf('notifications-changelog')).toBe('changelogs');
    expect(readCentre('notifications-changelog', new URLSearchParams('lista=unread'))).toEqual({
      lista: 'changelogs',
      page: 1,
      filter: '',
    });
  });

  it('reads the list, page and filter of the centre, ignoring what it does not know', () => {
    expect(
      readCentre('notifications', new URLSearchParams('lista=archived&page=3&filtro=%20prova%20')),
    ).toEqual({
      lista: 'archived',
      page: 3,
      filter: 'prova',
    });
    expect(readCentre('notifications', new URLSearchParams('lista=spam&page=-2'))).toEqual({
      lista: 'all',
      page: 1,
      filter: '',
    });
  });

  it('writes each list where it is read back from', () => {
    expect(centreAddress({ lista: 'all', page: 1, filter: '' })).toEqual({
      route: 'notifications',
      search: '',
    });
    expect(centreAddress({ lista: 'changelogs', page: 2, filter: '' })).toEqual({
      route: 'notifications-changelog',
      search: '?page=2',
    });
    expect(centreAddress({ lista: 'unread', page: 1, filter: 'prova' })).toEqual({
      route: 'notifications',
      search: '?lista=unread&filtro=prova',
    });
  });
});
