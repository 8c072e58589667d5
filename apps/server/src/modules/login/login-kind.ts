/** Which login screen a sign-in came from: staff, student (aluno) or instructor (instrutor). */
export type LoginKind = 'staff' | 'aluno' | 'instrutor';
