/** Table type of `reports` (migration 0017_chat_context): what members reported and the operator's decision. */
import type { ReportAction, ReportStatus, ReportTarget } from '@app/contract';
import type { Generated, Selectable } from 'kysely';

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target: ReportTarget;
  target_id: number;
  /** the member responsible for the target when it was reported; null for an operator's news */
  reported_id: number | null;
  reason: string;
  /** JSON array of /uploads/ paths */
  images: Generated<string>;
  status: Generated<ReportStatus>;
  action: ReportAction | null;
  note: Generated<string>;
  admin_id: number | null;
  createtime: number;
  decidetime: number | null;
}

export type ReportRow = Selectable<ReportsTable>;
