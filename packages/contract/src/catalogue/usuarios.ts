import { area } from './translation.ts';

/** User accounts, their roles and permission flags. */
export const usuarios = area(
  {
    naoEncontrado: 'Usuário não encontrado.',
    perfilNaoAtribuivel: 'Você não pode atribuir este perfil.',
    proprioPerfil: 'Você não pode alterar o seu próprio perfil.',
    permissoesNaoConcedidas: 'Você não pode conceder: {{permissoes}}.',
    selecioneAutoescola: 'Selecione a autoescola do novo usuário.',
    desativarProprio: 'Você não pode desativar o seu próprio usuário.',
    criado: 'Usuário criado. Enviamos um e-mail para que ele defina a senha.',
    alterado: 'Usuário alterado.',
    ativado: 'Usuário ativado.',
    desativado: 'Usuário desativado.',
    permissoesAtualizadas: 'Permissões atualizadas.',
  },
  {
    en: {
      naoEncontrado: 'User not found.',
      perfilNaoAtribuivel: 'You cannot assign this role.',
      proprioPerfil: 'You cannot change your own role.',
      permissoesNaoConcedidas: 'You cannot grant: {{permissoes}}.',
      selecioneAutoescola: "Select the new user's driving school.",
      desativarProprio: 'You cannot deactivate your own user.',
      criado: 'User created. We sent an e-mail so they can set the password.',
      alterado: 'User updated.',
      ativado: 'User activated.',
      desativado: 'User deactivated.',
      permissoesAtualizadas: 'Permissions updated.',
    },
    es: {
      naoEncontrado: 'Usuario no encontrado.',
      perfilNaoAtribuivel: 'No puede asignar este perfil.',
      proprioPerfil: 'No puede cambiar su propio perfil.',
      permissoesNaoConcedidas: 'No puede conceder: {{permissoes}}.',
      selecioneAutoescola: 'Seleccione la autoescuela del nuevo usuario.',
      desativarProprio: 'No puede desactivar su propio usuario.',
      criado: 'Usuario creado. Enviamos un correo electrónico para que defina la contraseña.',
      alterado: 'Usuario modificado.',
      ativado: 'Usuario activado.',
      desativado: 'Usuario desactivado.',
      permissoesAtualizadas: 'Permisos actualizados.',
    },
  },
);
