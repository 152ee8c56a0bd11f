// The public list pages' frame and cards (plain elements, no antd).
export { CardGrid, CardSkeletons, type CardGridProps, type CardSkeletonsProps } from './card-grid';
export { cardClassName, cardLinkClassName, type CardStyleOptions } from './card';
export { ListPage, listFieldClassName, useListSearch, type ListPageProps } from './list-page';
export { PagedList, type ListQuery, type PagedListProps } from './paged-list';
