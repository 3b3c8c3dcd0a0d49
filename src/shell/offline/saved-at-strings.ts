/** The marker of content shown from the device's cache (see offline-strings.ts). */
export const SAVED_AT_STRINGS = {
  today: (time: string) => `Disimpan pukul ${time}`,
  earlier: (date: string, time: string) => `Disimpan ${date} pukul ${time}`,
} as const;
