import { z } from 'zod';
import { zId } from './common/schemas.ts';

// Personal data (UU 27/2022): erasing a former employee's biometric data; the own-data download is a zip.

export const zHapusBiometrikParams = z.object({ user_id: zId });
export const zHapusBiometrikResponse = z.object({
  message: z.string(),
  /** Photos removed from the store: face registration photos and clock-in selfies. */
  foto_dihapus: z.number(),
});
export type HapusBiometrikResponse = z.infer<typeof zHapusBiometrikResponse>;
