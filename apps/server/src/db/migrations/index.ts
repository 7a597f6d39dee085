/** Every migration, in order. Listed in code (not read from disk) so the bundled server carries them. */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_ledger.ts';
import * as m0003 from './0003_signin.ts';
import * as m0004 from './0004_verification.ts';
import * as m0005 from './0005_wallet.ts';
import * as m0006 from './0006_jobs.ts';
import * as m0007 from './0007_labels.ts';
import * as m0008 from './0008_p2p.ts';
import * as m0009 from './0009_shop.ts';
import * as m0010 from './0010_community.ts';
import * as m0011 from './0011_chat.ts';
import * as m0012 from './0012_vip.ts';
import * as m0013 from './0013_deposit_hashes.ts';
import * as m0014 from './0014_localized_texts.ts';
import * as m0018 from './0018_after_sale.ts';
import * as m0015 from './0015_notices.ts';
import * as m0016 from './0016_push.ts';
import * as m0017 from './0017_chat_context.ts';
import * as m0019 from './0019_p2p_offchain.ts';
import * as m0020 from './0020_p2p_offchain_orders.ts';
import * as m0021 from './0021_deposit_chain.ts';
import * as m0022 from './0022_withdraw_payout.ts';
import * as m0023 from './0023_p2p_traders_completed.ts';
import * as m0024 from './0024_decision_reasons.ts';
import * as m0025 from './0025_p2p_fiat.ts';
import * as m0026 from './0026_pi.ts';
import * as m0027 from './0027_p2p_feedback.ts';
import * as m0028 from './0028_pay_checks_in_flight.ts';
import * as m0029 from './0029_dashboard.ts';
import * as m0030 from './0030_pi_chain.ts';
import * as m0031 from './0031_p2p_deals.ts';
import * as m0032 from './0032_chain_payouts.ts';
import * as m0033 from './0033_pi_notify.ts';
import * as m0034 from './0034_label_privacy.ts';
import * as m0035 from './0035_pi_a2u_payouts.ts';
import * as m0036 from './0036_map_places.ts';
import * as m0037 from './0037_withdraw_destination.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_ledger': m0002,
  '0003_signin': m0003,
  '0004_verification': m0004,
  '0005_wallet': m0005,
  '0006_jobs': m0006,
  '0007_labels': m0007,
  '0008_p2p': m0008,
  '0009_shop': m0009,
  '0010_community': m0010,
  '0011_chat': m0011,
  '0012_vip': m0012,
  '0013_deposit_hashes': m0013,
  '0014_localized_texts': m0014,
  '0015_notices': m0015,
  '0016_push': m0016,
  '0017_chat_context': m0017,
  '0018_after_sale': m0018,
  '0019_p2p_offchain': m0019,
  '0020_p2p_offchain_orders': m0020,
  '0021_deposit_chain': m0021,
  '0022_withdraw_payout': m0022,
  '0023_p2p_traders_completed': m0023,
  '0024_decision_reasons': m0024,
  '0025_p2p_fiat': m0025,
  '0026_pi': m0026,
  '0027_p2p_feedback': m0027,
  '0028_pay_checks_in_flight': m0028,
  '0029_dashboard': m0029,
  '0030_pi_chain': m0030,
  '0031_p2p_deals': m0031,
  '0032_chain_payouts': m0032,
  '0033_pi_notify': m0033,
  '0034_label_privacy': m0034,
  '0035_pi_a2u_payouts': m0035,
  '0036_map_places': m0036,
  '0037_withdraw_destination': m0037,
};
