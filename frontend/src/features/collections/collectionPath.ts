/** The address of a collection's page. */
export const collectionPath = (id: number) => `/collection/${id}`;
