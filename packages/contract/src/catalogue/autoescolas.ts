import { area } from './translation.ts';

/** Driving schools (tenants). */
export const autoescolas = area(
  {
    naoEncontrada: 'Autoescola não encontrada.',
    outroNomeFantasia: 'Escolha outro nome fantasia.',
    identificadorExiste: 'Já existe uma autoescola com o identificador "{{slug}}".',
    cnpjExiste: 'Já existe uma autoescola com este CNPJ.',
    cadastrada: 'Autoescola cadastrada. O administrador recebeu um e-mail para definir a senha.',
    alterada: 'Autoescola alterada.',
    segundoFatorSalvo: 'Exigência da verificação em duas etapas salva.',
    informeNomeFantasia: 'Informe o nome fantasia.',
    identificadorInvalido: 'Identificador de autoescola inválido.',
  },
  {
    en: {
      naoEncontrada: 'Driving school not found.',
      outroNomeFantasia: 'Choose another trade name.',
      identificadorExiste: 'There is already a driving school with the identifier "{{slug}}".',
      cnpjExiste: 'There is already a driving school with this CNPJ.',
      cadastrada: 'Driving school registered. The administrator received an e-mail to set the password.',
      alterada: 'Driving school updated.',
      segundoFatorSalvo: 'Two-step verification requirement saved.',
      informeNomeFantasia: 'Enter the trade name.',
      identificadorInvalido: 'Invalid driving school identifier.',
    },
    es: {
      naoEncontrada: 'Autoescuela no encontrada.',
      outroNomeFantasia: 'Elija otro nombre comercial.',
      identificadorExiste: 'Ya existe una autoescuela con el identificador "{{slug}}".',
      cnpjExiste: 'Ya existe una autoescuela con este CNPJ.',
      cadastrada:
        'Autoescuela registrada. El administrador recibió un correo electrónico para definir la contraseña.',
      alterada: 'Autoescuela modificada.',
      segundoFatorSalvo: 'Exigencia de la verificación en dos pasos guardada.',
      informeNomeFantasia: 'Indique el nombre comercial.',
      identificadorInvalido: 'Identificador de autoescuela no válido.',
    },
  },
);
