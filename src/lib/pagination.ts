/** Page sizes of every cursor-paginated list (brands, products, and the lists to come). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
