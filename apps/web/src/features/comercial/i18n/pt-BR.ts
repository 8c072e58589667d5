/** Texts of the commercial area (namespace `comercial`). */
export const comercialPtBR = {
  lista: {
    title: 'Autoescolas',
    intro: 'As autoescolas da sua carteira: situação, preços do contrato, contatos e uso no mês.',
    filtro: 'Buscar autoescola',
    mes: 'Mês de uso',
    colunas: {
      autoescola: 'Autoescola',
      situacao: 'Situação',
      contrato: 'Contrato',
      contatos: 'Contatos',
      alunos: 'Alunos cadastrados',
      praticas: 'Aulas práticas',
      teoricas: 'Presenças teóricas',
    },
    ativa: 'Ativa',
    inativa: 'Inativa',
    semContrato: 'Sem contrato',
    precos: 'Aluno {{aluno}} · prática {{pratica}} · teórica {{teorica}}',
    franquia: 'Franquia: {{praticas}} práticas, {{teoricas}} teóricas · vence dia {{dia}}',
    empty: 'Nenhuma autoescola na sua carteira.',
    pagina: 'Páginas da lista',
  },
  alunos: {
    title: 'Alunos cadastrados',
    intro: 'Alunos cadastrados por autoescola e por mês.',
    autoescola: 'Autoescola',
    total: 'Total',
    empty: 'Nenhuma autoescola no período.',
  },
  financeiro: {
    title: 'Relatório financeiro',
    intro: 'Faturado, recebido e vencido por mês das autoescolas da sua carteira.',
    grafico: 'Faturado x recebido por mês',
    colunas: {
      mes: 'Mês',
      autoescola: 'Autoescola',
      faturas: 'Faturas',
      faturado: 'Faturado',
      recebido: 'Recebido',
      aberto: 'Em aberto',
      vencido: 'Vencido',
    },
    total: 'Total',
    empty: 'Nenhuma fatura no período.',
  },
  filtros: { de: 'De', ate: 'Até', autoescola: 'Autoescola', todas: 'Todas' },
  loadError: 'Erro ao carregar os dados.',
};

export type ComercialMessages = typeof comercialPtBR;
