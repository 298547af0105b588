/** A sort as the URL holds it: 'key' ascending or '-key' descending (the gateway's own syntax). */
export type SortParam = string | undefined;
