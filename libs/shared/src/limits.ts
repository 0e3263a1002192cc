/** Business constants shared by API and screens (SPEC.md section 9, PRODUCT.md). */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
export const CAROUSEL_MAX = 8;
export const NOTIFICATION_DURATION_SECONDS = 5;
export const PRODUCT_NAME = 'Plantry';
