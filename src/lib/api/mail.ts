'use client';
// 'Envoyer un e-mail de test' (docs/api.md, POST /parametres/email-test): the answer says whether the message was
// sent or kept in the outbox.
import { useMutation } from '@tanstack/react-query';
import type { TestMail } from '@/shared/mail/answers';
import { api } from './auth-store';

export function useSendTestMail() {
  return useMutation({ mutationFn: async () => api().post<TestMail>('/parametres/email-test') });
}
