/** The reply envelope of docs/api.md "Conventions", as the hardening tests demand it of every answer. */
export function envelopeProblem(status: number, json: any): string | undefined {
  if (status >= 500) return `HTTP ${status}: ${JSON.stringify(json).slice(0, 200)}`;
  if (!json || typeof json !== 'object') return 'not a JSON object';
  if (![0, 1, 401].includes(json.code)) return `code ${JSON.stringify(json.code)}`;
  if (typeof json.msg !== 'string' || json.msg.trim() === '') return 'empty msg';
  if (typeof json.time !== 'string' || !/^\d+$/.test(json.time)) return `time ${JSON.stringify(json.time)}`;
  if (!('data' in json)) return 'no data';
  return undefined;
}
