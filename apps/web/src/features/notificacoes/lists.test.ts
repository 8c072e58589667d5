import type { Notificacao } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import {
  type ListParams,
  listasOf,
  listParamsOf,
  listQuery,
  type NotificacoesPage,
  placeNotificacao,
} from './lists.ts';

function notificacao(id: number, overrides: Partial<Notificacao> = {}): Notificacao {
  return {
    id,
    title: `Aviso ${id}`,
    description: '<p>Texto</p>',
    is_read: false,
    is_archived: false,
    type: 'geral',
    created_at: '2026-03-10T12:00:00-03:00',
    anexos: [],
    ...overrides,
  };
}

function page(ids: number[], overrides: Partial<NotificacoesPage> = {}): NotificacoesPage {
  return {
    data: ids.map((id) => notificacao(id)),
    current_page: 1,
    last_page: 1,
    per_page: 15,
    total: ids.length,
    unread: ids.length,
    ...overrides,
  };
}

const first = (lista: ListParams['lista']): ListParams => ({ lista, page: 1, filter: '' });

describe('the lists a new notification belongs to (SPEC §4)', () => {
  it('puts an unread general notice in all, unread and general', () => {
    expect([...listasOf(notificacao(1))].sort()).toEqual(['all', 'general', 'unread']);
  });

  it('puts a changelog entry in changelogs, not general', () => {
    const lists = listasOf(notificacao(1, { type: 'version_control' }));
    expect(lists.has('changelogs')).toBe(true);
    expect(lists.has('general')).toBe(false);
  });

  it('files by its flags: archived first, then read, else unread', () => {
    expect(listasOf(notificacao(1, { is_read: true }))).toEqual(new Set(['all', 'read', 'general']));
    expect(listasOf(notificacao(1, { is_read: true, is_archived: true }))).toEqual(
      new Set(['all', 'archived', 'general']),
    );
    expect(listasOf(notificacao(1, { is_archived: true, type: 'version_control' }))).toEqual(
      new Set(['all', 'archived', 'changelogs']),
    );
  });
});

describe('placing a new notification in a cached page', () => {
  it('goes to the front of the first page and counts one more, unread too', () => {
    const { page: placed, stale } = placeNotificacao(page([2, 1]), first('all'), notificacao(3));
    expect(stale).toBe(false);
    expect(placed.data.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(placed.total).toBe(3);
    expect(placed.unread).toBe(3);
  });

  it('keeps the page size and opens a new last page when it overflows', () => {
    const full = page(
      Array.from({ length: 15 }, (_, index) => 15 - index),
      { total: 15, last_page: 1 },
    );
    const { page: placed } = placeNotificacao(full, first('unread'), notificacao(16));
    expect(placed.data).toHaveLength(15);
    expect(placed.data[0]?.id).toBe(16);
    expect(placed.data.at(-1)?.id).toBe(2);
    expect(placed.last_page).toBe(2);
  });

  it('leaves lists it does not belong to alone, but the bell still counts it', () => {
    const read = page([1], { unread: 4 });
    const { page: placed, stale } = placeNotificacao(read, first('read'), notificacao(2));
    expect(stale).toBe(false);
    expect(placed.data.map((item) => item.id)).toEqual([1]);
    expect(placed.total).toBe(1);
    expect(placed.unread).toBe(5);
    const changelog = placeNotificacao(page([1]), first('changelogs'), notificacao(2)).page;
    expect(changelog.data.map((item) => item.id)).toEqual([1]);
  });

  it('does not raise the unread count for a notification that arrives read', () => {
    const { page: placed } = placeNotificacao(
      page([1], { unread: 0 }),
      first('all'),
      notificacao(2, { is_read: true }),
    );
    expect(placed.unread).toBe(0);
    expect(placed.data[0]?.id).toBe(2);
  });

  it('asks again for later pages and filtered lists instead of guessing', () => {
    const later = placeNotificacao(
      page([5], { current_page: 2, total: 16, last_page: 2 }),
      { lista: 'all', page: 2, filter: '' },
      notificacao(20),
    );
    expect(later.stale).toBe(true);
    expect(later.page.data.map((item) => item.id)).toEqual([5]);
    expect(later.page.total).toBe(17);
    const filtered = placeNotificacao(page([5]), { lista: 'all', page: 1, filter: 'prova' }, notificacao(20));
    expect(filtered.stale).toBe(true);
    expect(filtered.page.data.map((item) => item.id)).toEqual([5]);
    expect(filtered.page.total).toBe(1);
  });

  it('changes nothing when the page already holds it (the event came twice)', () => {
    const cached = page([3, 2]);
    const placed = placeNotificacao(cached, first('all'), notificacao(3));
    expect(placed.page).toBe(cached);
    expect(placed.stale).toBe(false);
  });
});

describe('the query of each list', () => {
  it('asks by status or type with the page size of SPEC §9', () => {
    expect(listQuery(first('all'))).toEqual({ page: 1, limit: 15 });
    expect(listQuery(first('general'))).toEqual({ page: 1, limit: 15, type: 'geral' });
    expect(listQuery(first('changelogs'))).toEqual({ page: 1, limit: 15, type: 'version_control' });
    expect(listQuery({ lista: 'archived', page: 3, filter: 'prova teórica' })).toEqual({
      page: 3,
      limit: 15,
      status: 'archived',
      filter: 'prova teórica',
    });
  });
});

describe('list parameters in the cache keys', () => {
  it('recognises the query of a list and nothing else', () => {
    const params = { lista: 'unread', page: 2, filter: 'prova' } as const;
    expect(listParamsOf({ query: listQuery(params) })).toEqual(params);
    expect(listParamsOf({ query: listQuery(first('all')) })).toEqual(first('all'));
    expect(listParamsOf({ query: { page: 1, status: 'spam' } })).toBeNull();
    expect(listParamsOf({ query: { page: '1' } })).toBeNull();
    expect(listParamsOf(undefined)).toBeNull();
    expect(listParamsOf('all')).toBeNull();
  });
});
