import useSWR from 'swr';
import { useServices } from '../host/services-context.js';

/** The user's authenticator apps, verified or not, from auth-js (`GET /auth/v1/user`). */
export function useFactors() {
  const { auth } = useServices();
  return useSWR(['account', 'factors'], async () => {
    const { data, error } = await (await auth.load()).mfa.listFactors();
    if (error) throw error;
    return data.all.filter((factor) => factor.factor_type === 'totp');
  });
}
