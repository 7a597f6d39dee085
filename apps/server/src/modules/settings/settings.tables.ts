/** Kysely table types of the settings module: operator settings as JSON. */

export interface SettingsTable {
  key: string;
  value: string;
  updatetime: number;
}
