import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { FileUpload } from './FileUpload.tsx';

const CNH = new File(['cnh'], 'cnh.pdf', { type: 'application/pdf' });
const FOTO = new File(['foto'], 'foto.jpg', { type: 'image/jpeg' });

function Held({ initial, onChange }: { initial: File[]; onChange: (files: File[]) => void }) {
  const [files, setFiles] = useState(initial);
  return (
    <FileUpload
      label="Documentos"
      accept={['.pdf', '.jpg']}
      multiple
      files={files}
      onChange={(next) => {
        onChange(next);
        setFiles(next);
      }}
    />
  );
}

function renderUpload(initial: File[]) {
  const onChange = vi.fn<(files: File[]) => void>();
  return { ...renderWidget(<Held initial={initial} onChange={onChange} />), onChange };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FileUpload (SPEC §4: a deletion can be undone within 2 seconds)', () => {
  it('puts a removed file back in its place when undone in time', () => {
    vi.useFakeTimers();
    const { onChange } = renderUpload([CNH, FOTO]);
    fireEvent.click(screen.getByRole('button', { name: 'Remover cnh.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([FOTO]);
    expect(screen.getByRole('status').textContent).toContain('cnh.pdf removido.');

    act(() => vi.advanceTimersByTime(1_999));
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(onChange).toHaveBeenLastCalledWith([CNH, FOTO]);
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });

  it('no longer offers to undo after 2 seconds', () => {
    vi.useFakeTimers();
    const { onChange } = renderUpload([CNH, FOTO]);
    fireEvent.click(screen.getByRole('button', { name: 'Remover foto.jpg' }));
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([CNH]);
  });
});
