import { ProductInfoSchema, type ProductInfo } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http/api-client.ts';
import { API_ERRORS_HANDLED } from './http/handle-api-failure.ts';

export const PRODUCT_INFO_KEY = ['product-info'] as const;
export const DEFAULT_PRO_KEY = 'essay_chk';

export function fetchProductInfo(): Promise<ProductInfo> {
  return apiRequest('/product', ProductInfoSchema);
}

/** Product info (spec §3); the point pages need its member_center_pro_key. */
export function useProductInfo() {
  return useQuery({
    queryKey: PRODUCT_INFO_KEY,
    queryFn: fetchProductInfo,
    staleTime: 5 * 60_000,
    meta: API_ERRORS_HANDLED,
  });
}

export function useProKey(): string {
  return useProductInfo().data?.member_center_pro_key ?? DEFAULT_PRO_KEY;
}
