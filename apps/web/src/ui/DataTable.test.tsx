import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableQuery,
  type DataTableRowAction,
  useTableParams,
} from './DataTable.tsx';
import type { DataTablePage } from './data-table/types.ts';

interface Veiculo {
  readonly id: number;
  readonly placa: string;
  readonly modelo: string;
}

const COLUMNS: DataTableColumn<Veiculo>[] = [
  { key: 'placa', header: 'Placa', sortField: 'placa', render: (v) => v.placa },
  { key: 'modelo', header: 'Modelo', render: (v) => v.modelo },
];

function page(data: Veiculo[], current = 1, last = 1, total = data.length): DataTablePage<Veiculo> {
  return { data, current_page: current, last_page: last, per_page: 5, total };
}

function query(overrides: Partial<DataTableQuery<Veiculo>> = {}): DataTableQuery<Veiculo> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: () => undefined,
    ...overrides,
  };
}

const GOL = { id: 1, placa: 'BBC0A20', modelo: 'Gol' };
const ARGO = { id: 2, placa: 'BCF1B21', modelo: 'Argo' };

interface TableProps {
  readonly query: DataTableQuery<Veiculo>;
  readonly columns?: DataTableColumn<Veiculo>[];
  readonly rowActions?: (row: Veiculo) => readonly DataTableRowAction[];
  readonly emptyMessage?: string;
}

function VeiculosTable({ query: result, columns = COLUMNS, rowActions, emptyMessage }: TableProps) {
  const state = useTableParams('placa');
  return (
    <DataTable
      label="Lista de veículos"
      columns={columns}
      query={result}
      state={state}
      rowKey={(v) => v.id}
      rowActions={rowActions}
      emptyMessage={emptyMessage}
    />
  );
}

