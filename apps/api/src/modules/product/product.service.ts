import type { ProductInfo } from '@essay/contracts';
import type { ApiConfig } from '../../config.ts';

/** Spec §3 product info; `setting` comes from configuration. */
export function getProductInfo(config: ApiConfig): ProductInfo {
  return {
    id: 1,
    name: config.productName,
    member_center_pro_key: 'essay_chk',
    member_center_pro_svc_id: 6,
    domain: config.productDomain,
    logo: '/logo.svg',
    language: 'en-US',
    setting: { ...config.setting },
    customer_service: { ...config.customerService },
  };
}
