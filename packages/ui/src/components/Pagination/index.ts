export * from './Pagination';
export { type PaginationItem, type PaginationItemsOptions, paginationItems } from './paginationItems';
