import { describe, expect, it } from 'vitest';
import { applyFormat, LINK_PLACEHOLDER } from './html-editing.ts';

describe('formatting buttons of the notice composer', () => {
  it('wraps the selection and keeps it selected', () => {
    const edit = applyFormat('Prova amanhã', 6, 12, 'bold');
    expect(edit.text).toBe('Prova <strong>amanhã</strong>');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('amanhã');
  });

  it('inserts an empty pair at the cursor, with the cursor inside', () => {
    const edit = applyFormat('Olá ', 4, 4, 'italic');
    expect(edit.text).toBe('Olá <em></em>');
    expect(edit.selectionStart).toBe(8);
    expect(edit.selectionEnd).toBe(8);
  });

  it('makes a list of the selected lines', () => {
    const edit = applyFormat('Itens:\nCNH\n\nRG\n', 7, 15, 'list');
    expect(edit.text).toBe('Itens:\n<ul>\n  <li>CNH</li>\n  <li>RG</li>\n</ul>');
  });

  it('starts an empty list with the cursor in its item', () => {
    const edit = applyFormat('', 0, 0, 'list');
    expect(edit.text).toBe('<ul>\n  <li></li>\n</ul>');
    expect(edit.text.slice(0, edit.selectionStart)).toBe('<ul>\n  <li>');
  });

  it('links the selection and selects the address to type over', () => {
    const edit = applyFormat('Veja a portaria', 7, 15, 'link');
    expect(edit.text).toBe(`Veja a <a href="${LINK_PLACEHOLDER}">portaria</a>`);
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe(LINK_PLACEHOLDER);
  });

  it('accepts a selection made backwards', () => {
    expect(applyFormat('abc', 3, 1, 'underline').text).toBe('a<u>bc</u>');
  });
});
