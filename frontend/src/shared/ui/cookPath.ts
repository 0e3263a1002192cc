/** The address of a cook's profile. */
export const cookPath = (id: number) => `/cook/${id}`;
