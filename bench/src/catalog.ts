/** Words the generated data is made of: Brazilian names, cities and the texts of a CFC's day. */

export const FIRST_NAMES = [
  'Ana',
  'Maria',
  'Francisco',
  'Antônio',
  'João',
  'José',
  'Pedro',
  'Lucas',
  'Gabriel',
  'Rafael',
  'Mateus',
  'Gustavo',
  'Felipe',
  'Bruno',
  'Thiago',
  'Carlos',
  'Paulo',
  'Marcos',
  'Luiz',
  'Daniel',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Larissa',
  'Beatriz',
  'Mariana',
  'Gabriela',
  'Vitória',
  'Luana',
  'Raimunda',
  'Francisca',
  'Conceição',
  'Sebastião',
  'Raimundo',
];

export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Conceição',
  'Sousa',
  'Brito',
  'Castro',
];

/** A city of each state (the capital or a big town), its area code, postcode prefix and position. */
export const CITIES: { uf: string; cidade: string; ddd: string; cep: string; lat: number; lon: number }[] = [
  { uf: 'MA', cidade: 'São Luís', ddd: '98', cep: '650', lat: -2.53, lon: -44.3 },
  { uf: 'MA', cidade: 'Imperatriz', ddd: '99', cep: '659', lat: -5.52, lon: -47.47 },
  { uf: 'PI', cidade: 'Teresina', ddd: '86', cep: '640', lat: -5.09, lon: -42.8 },
  { uf: 'CE', cidade: 'Fortaleza', ddd: '85', cep: '600', lat: -3.73, lon: -38.52 },
  { uf: 'PA', cidade: 'Belém', ddd: '91', cep: '660', lat: -1.45, lon: -48.49 },
  { uf: 'PE', cidade: 'Recife', ddd: '81', cep: '500', lat: -8.05, lon: -34.88 },
  { uf: 'BA', cidade: 'Salvador', ddd: '71', cep: '400', lat: -12.97, lon: -38.5 },
  { uf: 'BA', cidade: 'Feira de Santana', ddd: '75', cep: '440', lat: -12.27, lon: -38.97 },
  { uf: 'MG', cidade: 'Belo Horizonte', ddd: '31', cep: '301', lat: -19.92, lon: -43.94 },
  { uf: 'MG', cidade: 'Uberlândia', ddd: '34', cep: '384', lat: -18.92, lon: -48.28 },
  { uf: 'SP', cidade: 'São Paulo', ddd: '11', cep: '010', lat: -23.55, lon: -46.63 },
  { uf: 'SP', cidade: 'Campinas', ddd: '19', cep: '130', lat: -22.91, lon: -47.06 },
  { uf: 'RJ', cidade: 'Rio de Janeiro', ddd: '21', cep: '200', lat: -22.91, lon: -43.17 },
  { uf: 'PR', cidade: 'Curitiba', ddd: '41', cep: '800', lat: -25.43, lon: -49.27 },
  { uf: 'RS', cidade: 'Porto Alegre', ddd: '51', cep: '900', lat: -30.03, lon: -51.23 },
  { uf: 'SC', cidade: 'Florianópolis', ddd: '48', cep: '880', lat: -27.6, lon: -48.55 },
  { uf: 'GO', cidade: 'Goiânia', ddd: '62', cep: '740', lat: -16.68, lon: -49.25 },
  { uf: 'DF', cidade: 'Brasília', ddd: '61', cep: '700', lat: -15.79, lon: -47.88 },
  { uf: 'AM', cidade: 'Manaus', ddd: '92', cep: '690', lat: -3.12, lon: -60.02 },
  { uf: 'RN', cidade: 'Natal', ddd: '84', cep: '590', lat: -5.79, lon: -35.21 },
  { uf: 'PB', cidade: 'João Pessoa', ddd: '83', cep: '580', lat: -7.12, lon: -34.86 },
  { uf: 'AL', cidade: 'Maceió', ddd: '82', cep: '570', lat: -9.67, lon: -35.74 },
  { uf: 'SE', cidade: 'Aracaju', ddd: '79', cep: '490', lat: -10.91, lon: -37.07 },
  { uf: 'TO', cidade: 'Palmas', ddd: '63', cep: '770', lat: -10.18, lon: -48.33 },
  { uf: 'MT', cidade: 'Cuiabá', ddd: '65', cep: '780', lat: -15.6, lon: -56.1 },
  { uf: 'MS', cidade: 'Campo Grande', ddd: '67', cep: '790', lat: -20.47, lon: -54.62 },
  { uf: 'ES', cidade: 'Vitória', ddd: '27', cep: '290', lat: -20.32, lon: -40.34 },
];

/** Trade names of driving schools, completed with the neighbourhood and a number. */
export const SCHOOL_PREFIXES = [
  'Autoescola',
  'CFC',
  'Centro de Formação de Condutores',
  'Auto Escola',
  'CFC Escola de Trânsito',
];

export const NEIGHBOURHOODS = [
  'Centro',
  'Cohama',
  'Renascença',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'São Francisco',
  'Santa Cruz',
  'Bela Vista',
  'Planalto',
  'Aeroporto',
  'Industrial',
  'Liberdade',
  'Primavera',
  'Parque Verde',
  'Alvorada',
];

export const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua São João',
  'Avenida Getúlio Vargas',
  'Rua Sete de Setembro',
  'Rua Quinze de Novembro',
  'Avenida dos Holandeses',
  'Rua Grande',
  'Travessa Boa Esperança',
  'Rua do Sol',
];

export const CARS = [
  ['Volkswagen', 'Gol 1.0'],
  ['Fiat', 'Argo Drive'],
  ['Chevrolet', 'Onix LT'],
  ['Hyundai', 'HB20 Sense'],
  ['Renault', 'Kwid Zen'],
  ['Fiat', 'Mobi Like'],
];

export const MOTORCYCLES = [
  ['Honda', 'CG 160 Start'],
  ['Yamaha', 'Factor 150'],
  ['Honda', 'Pop 110i'],
];

export const TRUCKS = [
  ['Mercedes-Benz', 'Accelo 1016'],
  ['Volkswagen', 'Delivery 9.170'],
];

/** Why a lesson was cancelled. */
export const CANCEL_REASONS = [
  'Aluno faltou',
  'Veículo em manutenção',
  'Chuva forte',
  'Remarcada a pedido do aluno',
  'Instrutor doente',
];

/** Rejections of the authority that occur in practice (texts of packages/domain VIOLATIONS). */
export const REJECTIONS = [
  'Tempo total da aula inferior a 45 minutos',
  'Aula com duração superior a 1 hora',
  'Veículo não vinculado à autoescola na data da aula',
  'Intervalo para a terceira aula inferior a 50 minutos',
  'Processo não existe',
  'Instrutor não encontrado',
];

export const NOTICE_TITLES = [
  'Novo prazo para envio das aulas ao DETRAN',
  'Manutenção programada do sistema',
  'Atualização das regras da Resolução CONTRAN 1.020/2025',
  'Treinamento para instrutores',
  'Feriado: atendimento reduzido',
  'Lembrete: renovação das credenciais dos instrutores',
  'Nova versão do aplicativo do instrutor',
  'Faturas do mês disponíveis',
];
