import { z } from 'zod';

/** A title of the titles list (document 1 §3): favourites first, gender derived from it. */
export const Title = z.object({
  id: z.number().int(),
  txt: z.string(),
  /** 'm' or 'f' where the title implies a gender; null for neutral titles (Dr, Prof.). */
  gen: z.enum(['m', 'f']).nullable(),
  favourite: z.boolean(),
});
export type Title = z.infer<typeof Title>;

/** An entry of a plain dictionary list (languages, vehicle types, reasons, next steps, reporters). */
export const DictionaryEntry = z.object({
  id: z.number().int(),
  txt: z.string(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntry>;

/** English is every instructor's primary language; a learner chooses a secondary one. */
export const ENGLISH_LANGUAGE_ID = 10;
/** Vehicle type 1 is the "no preference" choice. */
export const ANY_VEHICLE_TYPE_ID = 1;
