/** Which state a level shows: its status from /api/user/getidinfo, or locked/todo before a submission. */
import type { IdInfoReply } from '@app/contract';
import type { LevelState } from './status-tag';

export function basicState(info: IdInfoReply): LevelState {
  return info.basic.status === 'none' ? 'todo' : info.basic.status;
}

export function advancedState(info: IdInfoReply): LevelState {
  if (info.advanced.status !== 'none') return info.advanced.status;
  return info.advanced.requires.length > 0 ? 'locked' : 'todo';
}
