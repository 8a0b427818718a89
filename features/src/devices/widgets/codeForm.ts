import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../platform';

/**
 * The one field of the device-code and pack-code forms: the code the shopper types is trimmed and required, with
 * the same words in both forms, so the two cannot drift apart.
 */
export function useCodeForm() {
  const { t } = useTranslation();
  const schema = z.object({ code: z.string().trim().min(1, t('devices.register.codeRequired')) });
  return useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
}
