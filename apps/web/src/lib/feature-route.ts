/** A screen a feature builds: its docs/product.md §2 path, its lazily loaded page, and whether it needs a signed-in member. */
import type { ComponentType, LazyExoticComponent } from 'react';

export interface FeatureRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** guests are sent to login first (docs/product.md §6) */
  auth?: boolean;
}