function renderTable(props: TableProps, url = '/veiculos') {
  const rendered = renderWidget(<VeiculosTable {...props} />, { url });
  const search = () => new URLSearchParams(rendered.router?.state.location.search);
  return { ...rendered, search, table: screen.getByRole('table', { name: 'Lista de veículos' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('shows the rows under named column headers', () => {
    const { table } = renderTable({ query: query({ data: page([GOL, ARGO]) }) });
    expect(within(table).getByRole('columnheader', { name: 'Placa' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Modelo' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'BBC0A20' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Argo' })).toBeTruthy();
  });

  it('sorts on the server: the header button flips the order in the address and marks the column', async () => {
    const { user, table, search } = renderTable({ query: query({ data: page([GOL, ARGO]) }) });
    const placa = within(table).getByRole('columnheader', { name: 'Placa' });
    expect(placa.getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: 'Modelo' }).getAttribute('aria-sort')).toBeNull();

    await user.click(within(placa).getByRole('button', { name: 'Placa' }));
    expect(search().get('sort')).toBe('-placa');
    expect(within(table).getByRole('columnheader', { name: 'Placa' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('pages with up to 3 page numbers, an ellipsis and the last page (SPEC §9)', async () => {
    const { user, search } = renderTable({ query: query({ data: page([GOL, ARGO], 1, 10, 50) }) });
    const pagination = screen.getByRole('navigation', { name: 'Paginação' });
    const pages = within(pagination)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '2', '3', '10']);
    expect(within(pagination).getByRole('img', { name: 'Mais páginas' }).textContent).toBe('…');
    expect(within(pagination).getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('1–2 de 50')).toBeTruthy();

    await user.click(within(pagination).getByRole('button', { name: 'Página 3' }));
    expect(search().get('page')).toBe('3');
  });

  it('centres the three pages on the current one', () => {
    renderTable({ query: query({ data: page([GOL], 5, 10, 50) }) }, '/veiculos?page=5');
    const pagination = screen.getByRole('navigation', { name: 'Paginação' });
    const pages = within(pagination)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['4', '5', '6', '10']);
  });

  it('offers 5, 6 or 10 rows per page, back on page 1', async () => {
    const { user, search } = renderTable(
      { query: query({ data: page([GOL], 2, 3, 11) }) },
      '/veiculos?page=2',
    );
    const perPage = screen.getByRole('combobox', { name: 'Itens por página' }) as HTMLSelectElement;
    expect([...perPage.options].map((option) => option.value)).toEqual(['5', '6', '10']);
    await user.selectOptions(perPage, '10');
    expect(search().get('per_page')).toBe('10');
    expect(search().get('page')).toBeNull();
  });

  it('asks the server only once typing pauses for 250 ms (SPEC §9)', () => {
    vi.useFakeTimers();
    const { search } = renderTable({ query: query({ data: page([GOL]) }) });
    const filter = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(filter, { target: { value: 'g' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(filter, { target: { value: 'gol' } });
    // Each key starts the wait again.
    act(() => vi.advanceTimersByTime(249));
    expect(search().get('filtro')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(search().get('filtro')).toBe('gol');
    expect((filter as HTMLInputElement).value).toBe('gol');
  });

  it('filters at once when the user leaves the field, with nothing left to come later', () => {
    vi.useFakeTimers();
    const { search } = renderTable({ query: query({ data: page([GOL]) }) });
    const filter = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(filter, { target: { value: 'gol' } });
    fireEvent.blur(filter);
    expect(search().get('filtro')).toBe('gol');
    fireEvent.change(filter, { target: { value: 'go' } });
    fireEvent.blur(filter);
    act(() => vi.advanceTimersByTime(300));
    expect(search().get('filtro')).toBe('go');
  });

  it('says so inside the table while loading, when empty and when the page failed', async () => {
    const loading = renderTable({ query: query({ isPending: true, isFetching: true }) });
    expect(within(loading.table).getByText('Carregando...')).toBeTruthy();
    expect(loading.table.getAttribute('aria-busy')).toBe('true');
    loading.unmount();

    const empty = renderTable({
      query: query({ data: page([]) }),
      emptyMessage: 'Nenhum veículo encontrado.',
    });
    expect(within(empty.table).getByText('Nenhum veículo encontrado.')).toBeTruthy();
    empty.unmount();

    const refetch = vi.fn();
    const failed = renderTable({ query: query({ isError: true, error: new Error('boom'), refetch }) });
    const alert = within(failed.table).getByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os dados.');
    await failed.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('ends each row with its actions, named for assistive tools', async () => {
    const remove = vi.fn();
    const { user, table } = renderTable({
      query: query({ data: page([GOL, ARGO]) }),
      rowActions: (v) => [
        { key: 'edit', label: `Editar ${v.placa}`, icon: 'E', to: `/veiculos/${v.id}` },
        { key: 'remove', label: `Desativar ${v.placa}`, icon: 'D', onClick: () => remove(v.id) },
      ],
    });
    expect(within(table).getByRole('columnheader', { name: 'Ações' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Editar BBC0A20' }).getAttribute('href')).toBe(
      '/veiculos/1',
    );
    await user.click(within(table).getByRole('button', { name: 'Desativar BCF1B21' }));
    expect(remove).toHaveBeenCalledWith(2);
  });

  it('puts a header over each group of columns', () => {
    const grouped: DataTableColumn<Veiculo>[] = [
      { key: 'placa', header: 'Placa', render: (v) => v.placa },
      { key: 'modelo', header: 'Modelo', group: 'Dados', render: (v) => v.modelo },
      { key: 'id', header: 'Código', group: 'Dados', render: (v) => v.id },
    ];
    const { table } = renderTable({ query: query({ data: page([GOL]) }), columns: grouped });
    const group = within(table).getByRole('columnheader', { name: 'Dados' });
    expect(group.getAttribute('colspan')).toBe('2');
    expect(within(table).getByRole('columnheader', { name: 'Código' })).toBeTruthy();
  });
});
