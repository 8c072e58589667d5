import type { ReferenciaFacial as Referencia } from '@cfc/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/render.tsx';
import { ReferenciaFacial } from './ReferenciaFacial.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Envio {
  readonly method: string;
  readonly path: string;
  readonly campos: Record<string, string>;
}

/**
 * The server of one student's reference photo, at the network's edge: it keeps the record, takes a
 * multipart PUT only with `consentimento=true` and deletes it.
 */
function servidor(inicial: Referencia | null) {
  let referencia = inicial;
  const envios: Envio[] = [];
  const base = '/api/v1/alunos/5/referencia-facial';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const campos: Record<string, string> = {};
    if (init.body instanceof FormData) {
      for (const [chave, valor] of init.body.entries()) {
        campos[chave] = typeof valor === 'string' ? valor : `arquivo:${valor.type}`;
      }
    }
    if (method !== 'GET') envios.push({ method, path, campos });
    if (method === 'GET' && path === base) return json(200, { success: true, dados: referencia });
    if (method === 'GET' && path === `${base}/foto`) {
      return new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), {
        status: referencia ? 200 : 404,
        headers: { 'content-type': 'image/jpeg' },
      });
    }
    if (method === 'PUT' && path === base) {
      if (campos.consentimento !== 'true') {
        return json(422, { success: false, mensagem: 'Consentimento obrigatório.', errors: {} });
      }
      referencia = {
        registrada_em: '2026-11-26T13:00:00.000Z',
        consentimento_em: '2026-11-26T13:00:00.000Z',
        consentimento_por: 'Sara Secretária',
      };
      return json(200, {
        success: true,
        dados: referencia,
        mensagem: 'Foto de referência salva com o consentimento registrado.',
      });
    }
    if (method === 'DELETE' && path === base) {
      referencia = null;
      return json(200, { success: true, mensagem: 'Foto de referência e dados biométricos removidos.' });
    }
    return json(404, { success: false, mensagem: `Sem rota ${method} ${path}` });
  });
  return envios;
}

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:referencia';
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function renderReferencia(canEdit = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWidget(<ReferenciaFacial titular="aluno" id={5} canEdit={canEdit} />, { queryClient });
}

const CONSENTIMENTO =
  'O titular consente com o uso da sua imagem facial para verificar a presença nas aulas a distância (LGPD, art. 11, II, a).';

describe('the reference photo section (ReferenciaFacial)', () => {
  it('saves a sent photo only once the consent is ticked, and then shows it with the consent date', async () => {
    const envios = servidor(null);
    const { user, container } = renderReferencia();
    expect(await screen.findByText('Sem foto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tirar foto' })).toBeTruthy();

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8])], 'rosto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Nova foto de referência, ainda não salva' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salvar foto de referência' }));
    expect(
      await screen.findByText(
        'Para usar a biometria facial é preciso o consentimento do titular (LGPD, art. 11).',
      ),
    ).toBeTruthy();
    expect(envios).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: CONSENTIMENTO }));
    await user.click(screen.getByRole('button', { name: 'Salvar foto de referência' }));
    await screen.findByText('Cadastrada');
    expect(envios).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/alunos/5/referencia-facial',
        campos: { consentimento: 'true', arquivo: 'arquivo:image/jpeg' },
      },
    ]);
    expect(
      await screen.findByText('Consentimento registrado em 26/11/2026 10:00:00 por Sara Secretária.'),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Foto de referência atual' })).toBeTruthy();
  });

  it('removes the photo and its biometric data after confirming', async () => {
    const envios = servidor({
      registrada_em: '2026-11-20T12:00:00.000Z',
      consentimento_em: '2026-11-20T12:00:00.000Z',
      consentimento_por: null,
    });
    const { user } = renderReferencia();
    expect(await screen.findByText('Consentimento registrado em 20/11/2026 09:00:00.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover foto e dados biométricos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Remover foto e dados biométricos?' });
    expect(dialogo).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(envios.map((envio) => envio.method)).toEqual(['DELETE']));
    expect(await screen.findByText('Sem foto')).toBeTruthy();
  });

  it('shows the photo but no way to change it to whoever may only read the record', async () => {
    servidor({
      registrada_em: '2026-11-20T12:00:00.000Z',
      consentimento_em: '2026-11-20T12:00:00.000Z',
      consentimento_por: null,
    });
    renderReferencia(false);
    expect(await screen.findByRole('img', { name: 'Foto de referência atual' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tirar foto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover foto e dados biométricos' })).toBeNull();
  });
});
