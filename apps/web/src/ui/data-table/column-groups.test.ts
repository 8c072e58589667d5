import { describe, expect, it } from 'vitest';
import { columnSegments, groupStarts } from './column-groups.ts';

const columns = [
  { key: 'nome' },
  { key: 'alunos_list', group: 'Alunos' },
  { key: 'alunos_edit', group: 'Alunos' },
  { key: 'cfcs', group: 'CFCs' },
  { key: 'extra' },
];

describe('columnSegments', () => {
  it('joins consecutive columns of one group and leaves the others alone', () => {
    expect(columnSegments(columns).map((s) => [s.group, s.columns.map((c) => c.key)])).toEqual([
      [undefined, ['nome']],
      ['Alunos', ['alunos_list', 'alunos_edit']],
      ['CFCs', ['cfcs']],
      [undefined, ['extra']],
    ]);
  });

  it('never joins two ungrouped columns', () => {
    const ungrouped: { key: string; group?: string }[] = [{ key: 'a' }, { key: 'b' }];
    expect(columnSegments(ungrouped)).toHaveLength(2);
  });
});

describe('groupStarts', () => {
  it('names the first column of each group', () => {
    expect([...groupStarts(columns)]).toEqual(['alunos_list', 'cfcs']);
    expect(groupStarts([{ key: 'a' }]).size).toBe(0);
  });
});
