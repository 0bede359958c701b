import { type RoleCode } from '@essay/contracts';
import type { MemberStatus } from '@essay/contracts';
import type { Db } from '@essay/db';
import type { AccountConfig } from './config.ts';

export interface AccountContext {
  db: Db;
  config: AccountConfig;
}

/** The signed-in caller, as every service sees it. */
export interface Caller {
  userId: number;
  schoolId: number;
  role: RoleCode | null;
  username: string;
  /** `active` members see their school; `pending` ones wait for the school admin. */
  memberStatus: MemberStatus;
}
