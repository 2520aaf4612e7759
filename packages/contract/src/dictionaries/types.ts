/** A title of the titles list (document 1 §3): favourites first, gender derived from it. */
export interface Title {
  id: number;
  txt: string;
  /** 'm' or 'f' where the title implies a gender; null for neutral titles (Dr, Prof.). */
  gen: 'm' | 'f' | null;
  favourite: boolean;
}

/** An entry of a plain dictionary list (languages, vehicle types, reasons, next steps, reporters). */
export interface DictionaryEntry {
  id: number;
  txt: string;
}

/** English is every instructor's primary language; a learner chooses a secondary one. */
export const ENGLISH_LANGUAGE_ID = 10;
/** Vehicle type 1 is the "no preference" choice. */
export const ANY_VEHICLE_TYPE_ID = 1;
