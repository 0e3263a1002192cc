import { en } from './en.js';

/** The shape of every language's texts: English's keys, each a text. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Translations = Texts<typeof en>;
