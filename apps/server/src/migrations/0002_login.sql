-- Login rate limits count recent failures in the audit log, per account and per address: the
-- count is shared by every instance, and each attempt is also the audit trail the report shows.
create index audit_log_acao_entidade on audit_log (acao, entidade_id, created_at);
create index audit_log_acao_ip on audit_log (acao, ip, created_at);
create index sessoes_usuario on sessoes (usuario_id);
create index password_resets_usuario on password_resets (usuario_id);
