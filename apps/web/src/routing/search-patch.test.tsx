import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { patchSearch, useSearchPatch } from './search-patch.ts';

function Filters() {
  const [search, update] = useSearchPatch();
  return (
    <>
      <output aria-label="query">{search.toString()}</output>
      <button
        type="button"
        onClick={() => {
          // Two clicks' updates before the router renders the first: the second keeps the first.
          update({ data: '2026-11-20' });
          update({ visao: 'dia', id: '' });
        }}
      >
        dia
      </button>
    </>
  );
}

describe('patchSearch', () => {
  it('sets what has a value and removes what is empty, keeping the rest', () => {
    const next = patchSearch(new URLSearchParams('id=3&por=instrutor&visao=semana'), {
      visao: 'dia',
      id: '',
      data: undefined,
    });
    expect(next.toString()).toBe('por=instrutor&visao=dia');
  });
});

describe('useSearchPatch', () => {
  it('starts each update from the one before, not from the last render', async () => {
    const { router } = renderWidget(<Filters />, { url: '/agenda?id=3&por=instrutor' });
    await act(async () => screen.getByRole('button', { name: 'dia' }).click());
    expect(new URLSearchParams(router?.state.location.search).toString()).toBe(
      'por=instrutor&data=2026-11-20&visao=dia',
    );
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe(
      'por=instrutor&data=2026-11-20&visao=dia',
    );
  });

  it('does not add to the history', async () => {
    const { router } = renderWidget(<Filters />, { url: '/agenda?id=3' });
    await act(async () => screen.getByRole('button', { name: 'dia' }).click());
    expect(router?.state.historyAction).toBe('REPLACE');
  });
});

/** The update of the list screen below, as its filter's debounced callback holds it. */
let listaUpdate: ((patch: { filtro: string }) => void) | undefined;

function Lista() {
  const [, patch] = useSearchPatch();
  listaUpdate = patch;
  return <Link to="/turmas/7">Turma 7</Link>;
}

describe('useSearchPatch while leaving the screen', () => {
  it('drops an update made while the next screen loads, so the user is not brought back', async () => {
    let arrive: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/turmas', element: <Lista /> },
        { path: '/turmas/:id', loader: () => loading.then(() => null), element: <p>Turma</p> },
      ],
      { initialEntries: ['/turmas'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('link', { name: 'Turma 7' }).click());
    expect(router.state.navigation.state).toBe('loading');
    // A filter's debounced update fires while the class's screen is still loading.
    act(() => listaUpdate?.({ filtro: 'noturna' }));
    await act(async () => arrive());
    expect(router.state.location.pathname).toBe('/turmas/7');
    expect(router.state.location.search).toBe('');
  });
});
