/** Texts of the photo feeds (namespace `fotos`); the other languages follow this shape. */
export const fotosPtBR = {
  praticas: {
    title: 'Feed de fotos das aulas práticas',
    intro: 'As fotos mais recentes das aulas práticas, com o resultado da verificação facial.',
    label: 'Fotos das aulas práticas',
  },
  teoricas: {
    title: 'Fotos das aulas teóricas',
    intro: 'As fotos mais recentes das aulas teóricas: câmera da sala e fotos dos alunos.',
    label: 'Fotos das aulas teóricas',
  },
  verificacao: {
    pendente: 'Verificando',
    confere: 'Confere',
    sem_rosto: 'Sem rosto',
    varios_rostos: 'Vários rostos',
    divergente: 'Rosto divergente',
    sem_referencia: 'Sem referência',
    erro: 'Imagem inválida',
  },
  momento: { inicio: 'Início', fim: 'Fim' },
  tipoTeorica: { inicio: 'Abertura', aleatoria: 'Aleatória', fim: 'Encerramento', aluno: 'Aluno' },
  filtros: {
    todas: 'Todas',
    autoescola: 'Autoescola',
    verificacao: 'Verificação',
    instrutor: 'Instrutor',
    de: 'De',
    ate: 'Até',
  },
  detalhe: {
    autoescola: 'Autoescola',
    instrutor: 'Instrutor',
    aluno: 'Aluno',
    camera: 'Câmera',
    momento: 'Momento',
    tiradaEm: 'Tirada em',
    posicao: 'Posição',
    rostos: 'Rostos',
    verificadaEm: 'Verificada em',
    evidencias: 'Ver as evidências da aula',
  },
  alt: 'Foto de {{aluno}} ({{momento}})',
  altTeorica: 'Foto da aula da turma {{turma}}',
  semArquivo: 'Foto indisponível',
  carregando: 'Carregando fotos',
  carregarMais: 'Carregar mais',
  fim: 'Não há mais fotos.',
  vazio: 'Nenhuma foto encontrada.',
  erro: 'Não foi possível carregar as fotos.',
};

export type FotosMessages = typeof fotosPtBR;
