import { expect, test } from '@playwright/test';
import { apiLogin, ownAccount, Papel } from './support/accounts.ts';
import { logIn } from './support/login.ts';

/**
 * The student's theory area on the phone: Alice Aluna (the demo student with a login) is in the
 * demo's 'Turma Noturna', whose sessions before today are closed with her attendance; she sees her
 * sessions by status, her hours against the 45 h/a of CONTRAN 789/2020 and her profile, and asks
 * for a correction of her data, which reaches the school's staff as a notification.
 */

const ALUNA = { loginPath: '/aluno', account: '529.982.247-25' };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The spec's own administrator of Autoescola Demo: school staff receive the request. */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'candidato-teoria' });

test('the student sees her theory sessions and progress, her profile, and asks for a correction', async ({
  page,
}, testInfo) => {
  // Made before the request: staff receive the notices sent once they exist.
  const equipe = await admin();
  await logIn(page, ALUNA);
  await expect(page).toHaveURL(/\/candidato\/aulas-teoricas$/);
  const aviso = page.getByRole('dialog', { name: 'Aviso Importante!' });
  await aviso.getByRole('button', { name: 'Ok' }).click();
  await expect(aviso).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Aulas teóricas', level: 1 })).toBeVisible();
  // Her first-licence process of category B (other specs may open her more processes).
  const progresso = page
    .getByRole('region', { name: 'Progresso na teoria' })
    .getByRole('group', { name: /^Categoria B · RENACH/ })
    .first();
  await expect(progresso.getByText(/\d+ de 45 h\/a feitas/)).toBeVisible();
  await expect(progresso.getByRole('cell', { name: 'Legislação de trânsito' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próxima aula teórica' })).toBeVisible();
  const largura = () => page.evaluate<number>('document.documentElement.scrollWidth');
  expect(await largura()).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('0-aulas-teoricas-390.png') });
  await page.screenshot({ path: testInfo.outputPath('0-aulas-teoricas-390-inteira.png'), fullPage: true });

  await page
    .getByRole('navigation', { name: 'Situação das aulas' })
    .getByRole('link', { name: 'Realizadas' })
    .click();
  await expect(page).toHaveURL(/\/candidato\/aulas-teoricas\/realizadas$/);
  const lista = page.getByRole('region', { name: 'Suas aulas' });
  await expect(lista.getByRole('listitem').first()).toContainText('Realizada');
  await expect(lista.getByText('Próxima', { exact: true })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Situação das aulas' })
    .getByRole('link', { name: 'Próximas' })
    .click();
  await expect(lista.getByRole('listitem').first()).toContainText('Próxima');

  // The profile, from the profile menu's route.
  await page.goto('/candidato/aluno/perfil');
  await expect(page.getByRole('heading', { name: 'Meu perfil', level: 1 })).toBeVisible();
  const dados = page.getByRole('region', { name: 'Dados pessoais' });
  await expect(dados.getByText('Alice Aluna')).toBeVisible();
  await expect(dados.getByText('529.982.247-25')).toBeVisible();
  const processo = page.getByRole('article', { name: /Categoria B · RENACH/ }).first();
  await expect(processo.getByText('Exame teórico', { exact: true })).toBeVisible();
  // The demo's class has not finished the course: what the theory exam still asks, with its norm.
  await expect(processo.getByText('O que falta para o exame teórico:')).toBeVisible();
  await expect(processo.getByText(/^Faltam \d+ das 45 horas-aula do curso teórico/)).toBeVisible();
  await expect(processo.getByText('Exame prático', { exact: true })).toBeVisible();
  await expect(processo.getByText('Aulas teóricas', { exact: true })).toBeVisible();
  expect(await largura()).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('1-perfil-390.png'), fullPage: true });

  await page.getByRole('button', { name: 'Solicitar correção dos dados' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Solicitar correção dos meus dados' });
  await dialogo.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(dialogo.getByText('O campo O que deve ser corrigido é obrigatório')).toBeVisible();
  await dialogo.getByRole('checkbox', { name: 'Telefone' }).check();
  const texto = `Meu telefone novo é (98) 98888-${String(Date.now()).slice(-4)}.`;
  await dialogo.getByRole('textbox', { name: 'Descrição da correção' }).fill(texto);
  await page.screenshot({ path: testInfo.outputPath('2-correcao-390.png'), fullPage: true });
  await dialogo.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Pedido de correção enviado à autoescola.')).toBeVisible();
  await expect(dialogo).toBeHidden();

  // The school's staff receive it.
  const staff = await apiLogin(equipe.account, equipe.password);
  try {
    await expect
      .poll(async () => {
        const reply = await staff.call<{ dados: { data: { title: string; description: string }[] } }>(
          'GET',
          '/notificacoes?limit=100',
        );
        return reply.body.dados.data.some(
          (item) =>
            item.title === 'Pedido de correção de dados: Alice Aluna' && item.description.includes(texto),
        );
      })
      .toBe(true);
  } finally {
    await staff.logout();
  }
});
