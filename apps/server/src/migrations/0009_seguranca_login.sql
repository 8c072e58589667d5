-- Login security: the second factor (TOTP, RFC 6238) with its recovery codes, the staff roles a
-- school requires it of, and an index for the login throttle, which forgets a pair's failures once
-- that account signs in from that address.

-- Staff roles (never 3 instructor or 4 student) whose members must use the second factor.
alter table autoescolas
  add column segundo_fator_roles smallint[] not null default '{}'
    check (segundo_fator_roles <@ array[1, 2, 5, 6, 7, 8, 9]::smallint[]);

-- One authenticator per user. The secret is sealed by the platform (AES-256-GCM, key derived from
-- JWT_SECRET), like camera passwords. Until `ativado_em` the secret waits for its first code.
create table usuario_segundo_fator (
  usuario_id bigint primary key references usuarios (id) on delete cascade,
  segredo_cifrado text not null,
  ativado_em timestamptz,
  -- the last time step accepted, so a code is never accepted twice (RFC 6238 §5.2)
  ultimo_passo bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger usuario_segundo_fator_updated_at before update on usuario_segundo_fator
  for each row execute function set_updated_at();

-- Ten one-time recovery codes per user, stored hashed (SHA-256), shown once when made.
create table usuario_codigos_recuperacao (
  usuario_id bigint not null references usuarios (id) on delete cascade,
  codigo_hash text not null,
  usado_em timestamptz,
  created_at timestamptz not null default now(),
  primary key (usuario_id, codigo_hash)
);

-- Credentials of the platform, not school data: like sessions, only the owner reaches them (through
-- withSystem); row-level security with no policy for cfc_app keeps them out of any request's reach.
alter table usuario_segundo_fator enable row level security;
alter table usuario_segundo_fator force row level security;
create policy system on usuario_segundo_fator to current_user using (true) with check (true);
alter table usuario_codigos_recuperacao enable row level security;
alter table usuario_codigos_recuperacao force row level security;
create policy system on usuario_codigos_recuperacao to current_user using (true) with check (true);

-- The throttle looks up an account's last sign-in (or new password) by user.
create index audit_log_acao_usuario on audit_log (acao, usuario_id, created_at);
